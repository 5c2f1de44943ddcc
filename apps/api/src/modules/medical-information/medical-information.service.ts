import { fieldProblemsOf, type IssueLike } from '@pulso/contracts/problem';
import type { CountryCode } from '@pulso/contracts/country';
import { newId } from '@pulso/contracts/helpers/id';
import {
  medicalInformationRequestSchemaFor,
  type ArticleMailDetails,
  type ArticleMailRequest,
  type HeldCase,
  type MedicalInformationCase,
  type MedicalInformationRequest,
  type SendMailResponse,
} from '@pulso/contracts/medical-information';
import { validationMessages as m } from '@pulso/contracts/validation';
import { RequestInvalidError } from '../../errors.ts';
import type { SessionUser } from '../identity/session/session.ts';
import type { Database, Transaction } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { MailOutbox } from '../../platform/mail/mail-outbox.ts';
import { flagOf } from './case-flags.ts';
import { caseView } from './case-views.ts';
import { CaseNotFoundError, RequestIdTakenError } from './medical-information.errors.ts';
import {
  appendCaseEvents,
  findCase,
  insertCase,
  listCasesOfUser,
  nextCaseSequence,
  setMailDetailsOnce,
  type CaseEvent,
  type CaseRecord,
  type NewCase,
  type DeliveryChannel,
} from './medical-information.repository.ts';
import { enqueueOmnichannel, type OmnichannelSettings } from './omnichannel.ts';
import { requestHtmlToText, requestSummary, sanitiseRequestHtml } from './request-html.ts';
import { requestMail } from './request-mail.ts';

export interface MedicalInformationServiceDeps {
  db: Database;
  jobs: JobQueue;
  mailOutbox: MailOutbox;
  mailboxes: Record<CountryCode, string>;
  omnichannel: OmnichannelSettings;
  now?: () => Date;
}

/** `MI-BR-2026-000042`. */
export const caseNumberOf = (country: CountryCode, year: number, sequence: number) =>
  `MI-${country.toUpperCase()}-${year}-${String(sequence).padStart(6, '0')}`;

/**
 * How long an article request's mail waits for its sendMail fields (the client posts them right
 * after the request) before it leaves without them; when they arrive the mail leaves at once.
 */
export const ARTICLE_DETAILS_HOLD_SECONDS = 10;

/** Lists the zod issues of a body as problem+json fields and throws the 400. */
function invalid(issues: readonly IssueLike[]) {
  return new RequestInvalidError(undefined, fieldProblemsOf('body', issues));
}

/** Thrown inside the transaction when another request with the same id committed first. */
class SameIdRace extends Error {}

/**
 * The doctor's side of the channel (spec §4 article popup, §7 postMedicalInformation and
 * sendMail): a request becomes a case in one transaction with its audit entries and the job that
 * delivers it, so a request is never stored without its mail nor mailed without being stored.
 */
export function createMedicalInformationService(deps: MedicalInformationServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const channel: DeliveryChannel = deps.omnichannel.url ? 'omnichannel' : 'smtp';

  async function ownCase(user: SessionUser, id: string) {
    const record = await findCase(db, id);
    if (!record || record.userId !== user.id) throw new CaseNotFoundError();
    return record;
  }

  async function enqueueDelivery(tx: Transaction, record: NewCase): Promise<string> {
    if (channel === 'omnichannel')
      return enqueueOmnichannel(deps.jobs, tx, record.id, deps.omnichannel.retryDelayMs);
    const mail = requestMail(
      {
        ...record,
        status: 'received',
        mailDetails: null,
        assignedTo: null,
        updatedAt: record.createdAt,
      },
      deps.mailboxes[record.country],
    );
    return deps.mailOutbox.enqueueMail(tx, mail, {
      holdSeconds: record.type === 'Artigo' ? ARTICLE_DETAILS_HOLD_SECONDS : 0,
    });
  }

  /**
   * The sendMail fields join the request's one mail while it still waits in the queue; once its
   * delivery has started they stay with the case (the team inbox shows them).
   */
  async function addDetailsToMail(
    tx: Transaction,
    record: CaseRecord,
    details: ArticleMailDetails,
  ) {
    if (record.deliveryChannel !== 'smtp' || !record.deliveryJobId) return;
    const mail = requestMail({ ...record, mailDetails: details }, deps.mailboxes[record.country]);
    await deps.mailOutbox.replaceQueuedMail(tx, record.deliveryJobId, mail);
  }

  async function store(user: SessionUser, record: Omit<NewCase, 'caseNumber' | 'deliveryJobId'>) {
    await db.transaction(async (tx) => {
      const year = record.createdAt.getUTCFullYear();
      const sequence = await nextCaseSequence(tx, record.country, year);
      const withNumber = {
        ...record,
        caseNumber: caseNumberOf(record.country, year, sequence),
        deliveryJobId: null,
      };
      const deliveryJobId = await enqueueDelivery(tx, withNumber);
      if (!(await insertCase(tx, { ...withNumber, deliveryJobId }))) throw new SameIdRace();
      const events: CaseEvent[] = [
        {
          at: record.createdAt,
          action: 'created',
          actorKind: 'doctor',
          actorUserId: user.id,
          actorName: record.name,
          fromStatus: null,
          toStatus: 'received',
          note: null,
        },
      ];
      if (record.flaggedAs) {
        events.push({
          at: record.createdAt,
          action: 'flagged',
          actorKind: 'system',
          actorUserId: null,
          actorName: null,
          fromStatus: null,
          toStatus: null,
          note: record.flaggedAs,
        });
      }
      await appendCaseEvents(tx, record.id, events);
    });
  }

  /** The case of an id already used: the same case for its owner (a retry), 409 otherwise. */
  async function existing(user: SessionUser, id: string) {
    const found = await findCase(db, id);
    if (!found) return undefined;
    if (found.userId !== user.id) throw new RequestIdTakenError();
    return caseView(found);
  }

  return {
    /**
     * Spec §7 `POST medicalInformation`: validates by the account's country, sanitises the HTML,
     * flags it, stores the case and queues its delivery. Answers the case, and whether it is new
     * (the same id again answers the first case, nothing stored twice).
     */
    async submit(
      user: SessionUser,
      body: MedicalInformationRequest,
    ): Promise<{ created: boolean; case: MedicalInformationCase }> {
      const checked = medicalInformationRequestSchemaFor(user.country).safeParse(body);
      if (!checked.success) throw invalid(checked.error.issues);
      const input = checked.data;
      const id = input.id ?? newId();

      const replay = await existing(user, id);
      if (replay) return { created: false, case: replay };

      const content = sanitiseRequestHtml(input.content);
      const text = requestHtmlToText(content);
      if (text === '') throw invalid([{ path: ['content'], code: 'custom', message: m.required }]);
      const createdAt = now();
      const record = {
        id,
        userId: user.id,
        country: user.country,
        type: input.type,
        product: input.product ?? null,
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        content,
        summary: requestSummary(text),
        requestDate: input.date ? new Date(input.date) : createdAt,
        flaggedAs: flagOf(text),
        deliveryChannel: channel,
        createdAt,
      };
      try {
        await store(user, record);
      } catch (error) {
        if (!(error instanceof SameIdRace)) throw error;
        const raced = await existing(user, id);
        if (raced) return { created: false, case: raced };
        throw error;
      }
      const stored = await findCase(db, id);
      if (!stored) throw new Error('the case was not stored');
      return { created: true, case: caseView(stored) };
    },

    /**
     * Spec §7 sendMail: the article mail fields are kept with the case (the first time; later
     * calls change nothing) and go with its one delivery — never a second one.
     */
    async attachMailDetails(
      user: SessionUser,
      body: ArticleMailRequest,
    ): Promise<SendMailResponse> {
      const record = await ownCase(user, body.requestId);
      const at = now();
      const { requestId: _, ...fields } = body;
      await db.transaction(async (tx) => {
        const details = {
          assunto: fields.assunto ?? null,
          nome: fields.nome,
          sobrenome: fields.sobrenome ?? null,
          titulo: fields.titulo ?? null,
          telefone: fields.telefone ?? null,
          email: fields.email,
          tituloArtigo: fields.tituloArtigo ?? null,
          nomeRevista: fields.nomeRevista ?? null,
          autor: fields.autor ?? null,
          anoPublicacao: fields.anoPublicacao ?? null,
          produto: fields.produto ?? null,
          tipo: fields.tipo,
          receivedAt: at.toISOString(),
        };
        if (!(await setMailDetailsOnce(tx, record.id, details))) return;
        await addDetailsToMail(tx, record, details);
        await appendCaseEvents(tx, record.id, [
          {
            at,
            action: 'mail_details_attached',
            actorKind: 'doctor',
            actorUserId: user.id,
            actorName: fields.nome,
            fromStatus: null,
            toStatus: null,
            note: null,
          },
        ]);
      });
      return { accepted: true, caseNumber: record.caseNumber };
    },

    /** Everything kept about the user's cases, newest first, for the account's data export. */
    async heldAbout(userId: string): Promise<HeldCase[]> {
      return (await listCasesOfUser(db, userId)).map((record) => ({
        ...caseView(record),
        name: record.name,
        email: record.email,
        phone: record.phone,
        content: record.content,
        mailDetails: record.mailDetails,
      }));
    },

    /** The doctor's own cases, newest first. */
    async listOwn(user: SessionUser): Promise<MedicalInformationCase[]> {
      return (await listCasesOfUser(db, user.id)).map(caseView);
    },
  };
}

export type MedicalInformationService = ReturnType<typeof createMedicalInformationService>;
