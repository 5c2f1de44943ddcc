import { startSmtpPeer, type SmtpPeer } from '../platform/mail/smtp-test-peer.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/** The real server with its mail going to a real SMTP peer (retried after 1 s). */
export async function buildMailTestApp(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; smtp: SmtpPeer; close(): Promise<void> }> {
  const smtp = await startSmtpPeer();
  const t = await buildTestApp({
    env: { SMTP_URL: smtp.url, MAIL_RETRY_DELAY: '1s', IDP_RATE_LIMIT_MAX: '10000', ...env },
  });
  return {
    t,
    smtp,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}
