import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import type { MailMessage } from './mail-message.ts';
import { MAIL_QUEUE } from './mail-outbox.ts';
import { until } from '../../testing/until.ts';
import { driveRetryClock, type RetryClock } from '../../testing/retry-clock.ts';
import { mailMessageId, startMailDispatcher } from './mail-dispatcher.ts';
import {
  closedPort,
  startSmtpPeer,
  type SmtpPeer,
  type SmtpPeerOptions,
} from './smtp-test-peer.ts';
import { startUnsentMailLog } from './unsent-mail-log.ts';

const apps: TestApp[] = [];
const peers: SmtpPeer[] = [];
const clocks: RetryClock[] = [];

afterEach(async () => {
  for (const clock of clocks.splice(0)) await clock.stop();
  for (const app of apps.splice(0)) await app.close();
  for (const peer of peers.splice(0)) await peer.close();
});

async function app(env: Record<string, string> = {}, keep?: TestApp): Promise<TestApp> {
  const built = await buildTestApp({
    env: { SEED_DEMO: 'false', MAIL_RETRY_DELAY: '1s', ...env },
    ...(keep ? { database: keep.database } : {}),
  });
  apps.push(built);
  return built;
}

/** Makes each waiting mail retry due at once until the test ends (testing/retry-clock.ts). */
function retryClock(test: TestApp): RetryClock {
  const clock = driveRetryClock(test.app.jobs, MAIL_QUEUE);
  clocks.push(clock);
  return clock;
}

async function peer(options: SmtpPeerOptions = {}): Promise<SmtpPeer> {
  const started = await startSmtpPeer(options);
  peers.push(started);
  return started;
}

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  to: 'dra.joana@pulso.example',
  subject: 'Redefina sua senha — Pulso',
  text: 'Olá, Joana! Abra https://website-br.localhost/signin?resetToken=abc_123 para continuar.',
  html: '<p>Olá, Joana!</p>',
  kind: 'test.message',
  ...overrides,
});

async function enqueue(test: TestApp, mail: MailMessage): Promise<string> {
  return test.app.database.db.transaction((tx) => test.app.mailOutbox.enqueueMail(tx, mail));
}

async function jobState(test: TestApp, id: string) {
  const [job] = await test.app.jobs.findJobs(MAIL_QUEUE, { id });
  return job;
}

/** Waits until every job is in `state`; answers the jobs. */
async function jobsIn(test: TestApp, ids: readonly string[], state: string) {
  return until(
    () => Promise.all(ids.map((id) => jobState(test, id))),
    (jobs) => jobs.every((job) => job?.state === state),
    30_000,
  );
}

describe('mail as jobs', () => {
  it('delivers a mail queued in a transaction to the SMTP server, once', async () => {
    const smtp = await peer();
    const test = await app({ SMTP_URL: smtp.url, MAIL_FROM: 'Pulso <no-reply@pulso.example>' });
    const id = await enqueue(test, message());

    const mail = await smtp.waitForMail();
    expect(mail.envelopeTo).toEqual(['dra.joana@pulso.example']);
    expect(mail.envelopeFrom).toBe('no-reply@pulso.example');
    expect(mail.subject).toBe('Redefina sua senha — Pulso');
    expect(mail.text).toContain('https://website-br.localhost/signin?resetToken=abc_123');
    expect(mail.html).toContain('<p>Olá, Joana!</p>');
    expect(mail.headers['x-pulso-mail-kind']).toBe('test.message');

    expect(mail.headers['message-id']).toBe(mailMessageId(id, 'Pulso <no-reply@pulso.example>'));
    // Once completed, a job is never taken again: what the peer holds now is all it will get.
    await jobsIn(test, [id], 'completed');
    expect(smtp.received).toHaveLength(1);
  });

  it('sends nothing for a transaction that rolls back', async () => {
    const smtp = await peer();
    const test = await app({ SMTP_URL: smtp.url });
    await expect(
      test.app.database.db.transaction(async (tx) => {
        await test.app.mailOutbox.enqueueMail(tx, message({ subject: 'rolled back' }));
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await enqueue(test, message({ subject: 'committed' }));

    await smtp.waitForMail((mail) => mail.subject === 'committed');
    // The dispatcher sends only what the queue holds: one job, completed, so nothing more leaves.
    const queued = await test.app.jobs.findJobs<MailMessage>(MAIL_QUEUE);
    expect(queued.map((job) => job.data.subject)).toEqual(['committed']);
    await jobsIn(
      test,
      queued.map((job) => job.id),
      'completed',
    );
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['committed']);
  });

  it('keeps retrying while the mail server is down and delivers once it is up', async () => {
    const port = await closedPort();
    const test = await app({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const clock = retryClock(test);
    const id = await enqueue(test, message());

    const waiting = await until(
      () => jobState(test, id),
      (job) => job?.state === 'retry' && job.retryCount >= 2,
      30_000,
    );
    expect(waiting?.retryBackoff).toBe(true);

    const smtp = await peer({ port });
    const mail = await smtp.waitForMail(undefined, 30_000);
    expect(mail.subject).toBe('Redefina sua senha — Pulso');
    await until(
      () => jobState(test, id),
      (job) => job?.state === 'completed',
    );
    expect(smtp.received).toHaveLength(1);
    // Each retry waited its backoff until the clock moved on.
    expect(clock.skipped).toBeGreaterThanOrEqual(2);
  }, 90_000);

  it('without SMTP_URL keeps mail unsent, and a later start with SMTP_URL delivers it', async () => {
    const first = await app();
    const id = await enqueue(first, message({ subject: 'kept' }));
    // No worker takes mail off the queue: it stays created until a server with SMTP_URL starts.
    expect(first.app.jobs.getWipData().map((worker) => worker.name)).not.toContain(MAIL_QUEUE);
    expect((await jobState(first, id))?.state).toBe('created');
    await first.close({ keepDatabase: true });
    apps.splice(apps.indexOf(first), 1);

    const smtp = await peer();
    const second = await app({ SMTP_URL: smtp.url }, first);
    expect((await smtp.waitForMail()).subject).toBe('kept');
    await until(
      () => jobState(second, id),
      (job) => job?.state === 'completed',
    );
  }, 60_000);

  it('logs unsent mail with its recipient, subject and text (for the reset link), once', async () => {
    const test = await app();
    const lines: Record<string, unknown>[] = [];
    const log = { info: (fields: Record<string, unknown>) => lines.push(fields), warn: () => {} };
    // The log reads the queue through `findJobs` once a pass: counting the reads shows its passes.
    let passes = 0;
    const jobs = {
      findJobs: async (...args: Parameters<typeof test.app.jobs.findJobs>) => {
        const found = await test.app.jobs.findJobs(...args);
        passes += 1;
        return found;
      },
    } as unknown as typeof test.app.jobs;
    const unsent = startUnsentMailLog(jobs, log as unknown as FastifyBaseLogger, 100);
    try {
      await enqueue(test, message());
      await until(
        async () => lines.length,
        (count) => count > 0,
      );
      // Two more passes have read the queue since the mail was logged (a pass starts only once
      // the one before has ended), and the mail was still queued in each.
      const logged = passes;
      await until(
        async () => passes,
        (count) => count >= logged + 2,
      );
    } finally {
      await unsent.stop();
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      to: 'dra.joana@pulso.example',
      subject: 'Redefina sua senha — Pulso',
      text: expect.stringContaining('/signin?resetToken=abc_123'),
    });
  });

  it('sends a retried mail with the Message-ID of its first attempt', async () => {
    let refusals = 0;
    const smtp = await peer({ refuse: () => (refusals += 1) === 1 });
    const test = await app({ SMTP_URL: smtp.url });
    retryClock(test);
    const id = await enqueue(test, message());
    const [job] = await jobsIn(test, [id], 'completed');
    expect(job?.retryCount).toBe(1);
    expect(smtp.refused).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
    const messageId = smtp.refused[0]!.headers['message-id'];
    expect(messageId).toMatch(new RegExp(`^<${id}@`));
    expect(smtp.received[0]!.headers['message-id']).toBe(messageId);
  }, 60_000);

  it('sends a batch in parallel: refused mails are retried, the others complete once', async () => {
    const refusedOnce = new Set<string>();
    const smtp = await peer({
      refuse: (mail) => {
        if (!mail.subject.startsWith('refused') || refusedOnce.has(mail.subject)) return false;
        refusedOnce.add(mail.subject);
        return true;
      },
    });
    const test = await app({ SMTP_URL: smtp.url });
    retryClock(test);
    const subjects = Array.from({ length: 12 }, (_, i) => `${i % 3 ? 'taken' : 'refused'} ${i}`);
    const ids = await test.app.database.db.transaction((tx) =>
      Promise.all(
        subjects.map((subject) => test.app.mailOutbox.enqueueMail(tx, message({ subject }))),
      ),
    );
    const jobs = await jobsIn(test, ids, 'completed');
    expect(jobs.map((job) => job?.retryCount)).toEqual(
      subjects.map((subject) => (subject.startsWith('refused') ? 1 : 0)),
    );
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
    expect(smtp.refused.map((mail) => mail.subject).sort()).toEqual(
      subjects.filter((subject) => subject.startsWith('refused')).sort(),
    );
    const idsOf = (mails: typeof smtp.received) =>
      new Set(mails.map((mail) => mail.headers['message-id']));
    expect(idsOf(smtp.received).size).toBe(subjects.length);
    for (const id of idsOf(smtp.refused)) expect(idsOf(smtp.received).has(id)).toBe(true);
  }, 60_000);

  it('sends a mail whose worker died within 30 s, and a delivery slower than that once', async () => {
    // The peer takes this one only after 15 s: longer than a claim lasts without its heartbeat.
    const slowSubject = 'slow to be taken';
    const smtp = await peer({
      answerAfterMs: (mail) => (mail.subject === slowSubject ? 15_000 : 0),
    });
    // No SMTP_URL: no dispatcher takes the mail before the worker that dies.
    const test = await app({ JOBS_MONITOR_INTERVAL: '1s' });
    const orphan = await enqueue(test, message({ subject: 'taken by a worker that died' }));
    // A worker takes it and dies (kill -9) before it sends or settles it: nothing refreshes its
    // claim any more, as in a process that crashed.
    const [taken] = await test.app.jobs.fetch(MAIL_QUEUE);
    expect(taken?.id).toBe(orphan);
    const slow = await enqueue(test, message({ subject: slowSubject }));
    // Two live workers (two processes' dispatchers) deliver the queue.
    const dispatchers = await Promise.all(
      [1, 2].map(() =>
        startMailDispatcher({
          boss: test.app.jobs,
          smtpUrl: smtp.url,
          from: test.config.mail.from,
          log: test.app.log,
        }),
      ),
    );
    try {
      // It waited 120 s for the job's expiry, then up to a minute for pg-boss's monitor.
      await smtp.waitForMail((mail) => mail.subject === 'taken by a worker that died', 30_000);
      const [recovered, delivered] = await jobsIn(test, [orphan, slow], 'completed');
      expect(recovered?.retryCount).toBe(1);
      // The slow delivery kept its claim alive: no other worker took it while it was sent.
      expect(delivered?.retryCount).toBe(0);
    } finally {
      for (const dispatcher of dispatchers) await dispatcher.stop();
    }
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(
      [slowSubject, 'taken by a worker that died'].sort(),
    );
  }, 90_000);

  it('refuses a message that is not a mail', async () => {
    const test = await app();
    await expect(enqueue(test, message({ to: 'not an address' }))).rejects.toThrow();
  });
});
