import type { Queryable } from '../db/database.ts';
import { jobExecutor, type JobQueue } from '../jobs/job-queue.ts';
import { mailMessageSchema, type MailMessage } from './mail-message.ts';

/** The queue the dispatcher delivers from, and where mail goes once every retry has failed. */
export const MAIL_QUEUE = 'mail';
export const MAIL_DEAD_LETTER_QUEUE = 'mail-dead-letter';

const HOUR_SECONDS = 3600;
/** How old a worker's claim on a mail may get before it counts as dead (pg-boss: at least 10). */
export const MAIL_HEARTBEAT_SECONDS = 10;
const DAY_SECONDS = 24 * HOUR_SECONDS;

export interface MailRetryPolicy {
  /** Wait before the first retry; it doubles at each retry, up to an hour. */
  retryDelayMs: number;
}

/**
 * pg-boss options of every mail job. With the delay doubling up to an hour, 200 attempts span
 * about a week; after that the job moves to the dead-letter queue, where it stays a year for an
 * operator to redrive. A mail waits as long in the queue when no mail server is configured.
 */
export function mailJobOptions({ retryDelayMs }: MailRetryPolicy) {
  return {
    retryLimit: 200,
    retryDelay: Math.max(1, Math.round(retryDelayMs / 1000)),
    retryBackoff: true,
    retryDelayMax: HOUR_SECONDS,
    // A delivery that hangs (a mail server that never answers) is retried after two minutes.
    expireInSeconds: 120,
    // A worker refreshes its claim every 5 s while it sends; a claim 10 s old (pg-boss's
    // shortest) is of a process that died: the job is retried at the next monitor pass
    // (JOBS_MONITOR_INTERVAL), not after the two minutes of its expiry (decision 081).
    heartbeatSeconds: MAIL_HEARTBEAT_SECONDS,
    retentionSeconds: 365 * DAY_SECONDS,
    deadLetter: MAIL_DEAD_LETTER_QUEUE,
  };
}

export interface MailOutbox {
  /**
   * Queues an e-mail as part of the transaction `tx` (a drizzle transaction, or the database for
   * a write of its own): the mail leaves if and only if the transaction commits, and a mail
   * server that is down delays it without losing it. Answers the job id.
   */
  enqueueMail(tx: Queryable, message: MailMessage, options?: EnqueueOptions): Promise<string>;
  /**
   * Rewrites a mail still waiting in the queue (not yet taken by the dispatcher) and lets it
   * leave now, as part of `tx`. Answers false, changing nothing, once its delivery has started.
   */
  replaceQueuedMail(tx: Queryable, jobId: string, message: MailMessage): Promise<boolean>;
}

export interface EnqueueOptions {
  /** Holds the mail this long before its first attempt (more of it may still arrive). */
  holdSeconds?: number;
}

export function createMailOutbox(boss: JobQueue, policy: MailRetryPolicy): MailOutbox {
  const options = mailJobOptions(policy);
  return {
    async enqueueMail(tx, message, { holdSeconds } = {}) {
      const data = mailMessageSchema.parse(message);
      const id = await boss.send(MAIL_QUEUE, data, {
        ...options,
        ...(holdSeconds ? { startAfter: holdSeconds } : {}),
        db: jobExecutor(tx),
      });
      if (!id) throw new Error('The mail job was not created.');
      return id;
    },
    async replaceQueuedMail(tx, jobId, message) {
      const data = mailMessageSchema.parse(message);
      const { updated } = await boss.update(MAIL_QUEUE, data, {
        id: jobId,
        startAfter: new Date(),
        db: jobExecutor(tx),
      });
      return updated > 0;
    },
  };
}
