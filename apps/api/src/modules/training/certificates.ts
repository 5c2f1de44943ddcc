import { certificateFileName } from '@pulso/contracts/certificate-links';
import type { CountryCode } from '@pulso/contracts/country';
import { newId } from '@pulso/contracts/helpers/id';
import type {
  Certificate,
  CertificateList,
  CertificateVerification,
} from '@pulso/contracts/training';
import type { SessionUser } from '../identity/session/session.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import type { Course } from './course.ts';
import { CertificateNotFoundError } from './training.errors.ts';
import {
  findCertificate,
  findCertificateOf,
  findEnrolment,
  findExamBank,
  insertCertificate,
  listCertificates,
  type AttemptRecord,
  type CertificateRecord,
} from './training.repository.ts';
import { newVerificationCode } from './verification-code.ts';

export const certificatePdfPath = (id: string) => `/api/training/certificates/${id}/pdf`;

export const certificateView = (record: CertificateRecord): Certificate => ({
  id: record.id,
  contentId: record.contentId,
  title: record.title,
  finishedDate: record.finishedAt.toISOString(),
  certificate: certificatePdfPath(record.id),
  verificationCode: record.verificationCode,
  isSpeakerTraining: record.isSpeakerTraining,
});

/** The person a certificate is issued to, as the users module tells it. */
export interface CertificateHolder {
  name: string;
  treatment: string | null;
  country: CountryCode;
}

/** The name printed on a certificate: the treatment (Mexico's "Dr."), then the person's name. */
const printedName = (holder: CertificateHolder | undefined) =>
  holder ? [holder.treatment, holder.name].filter(Boolean).join(' ') : '';

/** Issues the course's certificate for a passed attempt, unless the user already has it. */
export async function issueCertificate(
  db: Queryable,
  user: SessionUser,
  course: Course,
  attempt: AttemptRecord,
  holder: CertificateHolder | undefined,
): Promise<void> {
  await insertCertificate(db, {
    id: newId(),
    userId: user.id,
    contentId: course.item.id,
    attemptId: attempt.id,
    verificationCode: newVerificationCode(),
    holderName: printedName(holder),
    title: course.item.title,
    country: holder?.country ?? user.country,
    cfApprovalCode: course.item.cfApprovalCode,
    isSpeakerTraining: course.isSpeakerTraining,
    certificateText: course.bank.certificateText,
    finishedAt: attempt.finishedAt ?? attempt.deadline,
  });
}

/**
 * What `contents/{id}` tells the user about their training: whether they accepted its terms and
 * the URL of their certificate's PDF (the training service's `stateOf`, which the composition
 * root hands to the content service). Only a course has them: its terms are accepted and its
 * exam taken once it has an exam bank (`openCourse`), and banks are never deleted. Every other
 * item (most of the catalogue) costs one query, not three: under load each query holds the
 * database's connection (PGlite has one), and `contents/{id}` is the most asked route.
 */
export async function trainingStateOf(
  db: Queryable,
  userId: string,
  contentId: string,
): Promise<{ trainingAcceptedTerms: boolean; trainingUserCertificate: string | null }> {
  const bank = await findExamBank(db, contentId);
  if (!bank) return { trainingAcceptedTerms: false, trainingUserCertificate: null };
  const [enrolment, certificate] = await Promise.all([
    findEnrolment(db, userId, contentId),
    findCertificateOf(db, userId, contentId),
  ]);
  return {
    trainingAcceptedTerms: Boolean(enrolment?.termsAcceptedAt),
    trainingUserCertificate: certificate ? certificatePdfPath(certificate.id) : null,
    // The back office's exam settings win over the item's (decision 055).
    ...bank?.settings,
  };
}

/** Spec §7 `GET training/certificates`, the PDF, and the public verification. */
export function createCertificateService({ db }: { db: Database }) {
  return {
    async list(user: SessionUser): Promise<CertificateList> {
      return { certificates: (await listCertificates(db, user.id)).map(certificateView) };
    },

    /** The PDF of one of the user's certificates; the QR code opens `verificationUrl(code)`. */
    async pdf(
      user: SessionUser,
      id: string,
      verificationUrl: (country: CountryCode, code: string) => string,
    ): Promise<{ bytes: Uint8Array; fileName: string }> {
      const record = await findCertificate(db, { id, userId: user.id });
      if (!record) throw new CertificateNotFoundError();
      // Loaded on first use: pdf-lib, fontkit and qrcode are heavy to load at every start.
      const { renderCertificatePdf } = await import('./certificate-pdf.ts');
      const bytes = await renderCertificatePdf({
        name: record.holderName,
        title: record.title,
        finishedAt: record.finishedAt,
        country: record.country,
        approvalCode: record.cfApprovalCode,
        text: record.certificateText,
        verificationCode: record.verificationCode,
        verificationUrl: verificationUrl(record.country, record.verificationCode),
      });
      return { bytes, fileName: certificateFileName(record.verificationCode) };
    },

    async verify(code: string): Promise<CertificateVerification> {
      const record = await findCertificate(db, { verificationCode: code });
      if (!record) throw new CertificateNotFoundError();
      return {
        valid: true,
        verificationCode: record.verificationCode,
        name: record.holderName,
        title: record.title,
        finishedDate: record.finishedAt.toISOString(),
        country: record.country,
      };
    },
  };
}
