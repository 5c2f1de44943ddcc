import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { ensureQueue } from '../jobs/job-queue.ts';
import {
  MAIL_DEAD_LETTER_QUEUE,
  MAIL_QUEUE,
  createMailOutbox,
  type MailOutbox,
} from './mail-outbox.ts';
import { startUnsentMailLog } from './unsent-mail-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutbox;
  }
}

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * E-mail as pg-boss jobs (ARCHITECTURE.md "Data"): `app.mailOutbox.enqueueMail(tx, message)`
 * inside the transaction of the write that causes the mail; a dispatcher started with the app
 * delivers to SMTP_URL. Without SMTP_URL mail stays queued, and is logged outside production.
 */
export const mailPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    await ensureQueue(app.jobs, MAIL_DEAD_LETTER_QUEUE, { retentionSeconds: YEAR_SECONDS });
    await ensureQueue(app.jobs, MAIL_QUEUE);
    app.decorate(
      'mailOutbox',
      createMailOutbox(app.jobs, { retryDelayMs: config.mail.retryDelayMs }),
    );

    const log = app.log.child({ module: 'mail' });
    if (config.mail.smtpUrl) {
      // Loaded only when mail is sent (nodemailer is heavy to load at every start).
      const { startMailDispatcher } = await import('./mail-dispatcher.ts');
      const dispatcher = await startMailDispatcher({
        boss: app.jobs,
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        log,
      });
      app.addHook('onClose', () => dispatcher.stop());
      return;
    }
    if (config.environment === 'production') {
      log.warn('SMTP_URL is not set: e-mail is kept unsent in the job queue until it is');
      return;
    }
    log.info('SMTP_URL is not set: e-mail is kept unsent in the job queue and logged here');
    const unsent = startUnsentMailLog(app.jobs, log);
    app.addHook('onClose', () => unsent.stop());
  },
  { name: 'pulso-mail', dependencies: ['pulso-jobs'] },
);
