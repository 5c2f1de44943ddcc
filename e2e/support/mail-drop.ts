// A real SMTP peer for the end-to-end suite: the server under test sends its mail here
// (SMTP_URL), and each message is written as JSON into E2E_MAIL_DIR for the tests to read.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpPeer } from '../../apps/api/src/platform/mail/smtp-test-peer.ts';

const [portArg, dir] = process.argv.slice(2);
if (!portArg || !dir) throw new Error('usage: mail-drop.ts <port> <dir>');
mkdirSync(dir, { recursive: true });

const peer = await startSmtpPeer({ port: Number(portArg) });
let written = 0;
setInterval(() => {
  while (written < peer.received.length) {
    const mail = peer.received[written]!;
    writeFileSync(join(dir, `${String(written).padStart(5, '0')}.json`), JSON.stringify(mail));
    written += 1;
  }
}, 100);
console.log(`mail drop listening on ${peer.url}, writing to ${dir}`);
