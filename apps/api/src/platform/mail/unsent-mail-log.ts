import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailMessage } from './mail-message.ts';
import { MAIL_QUEUE } from './mail-outbox.ts';

export interface UnsentMailLog {
  stop(): Promise<void>;
}

/**
 * Without SMTP_URL, outside production: mail stays queued (unsent, pg-boss state `created`), and
 * each new one is logged once with its recipient, subject and text, so that a developer can
 * follow a password-reset link from the log. Nothing is taken off the queue: a server started
 * later with SMTP_URL sends them.
 */
export function startUnsentMailLog(
  boss: JobQueue,
  log: FastifyBaseLogger,
  intervalMs = 2000,
): UnsentMailLog {
  const seen = new Set<string>();
  let running: Promise<void> | undefined;

  async function look(): Promise<void> {
    const queued = await boss.findJobs<MailMessage>(MAIL_QUEUE, { queued: true });
    const still = new Set<string>();
    for (const job of queued) {
      still.add(job.id);
      if (seen.has(job.id)) continue;
      const { to, subject, text, kind } = job.data;
      log.info(
        { job: job.id, kind, to, subject, text },
        'mail kept unsent (no SMTP_URL); its text follows',
      );
    }
    seen.clear();
    for (const id of still) seen.add(id);
  }

  const timer = setInterval(() => {
    running ??= look()
      .catch((error: unknown) => log.warn({ err: error }, 'could not read the unsent mail'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
