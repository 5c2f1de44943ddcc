import { eq } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFDict } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItemSchema } from '@pulso/contracts/content';
import {
  certificateListSchema,
  certificateVerificationSchema,
  type ExamResult,
} from '@pulso/contracts/training';
import { trainingCertificates } from '../../db/schema/training.ts';
import { users } from '../../db/schema/users.ts';
import { fieldProblems, problemCode } from '../users/testing/api-client.ts';
import { answersFor, examCalls } from './testing/exam-calls.ts';
import { startTrainingHarness, type TrainingHarness } from './testing/training-harness.ts';

describe('certificates', () => {
  const COURSE = 'curso-anticoagulacao-oral-na-pratica-clinica';
  const SPANISH_COURSE = 'curso-anticoagulacion-oral-en-la-practica-clinica';

  let h: TrainingHarness;
  let exam: ReturnType<typeof examCalls>;
  let doctor: string;
  let colleague: string;
  let mexico: string;
  let passed: ExamResult;

  beforeAll(async () => {
    h = await startTrainingHarness({ PUBLIC_HOSTS: 'pulso.example.com.br=br' });
    exam = examCalls(h.api);
    doctor = await h.signIn('demo-br');
    colleague = await h.signIn('medinfo-br');
    mexico = await h.signIn('demo-mx');
    // A name with every hard letter the certificate must print right.
    await h.app.database.db
      .update(users)
      .set({ firstName: 'Joaquín Ávila', lastName: 'Peña Gonçalves' })
      .where(eq(users.uid, 'demo-br'));
    const attempt = await exam.begin(doctor, COURSE);
    passed = await exam.finishWith(doctor, attempt, answersFor(attempt, 8));
  });
  afterAll(() => h.close());

  const certificatesOf = (contentId: string) =>
    h.app.database.db
      .select({ id: trainingCertificates.id, userId: trainingCertificates.userId })
      .from(trainingCertificates)
      .where(eq(trainingCertificates.contentId, contentId));

  async function pdfText(bytes: Uint8Array): Promise<string> {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
      mergePages: true,
    });
    return text.replace(/\s+/g, ' ');
  }

  describe('issuing', () => {
    it('issues one certificate at the pass, listed with title, date and PDF address', async () => {
      const response = await h.api.get('/api/training/certificates', { token: doctor });
      const { certificates } = certificateListSchema.strict().parse(response.json());
      expect(certificates).toEqual([passed.certificate]);
      expect(certificates[0]).toMatchObject({
        contentId: COURSE,
        title: 'Anticoagulação oral na prática clínica',
        finishedDate: passed.finishedAt,
        certificate: `/api/training/certificates/${certificates[0]!.id}/pdf`,
        isSpeakerTraining: false,
      });
      expect(certificates[0]!.verificationCode).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      expect((await h.api.get('/api/training/certificates', { token: colleague })).json()).toEqual({
        certificates: [],
      });
    });

    it("fills the item's training fields for its user only", async () => {
      const mine = contentItemSchema.parse(
        (await h.api.get(`/api/contents/${COURSE}`, { token: doctor })).json(),
      );
      expect(mine).toMatchObject({
        trainingAcceptedTerms: true,
        trainingUserCertificate: passed.certificate!.certificate,
      });
      const theirs = contentItemSchema.parse(
        (await h.api.get(`/api/contents/${COURSE}`, { token: colleague })).json(),
      );
      expect(theirs).toMatchObject({ trainingAcceptedTerms: false, trainingUserCertificate: null });
    });

    it('issues once under concurrent finishes', async () => {
      const attempt = await exam.begin(colleague, COURSE);
      const body = {
        attemptId: attempt.attemptId,
        answers: answersFor(attempt, 8),
        attemptFinishDate: new Date().toISOString(),
      };
      const responses = await Promise.all(
        Array.from({ length: 4 }, () => exam.finish(colleague, COURSE, body)),
      );
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      const results = responses.map((response) => response.json() as ExamResult);
      expect(new Set(results.map((result) => result.certificate?.id)).size).toBe(1);
      // The doctor's certificate and the colleague's, one each.
      const rows = await certificatesOf(COURSE);
      expect(rows).toHaveLength(2);
      expect(new Set(rows.map((row) => row.userId)).size).toBe(2);
      expect(rows.map((row) => row.id)).toContain(results[0]!.certificate!.id);
    });
  });

  describe('the PDF', () => {
    it("prints the doctor's name with its accents, the course, date and codes", async () => {
      const certificate = passed.certificate!;
      const response = await h.api.get(certificate.certificate, {
        token: doctor,
        host: 'pulso.example.com.br',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain('attachment');
      const bytes = response.rawPayload;
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(bytes);
      for (const expected of [
        'Certificado de aprovação',
        'Joaquín Ávila Peña Gonçalves',
        'Anticoagulação oral na prática clínica',
        'Código de aprovação: DEMO-BR-2026-',
        `Código de verificação: ${certificate.verificationCode}`,
        `/certificados/verificar/${certificate.verificationCode}`,
      ])
        expect(text).toContain(expected);
      const date = new Intl.DateTimeFormat('pt-BR', {
        dateStyle: 'long',
        timeZone: 'America/Sao_Paulo',
      }).format(new Date(certificate.finishedDate));
      expect(text).toContain(date);

      // The QR code is an image on the page.
      const pdf = await PDFDocument.load(bytes);
      const resources = pdf.getPages()[0]!.node.Resources()!;
      const xObjects = resources.lookup(PDFName.of('XObject'), PDFDict);
      expect(xObjects.keys()).toHaveLength(1);
    });

    it("prints the verification URL of the country's configured site, whatever the Host", async () => {
      const certificate = passed.certificate!;
      const response = await h.api.get(certificate.certificate, {
        token: doctor,
        host: 'website-br.evil.example',
      });
      expect(response.statusCode).toBe(200);
      // The QR code encodes the same address (certificate-pdf.ts draws both from one value).
      const text = await pdfText(response.rawPayload);
      expect(text).toContain(
        `https://pulso.example.com.br/certificados/verificar/${certificate.verificationCode}`,
      );
      expect(text).not.toContain('evil.example');
    });

    it('prints a Spanish certificate for a Spanish-speaking country', async () => {
      const attempt = await exam.begin(mexico, SPANISH_COURSE);
      const result = await exam.finishWith(mexico, attempt, answersFor(attempt, 6));
      const response = await h.api.get(result.certificate!.certificate, {
        token: mexico,
        host: 'website-br.localhost:3500',
      });
      const text = await pdfText(response.rawPayload);
      expect(text).toContain('Certificado de aprobación');
      // No configured Mexican site: in development, the website-mx form of the same local origin.
      expect(text).toContain(
        `http://website-mx.localhost:3500/certificados/verificar/${result.certificate!.verificationCode}`,
      );
      expect(text).toContain('María Fernanda López Hernández');
      expect(text).toContain('Código de verificación');
    });

    it("answers 404 for another user's certificate and 400 for a malformed id", async () => {
      const other = await h.api.get(passed.certificate!.certificate, { token: colleague });
      expect(other.statusCode).toBe(404);
      expect(problemCode(other)).toBe('training.certificate_not_found');
      const malformed = await h.api.get('/api/training/certificates/nope/pdf', { token: doctor });
      expect(malformed.statusCode).toBe(400);
      expect(fieldProblems(malformed)).toEqual(['params.id: validation.invalid']);
    });
  });

  describe('public verification', () => {
    it('verifies a code without a session, in any case and with or without hyphens', async () => {
      const code = passed.certificate!.verificationCode;
      for (const asTyped of [code, code.toLowerCase(), code.replaceAll('-', '')]) {
        const response = await h.api.get(`/api/public/certificates/${asTyped}`);
        expect(response.statusCode, asTyped).toBe(200);
        expect(certificateVerificationSchema.strict().parse(response.json())).toEqual({
          valid: true,
          verificationCode: code,
          name: 'Joaquín Ávila Peña Gonçalves',
          title: 'Anticoagulação oral na prática clínica',
          finishedDate: passed.finishedAt,
          country: 'br',
        });
      }
    });

    it('answers 404 for an unknown code and 400 for a malformed one', async () => {
      const unknown = await h.api.get('/api/public/certificates/2222-3333-4444');
      expect(unknown.statusCode).toBe(404);
      expect(problemCode(unknown)).toBe('training.certificate_not_found');
      const malformed = await h.api.get('/api/public/certificates/0000-1111');
      expect(malformed.statusCode).toBe(400);
      expect(fieldProblems(malformed)).toEqual(['params.code: validation.invalid']);
    });
  });
});
