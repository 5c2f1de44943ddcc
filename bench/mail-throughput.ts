// How fast queued mail leaves: 1,000 mails queued as jobs (as the writes that cause them queue
// them), then the mail dispatcher started against a local SMTP peer (smtp-server); the figure is
// mails per second from its start to the last job completed. Budget: the 1,000 in under a minute
// (a load of 13 requests a second, each with a mail, must not leave a growing backlog). PGlite in
// a temporary directory, or a new database on the PostgreSQL server of BENCH_DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../apps/api/src/platform/db/open-database.ts';
import { ensureQueue, startJobQueue } from '../apps/api/src/platform/jobs/job-queue.ts';
import { startMailDispatcher } from '../apps/api/src/platform/mail/mail-dispatcher.ts';
import {
  MAIL_DEAD_LETTER_QUEUE,
  MAIL_QUEUE,
  createMailOutbox,
} from '../apps/api/src/platform/mail/mail-outbox.ts';
import { startSmtpPeer } from '../apps/api/src/platform/mail/smtp-test-peer.ts';
import { until } from '../apps/api/src/testing/until.ts';
import { machineLoad, report } from './lib.ts';
import { createBenchDatabase } from './support/bench-server-process.ts';

const MAILS = 1_000;
const BUDGET_SECONDS = 60;
const PER_TRANSACTION = 100;

export async function mailThroughputBench(): Promise<boolean> {
  const database = await createBenchDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'pulso-bench-mail-'));
  const smtp = await startSmtpPeer();
  const handle = await openDatabase(
    { databaseUrl: database.url, dataDir },
    { onLockCompromised: (error) => Promise.reject(error) },
  );
  try {
    const boss = await startJobQueue(handle, {
      databaseUrl: database.url,
      monitorIntervalMs: 5_000,
      onError: (error) => console.error('job queue error', error),
    });
    try {
      await ensureQueue(boss, MAIL_DEAD_LETTER_QUEUE);
      await ensureQueue(boss, MAIL_QUEUE);
      const outbox = createMailOutbox(boss, { retryDelayMs: 10_000 });
      for (let first = 0; first < MAILS; first += PER_TRANSACTION) {
        await handle.db.transaction(async (tx) => {
          for (let n = first; n < Math.min(MAILS, first + PER_TRANSACTION); n += 1)
            await outbox.enqueueMail(tx, {
              to: `doctor.${n}@pulso.example`,
              subject: `Caso ${n} recebido — Pulso`,
              text: `Olá! Seu pedido ${n} foi recebido pela equipe de informação médica.`,
              html: `<p>Olá! Seu pedido <b>${n}</b> foi recebido.</p>`,
              kind: 'bench.mail',
            });
        });
      }
      console.log(`\nMail: ${MAILS} mails queued (${handle.driver}; ${machineLoad()})`);
      const started = performance.now();
      const dispatcher = await startMailDispatcher({
        boss,
        smtpUrl: smtp.url,
        from: 'Pulso <no-reply@pulso.example>',
        log: pino({ level: 'silent' }) as FastifyBaseLogger,
      });
      try {
        // The peer wakes on each mail it takes; then every job must have been marked completed.
        await smtp.waitForMail(() => smtp.received.length >= MAILS, (BUDGET_SECONDS + 60) * 1000);
        await until(
          async () => (await boss.findJobs(MAIL_QUEUE)).filter((j) => j.state === 'completed'),
          (completed) => completed.length === MAILS,
        );
      } finally {
        await dispatcher.stop();
      }
      const seconds = (performance.now() - started) / 1000;
      const messageIds = new Set(smtp.received.map((mail) => mail.headers['message-id']));
      return report(`Queued mail delivered to a local SMTP server (${handle.driver})`, [
        {
          name: 'mails received by the SMTP server',
          value: smtp.received.length,
          unit: '',
          digits: 0,
        },
        { name: 'distinct Message-IDs', value: messageIds.size, unit: '', digits: 0 },
        { name: `time to deliver ${MAILS}`, value: seconds, unit: 's', budget: BUDGET_SECONDS },
        {
          name: 'throughput',
          value: MAILS / seconds,
          unit: 'mails/s',
          minimum: MAILS / BUDGET_SECONDS,
        },
      ]);
    } finally {
      await boss.stop({ graceful: false });
    }
  } finally {
    await handle.close();
    await smtp.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
