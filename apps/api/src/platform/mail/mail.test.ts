import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import type { MailMessage } from './mail-message.ts';
import { MAIL_QUEUE } from './mail-outbox.ts';
import { closedPort, startSmtpPeer, type SmtpPeer } from './smtp-test-peer.ts';
import { startUnsentMailLog } from './unsent-mail-log.ts';

const apps: TestApp[] = [];
const peers: SmtpPeer[] = [];

afterEach(async () => {
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

async function peer(port?: number): Promise<SmtpPeer> {
  const started = await startSmtpPeer(port === undefined ? {} : { port });
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

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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

    await until(
      () => jobState(test, id),
      (job) => job?.state === 'completed',
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
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
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['committed']);
  });

  it('keeps retrying while the mail server is down and delivers once it is up', async () => {
    const port = await closedPort();
    const test = await app({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const id = await enqueue(test, message());

    const waiting = await until(
      () => jobState(test, id),
      (job) => job?.state === 'retry' && job.retryCount >= 2,
      30_000,
    );
    expect(waiting?.retryBackoff).toBe(true);

    const smtp = await peer(port);
    const mail = await smtp.waitForMail(undefined, 30_000);
    expect(mail.subject).toBe('Redefina sua senha — Pulso');
    await until(
      () => jobState(test, id),
      (job) => job?.state === 'completed',
    );
    expect(smtp.received).toHaveLength(1);
  }, 90_000);

  it('without SMTP_URL keeps mail unsent, and a later start with SMTP_URL delivers it', async () => {
    const first = await app();
    const id = await enqueue(first, message({ subject: 'kept' }));
    await new Promise((resolve) => setTimeout(resolve, 1500));
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
    const unsent = startUnsentMailLog(test.app.jobs, log as unknown as FastifyBaseLogger, 100);
    try {
      await enqueue(test, message());
      await until(
        async () => lines.length,
        (count) => count > 0,
      );
      await new Promise((resolve) => setTimeout(resolve, 400));
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

  it('refuses a message that is not a mail', async () => {
    const test = await app();
    await expect(enqueue(test, message({ to: 'not an address' }))).rejects.toThrow();
  });
});
