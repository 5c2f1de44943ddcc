import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { JobResult } from 'pg-boss';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailMessage } from './mail-message.ts';
import { MAIL_QUEUE } from './mail-outbox.ts';

export interface MailDispatcherOptions {
  boss: JobQueue;
  /** `smtp://…` or `smtps://user:password@host:port`. */
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
  /** How often an idle dispatcher looks for mail; pg-boss's minimum is 0.5. */
  pollingIntervalSeconds?: number;
  /** Mails taken from the queue at once, and sent in parallel. */
  batchSize?: number;
  /** SMTP connections kept open to the mail server (nodemailer's pool). */
  connections?: number;
}

export interface MailDispatcher {
  /** Stops taking mail, waits for the batch being sent, closes the SMTP connections. */
  stop(): Promise<void>;
}

/**
 * The Message-ID of a queued mail: made from its job id, so every attempt of one mail (a retry
 * after a timeout or a crash) carries the same id and the receiving side can drop a duplicate.
 */
export function mailMessageId(jobId: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'pulso.invalid';
  return `<${jobId}@${domain}>`;
}

/**
 * Delivers the mail queue through nodemailer. Mails are taken in batches and sent in parallel
 * over a pool of SMTP connections; each job is settled on its own, so a mail the server did not
 * take (down, refused, timed out) is retried later with exponential backoff (mail-outbox.ts)
 * while the others of its batch complete. Mail is delayed, never lost; a retry is recognisable.
 */
export async function startMailDispatcher({
  boss,
  smtpUrl,
  from,
  log,
  pollingIntervalSeconds = 1,
  batchSize = 25,
  connections = 5,
}: MailDispatcherOptions): Promise<MailDispatcher> {
  const transport = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: connections,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  const workOptions = {
    pollingIntervalSeconds,
    batchSize,
    // A full batch means more mail waits: fetch the next one at once.
    burstWhenBatchFull: true,
    includeMetadata: true,
    perJobResults: true,
  } as const;
  await boss.work<MailMessage, void, typeof workOptions>(MAIL_QUEUE, workOptions, async (jobs) => {
    const sent = await Promise.allSettled(
      jobs.map((job) => {
        const mail = job.data;
        return transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.attachments ? { attachments: mail.attachments } : {}),
          messageId: mailMessageId(job.id, from),
          headers: { 'X-Pulso-Mail-Kind': mail.kind },
        });
      }),
    );
    return jobs.map((job, index): JobResult => {
      const outcome = sent[index]!;
      const context = { job: job.id, kind: job.data.kind, attempt: job.retryCount + 1 };
      if (outcome.status === 'fulfilled') {
        log.info({ ...context, messageId: outcome.value.messageId }, 'mail delivered');
        return { id: job.id, status: 'completed' };
      }
      const error: unknown = outcome.reason;
      if (job.retryCount >= job.retryLimit)
        log.error(
          { ...context, err: error },
          'mail not delivered after every retry; moved to the dead-letter queue',
        );
      else log.warn({ ...context, err: error }, 'mail not delivered; it will be retried');
      const message = error instanceof Error ? error.message : String(error);
      return { id: job.id, status: 'failed', output: { message } };
    });
  });
  return {
    async stop() {
      await boss.offWork(MAIL_QUEUE, { wait: true });
      transport.close();
    },
  };
}
