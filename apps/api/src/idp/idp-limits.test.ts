import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountsLoginSuccessSchema } from '@pulso/contracts/identity';
import { ConfigError, parseConfig } from '../config.ts';
import { idpLoginFailures } from '../db/schema/idp.ts';
import type { MailMessage } from '../platform/mail/mail-message.ts';
import { MAIL_QUEUE } from '../platform/mail/mail-outbox.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { loginIdHash } from './tokens.ts';

const PASSWORD = 'Pulso!2026';
type Answer = Record<string, unknown> & { errorCode: number; statusCode: number };

function caller(test: () => TestApp) {
  return async (
    method: string,
    body: Record<string, unknown>,
    options: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) => {
    const response = await test().app.inject({
      method: 'POST',
      url: `/idp/accounts.${method}`,
      payload: body,
      ...options,
    });
    return { answer: response.json<Answer>(), response };
  };
}

describe('lock-out after repeated failures', () => {
  let t: TestApp;
  const call = caller(() => t);
  const login = async (loginID: string, password: string) =>
    (await call('login', { apiKey: 'pulso-mx', loginID, password })).answer;

  beforeAll(async () => {
    // No SMTP_URL: the reset mail stays queued, and the test reads its link from the queue.
    t = await buildTestApp({ env: { IDP_RATE_LIMIT_MAX: '10000' } });
  });
  afterAll(() => t.close());

  it('locks a login ID for 15 minutes after 5 failures, even with the right password', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login('demo.mx@pulso.example', `Wrong-${attempt}`)).errorCode).toBe(403042);
    }
    const locked = await login('demo.mx@pulso.example', PASSWORD);
    expect(locked).toMatchObject({ errorCode: 403120, statusCode: 403 });
    expect(locked.errorMessage).toBe('Account temporarily locked out');

    const [row] = await t.app.database.db
      .select({ lockedUntil: idpLoginFailures.lockedUntil })
      .from(idpLoginFailures)
      .where(eq(idpLoginFailures.loginIdHash, loginIdHash('demo.mx@pulso.example')));
    const minutes = ((row?.lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    // Once the lock has passed, the right password works and a new series starts.
    await t.app.database.db
      .update(idpLoginFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(idpLoginFailures.loginIdHash, loginIdHash('demo.mx@pulso.example')));
    expect((await login('demo.mx@pulso.example', 'Wrong-6')).errorCode).toBe(403042);
    expect((await login('demo.mx@pulso.example', PASSWORD)).errorCode).toBe(0);
  });

  it('locks unknown e-mails the same way, so a lock-out reveals nothing', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login('ghost@pulso.example', `Wrong-${attempt}`)).errorCode).toBe(403042);
    }
    expect((await login('ghost@pulso.example', PASSWORD)).errorCode).toBe(403120);
  });

  it('lifts the lock-out when the password is reset through the mailed link', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1)
      await login('demo.ar@pulso.example', `Bad-${attempt}`);
    expect((await login('demo.ar@pulso.example', PASSWORD)).errorCode).toBe(403120);

    const { answer } = await call(
      'resetPassword',
      { apiKey: 'pulso-ar', loginID: 'demo.ar@pulso.example' },
      { headers: { origin: 'http://website-ar.localhost:3000' } },
    );
    expect(answer.errorCode).toBe(0);
    const queued = await t.app.jobs.findJobs<MailMessage>(MAIL_QUEUE, { queued: true });
    const mail = queued.find((job) => job.data.to === 'demo.ar@pulso.example');
    expect(mail?.state).toBe('created');
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(mail?.data.text ?? '')?.[1];

    const reset = await call('resetPassword', {
      apiKey: 'pulso-ar',
      passwordResetToken: token,
      newPassword: 'Nueva-clave-1',
    });
    expect(reset.answer.errorCode).toBe(0);
    expect((await login('demo.ar@pulso.example', 'Nueva-clave-1')).errorCode).toBe(0);
  });

  it('sends at most three reset mails per account and hour, answering the same', async () => {
    for (let request = 1; request <= 5; request += 1) {
      const { answer } = await call(
        'resetPassword',
        { apiKey: 'pulso-cl', loginID: 'demo.cl@pulso.example' },
        { headers: { origin: 'http://website-cl.localhost:3000' } },
      );
      expect(answer.errorCode).toBe(0);
    }
    const queued = await t.app.jobs.findJobs<MailMessage>(MAIL_QUEUE, { queued: true });
    expect(queued.filter((job) => job.data.to === 'demo.cl@pulso.example')).toHaveLength(3);
  });
});

describe('rate limits', () => {
  let t: TestApp;
  const call = caller(() => t);

  beforeAll(async () => {
    t = await buildTestApp({
      env: { SEED_DEMO: 'true', IDP_RATE_LIMIT_MAX: '3', IDP_ACCOUNT_RATE_LIMIT_MAX: '2' },
    });
  });
  afterAll(() => t.close());

  it('limits the calls of one address, with a Gigya answer and Retry-After', async () => {
    const from = { remoteAddress: '10.0.0.1' };
    for (let i = 0; i < 3; i += 1) {
      expect((await call('initRegistration', { apiKey: 'pulso-br' }, from)).answer.errorCode).toBe(
        0,
      );
    }
    const { answer, response } = await call('initRegistration', { apiKey: 'pulso-br' }, from);
    expect(response.statusCode).toBe(200);
    expect(answer).toMatchObject({ errorCode: 403048, statusCode: 403 });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    const other = await call(
      'initRegistration',
      { apiKey: 'pulso-br' },
      { remoteAddress: '10.0.0.2' },
    );
    expect(other.answer.errorCode).toBe(0);
  });

  it('limits the logins of one account from any address', async () => {
    const attempt = (loginID: string, address: string) =>
      call(
        'login',
        { apiKey: 'pulso-cl', loginID, password: PASSWORD },
        { remoteAddress: address },
      );
    expect((await attempt('demo.cl@pulso.example', '10.0.1.1')).answer.errorCode).toBe(0);
    expect((await attempt('DEMO.cl@pulso.example', '10.0.1.2')).answer.errorCode).toBe(0);
    const third = await attempt('demo.cl@pulso.example', '10.0.1.3');
    expect(third.answer.errorCode).toBe(403048);
    expect(Number(third.response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('demo.co@pulso.example', '10.0.1.4')).answer.errorCode).toBe(0);
  });
});

describe('the partner secret', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  it('is generated on the first start and kept across restarts', async () => {
    const first = await buildTestApp({ env: { SEED_DEMO: 'false' } });
    const secret = first.app.identityProvider.partnerSecret();
    expect(secret.length).toBe(32);
    await first.close({ keepDatabase: true });
    const second = await buildTestApp({ env: { SEED_DEMO: 'false' }, database: first.database });
    apps.push(second);
    expect(second.app.identityProvider.partnerSecret().equals(secret)).toBe(true);
  });

  it('is IDP_PARTNER_SECRET when configured, and signs with it', async () => {
    const configured = randomBytes(24);
    const test = await buildTestApp({ env: { IDP_PARTNER_SECRET: configured.toString('base64') } });
    apps.push(test);
    expect(test.app.identityProvider.partnerSecret().equals(configured)).toBe(true);
    const response = await test.app.inject({
      method: 'POST',
      url: '/idp/accounts.login',
      payload: { apiKey: 'pulso-br', loginID: 'demo.br@pulso.example', password: PASSWORD },
    });
    const answer = accountsLoginSuccessSchema.parse(response.json());
    const { signUid } = await import('../platform/identity/gigya-signature.ts');
    expect(answer.UIDSignature).toBe(signUid('demo-br', answer.signatureTimestamp, configured));
  });

  it('must be base64 of 16 bytes or more', () => {
    expect(() => parseConfig({ IDP_PARTNER_SECRET: 'c2hvcnQ=' })).toThrow(ConfigError);
    expect(() => parseConfig({ IDP_PARTNER_SECRET: 'not base64!' })).toThrow(/IDP_PARTNER_SECRET/);
  });
});

describe('IDENTITY_PROVIDER=gigya', () => {
  it('needs the Gigya partner secret and server credentials', () => {
    try {
      parseConfig({ IDENTITY_PROVIDER: 'gigya' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.map((problem) => problem.variable).sort()).toEqual([
        'GIGYA_PARTNER_SECRET',
        'GIGYA_USER_KEY',
        'GIGYA_USER_SECRET',
      ]);
    }
  });

  it('serves no /idp, and signs nothing itself: the secret is GIGYA_PARTNER_SECRET', async () => {
    const secret = randomBytes(24);
    const test = await buildTestApp({
      env: {
        IDENTITY_PROVIDER: 'gigya',
        GIGYA_PARTNER_SECRET: secret.toString('base64'),
        GIGYA_USER_KEY: 'user-key',
        GIGYA_USER_SECRET: 'user-secret',
        GIGYA_ACCOUNTS_URL: 'http://127.0.0.1:9',
        SEED_DEMO: 'false',
      },
    });
    try {
      expect(test.config.identity.kind).toBe('gigya');
      expect(test.app.identityProvider.partnerSecret().equals(secret)).toBe(true);
      const response = await test.app.inject({
        method: 'POST',
        url: '/idp/accounts.login',
        payload: { apiKey: 'pulso-br', loginID: 'demo.br@pulso.example', password: PASSWORD },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
    } finally {
      await test.close();
    }
  });
});
