import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
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
}

export interface MailDispatcher {
  /** Stops taking mail, waits for the one being sent, closes the SMTP connection. */
  stop(): Promise<void>;
}

/**
 * Delivers the mail queue through nodemailer. A delivery that fails (server down, refused,
 * timed out) throws, and pg-boss retries the job later with exponential backoff (mail-outbox.ts),
 * so mail is delayed, never lost. One mail at a time: the volume is small and it keeps the
 * single PGlite connection free for requests.
 */
export async function startMailDispatcher({
  boss,
  smtpUrl,
  from,
  log,
  pollingIntervalSeconds = 1,
}: MailDispatcherOptions): Promise<MailDispatcher> {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  const workOptions = { pollingIntervalSeconds, batchSize: 1, includeMetadata: true } as const;
  await boss.work<MailMessage, void, typeof workOptions>(MAIL_QUEUE, workOptions, async ([job]) => {
    if (!job) return;
    const mail = job.data;
    try {
      const info = await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        headers: { 'X-Pulso-Mail-Kind': mail.kind },
      });
      log.info({ job: job.id, kind: mail.kind, messageId: info.messageId }, 'mail delivered');
    } catch (error) {
      const lastAttempt = job.retryCount >= job.retryLimit;
      const context = { job: job.id, kind: mail.kind, attempt: job.retryCount + 1, err: error };
      if (lastAttempt)
        log.error(context, 'mail not delivered after every retry; moved to the dead-letter queue');
      else log.warn(context, 'mail not delivered; it will be retried');
      throw error;
    }
  });
  return {
    async stop() {
      await boss.offWork(MAIL_QUEUE, { wait: true });
      transport.close();
    },
  };
}
