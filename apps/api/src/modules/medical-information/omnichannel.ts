import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { ensureQueue, jobExecutor, type JobQueue } from '../../platform/jobs/job-queue.ts';
import { mailJobOptions } from '../../platform/mail/mail-outbox.ts';
import { findCase, type CaseRecord } from './medical-information.repository.ts';
import { requestHtmlToText, sanitiseRequestHtml } from './request-html.ts';

/**
 * Delivery of requests to an external omnichannel send-mail service (spec §7: its payload is not
 * shown, so this is ours): a pg-boss job per request, created in the request's transaction,
 * POSTing the case as JSON. A service that is down or answers other than 2xx delays delivery
 * (retries with backoff, as mail); the `Idempotency-Key` header (the request id) lets the
 * service drop the second copy a crash between sending and acknowledging can cause.
 */
export const OMNICHANNEL_QUEUE = 'medical-information-omnichannel';
export const OMNICHANNEL_DEAD_LETTER_QUEUE = 'medical-information-omnichannel-dead-letter';

const YEAR_SECONDS = 365 * 24 * 3600;
const REQUEST_TIMEOUT_MS = 30_000;

export interface OmnichannelSettings {
  url: string | undefined;
  token: string | undefined;
  retryDelayMs: number;
}

export interface OmnichannelJob {
  caseId: string;
}

export async function ensureOmnichannelQueues(boss: JobQueue): Promise<void> {
  await ensureQueue(boss, OMNICHANNEL_DEAD_LETTER_QUEUE, { retentionSeconds: YEAR_SECONDS });
  await ensureQueue(boss, OMNICHANNEL_QUEUE);
}

/** Queues a case's delivery in the transaction `tx`; answers the job id. */
export async function enqueueOmnichannel(
  boss: JobQueue,
  tx: Queryable,
  caseId: string,
  retryDelayMs: number,
): Promise<string> {
  const options = {
    ...mailJobOptions({ retryDelayMs }),
    deadLetter: OMNICHANNEL_DEAD_LETTER_QUEUE,
    db: jobExecutor(tx),
  };
  const id = await boss.send(OMNICHANNEL_QUEUE, { caseId } satisfies OmnichannelJob, options);
  if (!id) throw new Error('The omnichannel job was not created.');
  return id;
}

/**
 * What the service receives: the request (spec §3 fields), its case, and the sendMail fields
 * (spec §3 "Article mail request") when they arrived before the delivery.
 */
export function omnichannelPayload(record: CaseRecord) {
  const content = sanitiseRequestHtml(record.content);
  return {
    id: record.id,
    caseNumber: record.caseNumber,
    country: record.country,
    type: record.type,
    product: record.product,
    name: record.name,
    email: record.email,
    phone: record.phone,
    date: record.requestDate.toISOString(),
    content,
    text: requestHtmlToText(content),
    flaggedAs: record.flaggedAs,
    mail: record.mailDetails,
  };
}

export interface OmnichannelDispatcher {
  stop(): Promise<void>;
}

/** Works the omnichannel queue: one request at a time, a failure thrown so pg-boss retries it. */
export async function startOmnichannelDispatcher({
  boss,
  db,
  settings,
  log,
}: {
  boss: JobQueue;
  db: Database;
  settings: OmnichannelSettings & { url: string };
  log: FastifyBaseLogger;
}): Promise<OmnichannelDispatcher> {
  const workOptions = { pollingIntervalSeconds: 1, batchSize: 1, includeMetadata: true } as const;
  await boss.work<OmnichannelJob, void, typeof workOptions>(
    OMNICHANNEL_QUEUE,
    workOptions,
    async ([job]) => {
      if (!job) return;
      const record = await findCase(db, job.data.caseId);
      if (!record) {
        log.error({ job: job.id, case: job.data.caseId }, 'omnichannel job for an unknown case');
        return;
      }
      try {
        const response = await fetch(settings.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': record.id,
            ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
          },
          body: JSON.stringify(omnichannelPayload(record)),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`the omnichannel service answered ${response.status}`);
        log.info({ job: job.id, case: record.caseNumber }, 'request delivered to omnichannel');
      } catch (error) {
        const lastAttempt = job.retryCount >= job.retryLimit;
        const context = { job: job.id, case: record.caseNumber, attempt: job.retryCount + 1 };
        if (lastAttempt)
          log.error({ ...context, err: error }, 'omnichannel delivery failed after every retry');
        else
          log.warn({ ...context, err: error }, 'omnichannel delivery failed; it will be retried');
        throw error;
      }
    },
  );
  return { stop: () => boss.offWork(OMNICHANNEL_QUEUE, { wait: true }) };
}
