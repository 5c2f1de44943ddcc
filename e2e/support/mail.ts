import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../apps/api/src/platform/mail/smtp-test-peer.ts';

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the suite with npm run test:e2e');
  return dir;
}

/** Every mail the SMTP peer received so far (scripts/e2e.mjs writes them to E2E_MAIL_DIR). */
function receivedMail(): ReceivedMail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReceivedMail);
}

/**
 * The newest mail to `to` that `match` accepts, waiting for it to arrive (the server sends mail
 * from a job queue, a moment after the request that causes it).
 */
export async function mailTo(
  to: string,
  match: (mail: ReceivedMail) => boolean = () => true,
  timeout = 30_000,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = receivedMail()
          .reverse()
          .find((mail) => mail.envelopeTo.includes(to) && match(mail));
        return found !== undefined;
      },
      { message: `a mail to ${to}`, timeout },
    )
    .toBe(true);
  return found!;
}
