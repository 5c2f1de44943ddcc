import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountsLoginSuccessSchema } from '@pulso/contracts/identity';
import { ConfigError, parseConfig } from '../../../config.ts';
import type { MailMessage } from '../../../platform/mail/mail-message.ts';
import { MAIL_QUEUE } from '../../../platform/mail/mail-outbox.ts';
import { callIdp, type IdpCallOptions } from '../testing/idp-calls.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

const PASSWORD = 'Pulso!2026';
type Answer = Record<string, unknown> & { errorCode: number; statusCode: number };

function caller(test: () => TestApp) {
  return (method: string, body: Record<string, unknown>, options: IdpCallOptions = {}) =>
    callIdp<Answer>(test().app, method, body, options);
}

describe('failed logins: nobody can lock another person out', () => {
  let t: TestApp;
  const call = caller(() => t);
  /** Through the key of the demo account's country (`demo.co@…`: pulso-co), else Mexico's. */
  const login = async (loginID: string, password: string, remoteAddress: string) => {
    const apiKey = `pulso-${/^demo\.([a-z]{2})@/.exec(loginID)?.[1] ?? 'mx'}`;
    return (await call('login', { apiKey, loginID, password }, { remoteAddress })).answer;
  };
  const resetFrom = (apiKey: string, loginID: string, remoteAddress: string, origin: string) =>
    call('resetPassword', { apiKey, loginID }, { remoteAddress, headers: { origin } });
  async function queuedResetToken(to: string): Promise<string | undefined> {
    const queued = await t.app.jobs.findJobs<MailMessage>(MAIL_QUEUE, { queued: true });
    const mail = queued.findLast((job) => job.data.to === to);
    return /resetToken=([A-Za-z0-9_-]+)/.exec(mail?.data.text ?? '')?.[1];
  }

  beforeAll(async () => {
    // No SMTP_URL: the reset mail stays queued, and the test reads its link from the queue.
    t = await buildTestApp({ env: { IDP_RATE_LIMIT_MAX: '10000' } });
  });
  afterAll(() => t.close());

  it('locks the address that failed 5 times, not the account owner signing in elsewhere', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await login('demo.mx@pulso.example', `Wrong-${attempt}`, '10.1.0.1');
      expect(answer.errorCode).toBe(403042);
    }
    const locked = await login('demo.mx@pulso.example', PASSWORD, '10.1.0.1');
    expect(locked).toMatchObject({ errorCode: 403120, statusCode: 403 });
    expect(locked.errorMessage).toBe('Account temporarily locked out');

    expect((await login('demo.mx@pulso.example', PASSWORD, '10.1.0.2')).errorCode).toBe(0);
    // Still locked for the address that failed.
    expect((await login('demo.mx@pulso.example', PASSWORD, '10.1.0.1')).errorCode).toBe(403120);
  });

  it('locks unknown e-mails the same way, so a lock-out reveals nothing', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login('ghost@pulso.example', `Wrong-${attempt}`, '10.1.1.1')).errorCode).toBe(
        403042,
      );
    }
    expect((await login('ghost@pulso.example', PASSWORD, '10.1.1.1')).errorCode).toBe(403120);
  });

  it("holds no new address back for other addresses' failures: the right password gets in", async () => {
    const victim = 'demo.co@pulso.example';
    expect((await login(victim, PASSWORD, '10.2.0.1')).errorCode).toBe(0);
    for (let address = 1; address <= 11; address += 1) {
      expect((await login(victim, 'Wrong-guess-1', `10.2.1.${address}`)).errorCode).toBe(403042);
    }
    // Decision 018 made a twelfth address wait (403048); since decision 071 it is checked at once
    // (the account is held back only past 100 failures in an hour: login-throttle.test.ts).
    expect((await login(victim, 'Wrong-guess-2', '10.2.2.1')).errorCode).toBe(403042);
    expect((await login(victim, PASSWORD, '10.2.2.2')).errorCode).toBe(0);
    expect((await login(victim, PASSWORD, '10.2.0.1')).errorCode).toBe(0);
  });

  it('keeps password reset open to a locked account, and the reset lifts the lock', async () => {
    const owner = 'demo.ar@pulso.example';
    for (let attempt = 1; attempt <= 5; attempt += 1)
      await login(owner, `Bad-${attempt}`, '10.3.0.1');
    for (let address = 1; address <= 11; address += 1)
      await login(owner, 'Bad-guess-1', `10.3.1.${address}`);
    expect((await login(owner, PASSWORD, '10.3.0.1')).errorCode).toBe(403120);

    const { answer } = await resetFrom(
      'pulso-ar',
      owner,
      '10.3.0.1',
      'http://website-ar.localhost:3000',
    );
    expect(answer.errorCode).toBe(0);
    const token = await queuedResetToken(owner);
    expect(token).toBeDefined();

    const reset = await call(
      'resetPassword',
      { apiKey: 'pulso-ar', passwordResetToken: token, newPassword: 'Nueva-clave-1' },
      { remoteAddress: '10.3.0.1' },
    );
    expect(reset.answer.errorCode).toBe(0);
    expect((await login(owner, 'Nueva-clave-1', '10.3.0.1')).errorCode).toBe(0);
    expect((await login(owner, 'Nueva-clave-1', '10.3.2.1')).errorCode).toBe(0);
  });

  it('sends at most three reset mails per account and hour, answering the same', async () => {
    for (let request = 1; request <= 5; request += 1) {
      const { answer } = await resetFrom(
        'pulso-cl',
        'demo.cl@pulso.example',
        `10.4.0.${request}`,
        'http://website-cl.localhost:3000',
      );
      expect(answer.errorCode).toBe(0);
    }
    const queued = await t.app.jobs.findJobs<MailMessage>(MAIL_QUEUE, { queued: true });
    expect(queued.filter((job) => job.data.to === 'demo.cl@pulso.example')).toHaveLength(3);
  });
});

describe("reset links go to the account country's site", () => {
  let t: TestApp;
  const call = caller(() => t);
  afterEach(() => t.close());
  async function resetLinkOf(to: string): Promise<string | undefined> {
    const queued = await t.app.jobs.findJobs<MailMessage>(MAIL_QUEUE, { queued: true });
    const mail = queued.findLast((job) => job.data.to === to);
    return /(\S+)\/signin\?resetToken=/.exec(mail?.data.text ?? '')?.[1];
  }

  it('a Chilean account reset from the Mexican site gets a link to the Chilean site', async () => {
    t = await buildTestApp({ env: { PUBLIC_HOSTS: 'pulso.cl=cl,pulso.com.mx=mx' } });
    const { answer } = await call(
      'resetPassword',
      { apiKey: 'pulso-mx', loginID: 'demo.cl@pulso.example' },
      { headers: { origin: 'https://pulso.com.mx', host: 'pulso.com.mx' } },
    );
    expect(answer.errorCode).toBe(0);
    expect(await resetLinkOf('demo.cl@pulso.example')).toBe('https://pulso.cl');
  });

  it('in development, takes website-xx of the loopback origin, never another host', async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'development' } });
    await call(
      'resetPassword',
      { apiKey: 'pulso-mx', loginID: 'demo.cl@pulso.example' },
      { headers: { origin: 'http://website-mx.localhost:3000' } },
    );
    expect(await resetLinkOf('demo.cl@pulso.example')).toBe('http://website-cl.localhost:3000');

    const evil = await call(
      'resetPassword',
      { apiKey: 'pulso-pe', loginID: 'demo.pe@pulso.example' },
      { headers: { origin: 'https://website-pe.evil.example', host: 'website-pe.evil.example' } },
    );
    expect(evil.answer.errorCode).toBe(0);
    expect(await resetLinkOf('demo.pe@pulso.example')).toBeUndefined();
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

  it('limits the logins of one account from one address, not from every address', async () => {
    const attempt = (loginID: string, address: string) =>
      call(
        'login',
        { apiKey: 'pulso-cl', loginID, password: PASSWORD },
        { remoteAddress: address },
      );
    expect((await attempt('demo.cl@pulso.example', '10.0.1.1')).answer.errorCode).toBe(0);
    expect((await attempt('DEMO.cl@pulso.example', '10.0.1.1')).answer.errorCode).toBe(0);
    const third = await attempt('demo.cl@pulso.example', '10.0.1.1');
    expect(third.answer.errorCode).toBe(403048);
    expect(Number(third.response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('demo.cl@pulso.example', '10.0.1.2')).answer.errorCode).toBe(0);
  });

  it("does not let others' calls for an account block its password reset", async () => {
    for (const address of ['10.0.2.1', '10.0.2.2', '10.0.2.3']) {
      await call(
        'login',
        { apiKey: 'pulso-co', loginID: 'demo.co@pulso.example', password: 'Wrong-pass-1' },
        { remoteAddress: address },
      );
    }
    for (let request = 0; request < 2; request += 1) {
      const reset = await call(
        'resetPassword',
        { apiKey: 'pulso-co', loginID: 'demo.co@pulso.example' },
        { remoteAddress: '10.0.2.9', headers: { origin: 'http://website-co.localhost:3000' } },
      );
      expect(reset.answer.errorCode).toBe(0);
    }
    const queued = await t.app.jobs.findJobs<MailMessage>(MAIL_QUEUE, { queued: true });
    expect(queued.filter((job) => job.data.to === 'demo.co@pulso.example')).toHaveLength(2);
  });
});

describe('cross-site form posts', () => {
  let t: TestApp;
  const call = caller(() => t);
  beforeAll(async () => {
    t = await buildTestApp({ env: { IDP_RATE_LIMIT_MAX: '10000' } });
  });
  afterAll(() => t.close());
  const form = new URLSearchParams({
    apiKey: 'pulso-br',
    loginID: 'demo.br@pulso.example',
    password: PASSWORD,
  }).toString();
  const formPost = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/idp/accounts.login',
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  it('refuses a form posted by a page of another site', async () => {
    const byOrigin = await formPost({ origin: 'https://attacker.example' });
    expect(byOrigin.json<Answer>()).toMatchObject({ errorCode: 403007 });
    const byFetchMetadata = await formPost({ 'sec-fetch-site': 'cross-site' });
    expect(byFetchMetadata.json<Answer>()).toMatchObject({ errorCode: 403007 });
  });

  it('takes forms from servers and from pages of its own origin, and JSON from anywhere', async () => {
    expect((await formPost({})).json<Answer>().errorCode).toBe(0);
    const sameOrigin = await formPost({
      host: 'website-br.localhost:3000',
      origin: 'http://website-br.localhost:3000',
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.json<Answer>().errorCode).toBe(0);
    const json = await call(
      'login',
      { apiKey: 'pulso-br', loginID: 'demo.br@pulso.example', password: PASSWORD },
      { headers: { origin: 'https://partner.example' } },
    );
    expect(json.answer.errorCode).toBe(0);
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
    const { signUid } = await import('../provider/gigya-signature.ts');
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
