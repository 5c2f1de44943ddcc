import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountsGetAccountInfoSuccessSchema,
  accountsLoginSuccessSchema,
  accountsRegisterSuccessSchema,
  gigyaErrorResponseSchema,
} from '@pulso/contracts/identity';
import { idpRegTokens } from '../../../db/schema/idp.ts';
import { checkUidSignature } from '../provider/gigya-signature.ts';
import type { SmtpPeer } from '../../../platform/mail/smtp-test-peer.ts';
import type { MailMessage } from '../../../platform/mail/mail-message.ts';
import { MAIL_QUEUE } from '../../../platform/mail/mail-outbox.ts';
import { callIdp, type IdpAnswer } from '../testing/idp-calls.ts';
import { buildMailTestApp } from '../../../testing/mail-test-app.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { tokenHash } from './tokens.ts';

let t: TestApp;
let smtp: SmtpPeer;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, close } = await buildMailTestApp());
});
afterAll(() => close());

const PASSWORD = 'Pulso!2026';

type Answer = IdpAnswer;

async function call(
  method: string,
  body: Record<string, unknown> | string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const { answer, response } = await callIdp(t.app, method, body, { headers });
  // Gigya answers every call with HTTP 200, errors included.
  expect(response.statusCode).toBe(200);
  return answer;
}

const login = (loginID: string, password: string, apiKey = 'pulso-br') =>
  call('login', { apiKey, loginID, password });

function expectError(answer: Answer, errorCode: number) {
  const error = gigyaErrorResponseSchema.parse(answer);
  expect(error.errorCode).toBe(errorCode);
  expect(error.statusCode).toBe(Math.floor(errorCode / 1000));
  return error;
}

function signatureCheck(answer: { UID: string; UIDSignature: string; signatureTimestamp: string }) {
  return checkUidSignature(answer, t.app.identityProvider.partnerSecret(), Date.now() / 1000, 300);
}

async function register(email: string, password = 'Senha-segura-1', apiKey = 'pulso-br') {
  const init = await call('initRegistration', { apiKey });
  return call('register', {
    apiKey,
    regToken: init.regToken,
    email,
    password,
    profile: { firstName: 'Joana', lastName: 'Teste' },
    finalizeRegistration: true,
    lang: 'pt-br',
  });
}

describe('accounts.login', () => {
  it('answers the account with a UID signature the product API can verify', async () => {
    const answer = accountsLoginSuccessSchema.parse(
      await login('Demo.BR@pulso.example ', PASSWORD),
    );
    expect(answer).toMatchObject({
      errorCode: 0,
      statusCode: 200,
      UID: 'demo-br',
      profile: { firstName: 'Rafael', lastName: 'Almeida Costa', email: 'demo.br@pulso.example' },
      isRegistered: true,
      sessionInfo: { cookieName: 'glt_pulso-br' },
    });
    expect(answer.callId).toMatch(/^[0-9a-f]{32}$/);
    expect(Math.abs(Number(answer.signatureTimestamp) - Date.now() / 1000)).toBeLessThan(5);
    expect(signatureCheck(answer)).toBe('valid');
    expect(signatureCheck({ ...answer, UID: 'demo-mx' })).toBe('invalid');
  });

  it('is never cached, and needs neither the /api key header nor an anti-forgery token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/idp/accounts.login',
      payload: { apiKey: 'pulso-mx', loginID: 'demo.mx@pulso.example', password: PASSWORD },
    });
    expect(response.json<Answer>().errorCode).toBe(0);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('accepts every country key; an unknown or missing key is refused as Gigya does', async () => {
    expect((await login('demo.mx@pulso.example', PASSWORD, 'pulso-mx')).errorCode).toBe(0);
    const unknown = expectError(await login('demo.mx@pulso.example', PASSWORD, 'pulso-xx'), 400093);
    expect(unknown.errorMessage).toBe('Invalid ApiKey parameter');
    expectError(
      await call('login', { loginID: 'demo.mx@pulso.example', password: PASSWORD }),
      400002,
    );
  });

  it('gives the same answer for a wrong password and an unknown e-mail, in comparable time', async () => {
    const wrong = expectError(await login('demo.cl@pulso.example', 'Wrong-pass1'), 403042);
    const unknown = expectError(await login('nobody.here@pulso.example', 'Wrong-pass1'), 403042);
    const shape = (answer: Record<string, unknown>) => {
      const { callId: _callId, time: _time, ...rest } = answer;
      return rest;
    };
    expect(shape(unknown)).toEqual(shape(wrong));

    const median = async (loginID: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const started = performance.now();
        await login(loginID, `Wrong-pass${i}`, 'pulso-cl');
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[2] ?? 0;
    };
    const existing = await median('demo.co@pulso.example');
    const missing = await median('missing.account@pulso.example');
    // Without the dummy hash an unknown e-mail would answer in a small fraction of the time.
    expect(missing).toBeGreaterThan(existing * 0.5);
  });

  it('reports every parameter problem', async () => {
    const answer = expectError(await call('login', { apiKey: 'pulso-br' }), 400009);
    expect(answer.validationErrors?.map((problem) => problem.fieldName).sort()).toEqual([
      'loginID',
      'password',
    ]);
    expect(answer.validationErrors?.every((problem) => problem.errorCode === 400002)).toBe(true);
  });

  it('takes form fields as well as JSON', async () => {
    const form = new URLSearchParams({
      apiKey: 'pulso-ar',
      loginID: 'demo.ar@pulso.example',
      password: PASSWORD,
    });
    const answer = await call('login', form.toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(accountsLoginSuccessSchema.parse(answer).UID).toBe('demo-ar');
  });

  it('answers a body that is neither JSON nor form fields, or broken JSON, as Gigya does', async () => {
    const xml = await call('login', '<apiKey>pulso-br</apiKey>', {
      'content-type': 'application/xml',
    });
    expect(expectError(xml, 400006).errorDetails).toBe(
      'Send the parameters as JSON or as form fields',
    );
    const broken = await call('login', '{"apiKey": "pulso-br",', {
      'content-type': 'application/json',
    });
    expect(expectError(broken, 400006).errorDetails).toBe('The body is not valid JSON');
  });
});

describe('registration', () => {
  it('registers with a single-use token and answers a signed, signed-in account', async () => {
    const init = await call('initRegistration', { apiKey: 'pulso-br' });
    expect(init).toMatchObject({ errorCode: 0, regToken: expect.any(String) });
    const body = {
      apiKey: 'pulso-br',
      regToken: init.regToken,
      email: 'Joana.Teste@pulso.example',
      password: 'Senha-segura-1',
      profile: { firstName: 'Joana', lastName: 'Teste' },
      finalizeRegistration: true,
    };
    const answer = accountsRegisterSuccessSchema.parse(await call('register', body));
    expect(answer.UID).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.profile).toEqual({
      firstName: 'Joana',
      lastName: 'Teste',
      email: 'joana.teste@pulso.example',
    });
    expect(signatureCheck(answer)).toBe('valid');

    const info = accountsGetAccountInfoSuccessSchema.parse(
      await call('getAccountInfo', {
        apiKey: 'pulso-br',
        login_token: answer.sessionInfo?.cookieValue,
      }),
    );
    expect(info.UID).toBe(answer.UID);
    expect(info.emails).toEqual({ verified: [], unverified: ['joana.teste@pulso.example'] });
    expect((await login('joana.teste@pulso.example', 'Senha-segura-1')).UID).toBe(answer.UID);

    // The token is used up.
    const again = await call('register', { ...body, email: 'other.person@pulso.example' });
    expectError(again, 400006);
  });

  it('lists every validation problem (400009)', async () => {
    const init = await call('initRegistration', { apiKey: 'pulso-mx' });
    const answer = expectError(
      await call('register', {
        apiKey: 'pulso-mx',
        regToken: init.regToken,
        email: 'not-an-email',
        password: 'short',
        profile: { firstName: '', lastName: 'Pérez' },
        finalizeRegistration: true,
      }),
      400009,
    );
    const problems = answer.validationErrors ?? [];
    expect(problems).toEqual(
      expect.arrayContaining([
        { errorCode: 400006, fieldName: 'email', message: 'validation.email.invalid' },
        { errorCode: 400006, fieldName: 'password', message: 'validation.password.tooShort' },
        { errorCode: 400006, fieldName: 'password', message: 'validation.password.digitOrSymbol' },
        { errorCode: 400002, fieldName: 'profile.firstName', message: 'validation.required' },
      ]),
    );
  });

  it('refuses common, breached, published and space-padded passwords', async () => {
    for (const [password, message] of [
      ['password1', 'validation.password.tooShort'],
      ['qwerty1234', 'validation.password.common'],
      ['Pulso!2026', 'validation.password.common'],
      ['PULSO!2026', 'validation.password.common'],
      [' Senha-segura-1 ', 'validation.password.spaces'],
    ] as const) {
      const answer = expectError(
        await register(`weak.${password.length}@pulso.example`, password),
        400009,
      );
      expect(answer.validationErrors, password).toContainEqual({
        errorCode: 400006,
        fieldName: 'password',
        message,
      });
    }
  });

  it('reports an e-mail in use as Gigya does, and the token stays usable', async () => {
    const init = await call('initRegistration', { apiKey: 'pulso-br' });
    const body = {
      apiKey: 'pulso-br',
      regToken: init.regToken,
      email: 'DEMO.br@pulso.example',
      password: 'Senha-segura-1',
      profile: { firstName: 'Outra', lastName: 'Pessoa' },
      finalizeRegistration: true,
    };
    const answer = expectError(await call('register', body), 400009);
    expect(answer.validationErrors).toEqual([
      { errorCode: 400003, fieldName: 'email', message: 'identity.errors.emailInUse' },
    ]);
    const retried = await call('register', { ...body, email: 'outra.pessoa@pulso.example' });
    expect(retried.errorCode).toBe(0);
  });

  it('refuses an expired token and a token of another country', async () => {
    const expired = await call('initRegistration', { apiKey: 'pulso-cl' });
    await t.app.database.db
      .update(idpRegTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(idpRegTokens.tokenHash, tokenHash(String(expired.regToken))));
    const base = {
      password: 'Clave-segura-1',
      profile: { firstName: 'Camila', lastName: 'Nueva' },
      finalizeRegistration: true,
    };
    expectError(
      await call('register', {
        ...base,
        apiKey: 'pulso-cl',
        regToken: expired.regToken,
        email: 'camila.nueva@pulso.example',
      }),
      400006,
    );
    const chilean = await call('initRegistration', { apiKey: 'pulso-cl' });
    expectError(
      await call('register', {
        ...base,
        apiKey: 'pulso-pe',
        regToken: chilean.regToken,
        email: 'camila.nueva@pulso.example',
      }),
      400006,
    );
  });

  it('takes a form-encoded registration with the profile as JSON text', async () => {
    const init = await call('initRegistration', { apiKey: 'pulso-co' });
    const form = new URLSearchParams({
      apiKey: 'pulso-co',
      regToken: String(init.regToken),
      email: 'form.user@pulso.example',
      password: 'Clave-segura-1',
      profile: JSON.stringify({ firstName: 'Luisa', lastName: 'Forma' }),
      finalizeRegistration: 'true',
    });
    const answer = await call('register', form.toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(accountsRegisterSuccessSchema.parse(answer).profile.firstName).toBe('Luisa');
  });

  it('keeps a registration without finalizeRegistration pending until it is finalised', async () => {
    const init = await call('initRegistration', { apiKey: 'pulso-ar' });
    const pending = expectError(
      await call('register', {
        apiKey: 'pulso-ar',
        regToken: init.regToken,
        email: 'pendiente@pulso.example',
        password: 'Clave-segura-1',
        profile: { firstName: 'Pablo', lastName: 'Pendiente' },
      }),
      206001,
    );
    expect(pending.regToken).toBe(init.regToken);
    const atLogin = expectError(await login('pendiente@pulso.example', 'Clave-segura-1'), 206001);
    const finalized = accountsLoginSuccessSchema.parse(
      await call('finalizeRegistration', { apiKey: 'pulso-ar', regToken: atLogin.regToken }),
    );
    expect(finalized.isRegistered).toBe(true);
    expect(signatureCheck(finalized)).toBe('valid');
    expect((await login('pendiente@pulso.example', 'Clave-segura-1')).errorCode).toBe(0);
  });
});

describe('accounts.getAccountInfo and accounts.logout', () => {
  it('ends the provider session at logout', async () => {
    const signedIn = accountsLoginSuccessSchema.parse(
      await login('demo.cr@pulso.example', PASSWORD, 'pulso-cr'),
    );
    const token = signedIn.sessionInfo?.cookieValue;
    const info = accountsGetAccountInfoSuccessSchema.parse(
      await call('getAccountInfo', { apiKey: 'pulso-cr', login_token: token }),
    );
    expect(info).toMatchObject({ UID: 'demo-cr', isVerified: true });
    expect(signatureCheck(info)).toBe('valid');

    expect((await call('logout', { apiKey: 'pulso-cr', login_token: token })).errorCode).toBe(0);
    expectError(await call('getAccountInfo', { apiKey: 'pulso-cr', login_token: token }), 403005);
  });

  it('binds a provider session to the country key it was opened with', async () => {
    const chilean = accountsLoginSuccessSchema.parse(
      await login('demo.cl@pulso.example', PASSWORD, 'pulso-cl'),
    );
    const token = chilean.sessionInfo?.cookieValue;
    expectError(await call('getAccountInfo', { apiKey: 'pulso-mx', login_token: token }), 403005);
    // Logging out through another key does not end it either.
    await call('logout', { apiKey: 'pulso-mx', login_token: token });
    const info = await call('getAccountInfo', { apiKey: 'pulso-cl', login_token: token });
    expect(accountsGetAccountInfoSuccessSchema.parse(info).UID).toBe('demo-cl');
  });

  it('answers by UID only to a caller holding the partner secret', async () => {
    expectError(await call('getAccountInfo', { apiKey: 'pulso-mx', UID: 'demo-mx' }), 403007);
    expectError(
      await call('getAccountInfo', { apiKey: 'pulso-mx', UID: 'demo-mx', secret: 'wrong' }),
      403007,
    );
    const secret = t.app.identityProvider.partnerSecret().toString('base64');
    const info = await call('getAccountInfo', { apiKey: 'pulso-mx', UID: 'demo-mx', secret });
    expect(accountsGetAccountInfoSuccessSchema.parse(info).profile.firstName).toBe(
      'María Fernanda',
    );
    expectError(
      await call('getAccountInfo', { apiKey: 'pulso-mx', UID: 'no-such-uid', secret }),
      403005,
    );
  });
});

describe('password reset', () => {
  const origin = 'http://website-pe.localhost:3000';

  it('mails a one-hour, single-use link (same answer for unknown e-mails) and the new password works', async () => {
    const known = await call(
      'resetPassword',
      { apiKey: 'pulso-pe', loginID: 'demo.pe@pulso.example' },
      { origin },
    );
    const unknown = await call(
      'resetPassword',
      { apiKey: 'pulso-pe', loginID: 'nadie@pulso.example' },
      { origin },
    );
    expect(known.errorCode).toBe(0);
    const { callId: _a, time: _b, ...knownShape } = known;
    const { callId: _c, time: _d, ...unknownShape } = unknown;
    expect(unknownShape).toEqual(knownShape);

    const mail = await smtp.waitForMail((received) =>
      received.envelopeTo.includes('demo.pe@pulso.example'),
    );
    expect(mail.subject).toBe('Restablece tu contraseña de Pulso');
    expect(mail.text).toContain('Hola, Diego:');
    const link = /(\S+\/signin\?resetToken=([A-Za-z0-9_-]+))/.exec(mail.text);
    expect(link?.[1]).toMatch(/^http:\/\/website-pe\.localhost:3000\/signin\?resetToken=/);
    const token = link?.[2] ?? '';
    expect(mail.html).toContain(`href="${link?.[1]}"`);

    const refused = async (newPassword: string) =>
      expectError(
        await call('resetPassword', { apiKey: 'pulso-pe', passwordResetToken: token, newPassword }),
        400009,
      );
    const weak = await refused('abc');
    expect(weak.validationErrors?.map((problem) => problem.fieldName)).toContain('newPassword');
    const common = await refused('Pulso!2026');
    expect(common.validationErrors).toEqual([
      { errorCode: 400006, fieldName: 'newPassword', message: 'validation.password.common' },
    ]);

    const reset = await call('resetPassword', {
      apiKey: 'pulso-pe',
      passwordResetToken: token,
      newPassword: 'Nueva-clave-9',
    });
    expect(reset.errorCode).toBe(0);
    expectError(await login('demo.pe@pulso.example', PASSWORD, 'pulso-pe'), 403042);
    const signedIn = await login('demo.pe@pulso.example', 'Nueva-clave-9', 'pulso-pe');
    expect(signatureCheck(accountsLoginSuccessSchema.parse(signedIn))).toBe('valid');

    expectError(
      await call('resetPassword', {
        apiKey: 'pulso-pe',
        passwordResetToken: token,
        newPassword: 'Otra-clave-10',
      }),
      400006,
    );
    expect(smtp.received.filter((m) => m.envelopeTo.includes('nadie@pulso.example'))).toEqual([]);
  });

  it('writes to Brazilians in Portuguese', async () => {
    await call(
      'resetPassword',
      { apiKey: 'pulso-br', loginID: 'speaker.br@pulso.example' },
      { origin: 'http://website-br.localhost:3000' },
    );
    const mail = await smtp.waitForMail((received) =>
      received.envelopeTo.includes('speaker.br@pulso.example'),
    );
    expect(mail.subject).toBe('Redefina sua senha do Pulso');
    expect(mail.text).toContain('Olá, Beatriz!');
    expect(mail.text).toContain('http://website-br.localhost:3000/signin?resetToken=');
  });

  it('never puts a link to a host the request chose freely into a mail', async () => {
    const answer = await call(
      'resetPassword',
      { apiKey: 'pulso-mx', loginID: 'demo.mx@pulso.example' },
      { origin: 'https://attacker.example', host: 'attacker.example' },
    );
    expect(answer.errorCode).toBe(0);
    // A reset mail is queued in the transaction of the answer: none was, so none can leave.
    const queued = await t.app.jobs.findJobs<MailMessage>(MAIL_QUEUE);
    expect(queued.filter((job) => job.data.to === 'demo.mx@pulso.example')).toEqual([]);
    expect(queued.filter((job) => job.data.text.includes('attacker.example'))).toEqual([]);
    expect(smtp.received.filter((m) => m.envelopeTo.includes('demo.mx@pulso.example'))).toEqual([]);
  });
});

describe('app.identityProvider (embedded)', () => {
  it('reads, checks, renames and deletes accounts; a deleted e-mail is free again', async () => {
    const provider = t.app.identityProvider;
    const created = accountsRegisterSuccessSchema.parse(await register('to.delete@pulso.example'));
    const account = await provider.getAccount(created.UID);
    expect(account).toMatchObject({
      uid: created.UID,
      email: 'to.delete@pulso.example',
      firstName: 'Joana',
      emailVerified: false,
    });
    expect(await provider.verifyPassword(created.UID, 'Senha-segura-1')).toBe(true);
    expect(await provider.verifyPassword(created.UID, 'Senha-errada-1')).toBe(false);
    expect(await provider.verifyPassword('no-such-uid', 'Senha-segura-1')).toBe(false);

    expect(await provider.isEmailInUse?.('TO.DELETE@pulso.example')).toBe(true);
    await expect(
      provider.updateEmail?.(created.UID, 'demo.br@pulso.example'),
    ).rejects.toMatchObject({
      status: 409,
      code: 'users.email_taken',
    });
    await provider.updateEmail?.(created.UID, 'Renamed@pulso.example');
    expect((await login('renamed@pulso.example', 'Senha-segura-1')).UID).toBe(created.UID);
    expect(await provider.isEmailInUse?.('to.delete@pulso.example')).toBe(false);

    await provider.deleteAccount(created.UID);
    expect(await provider.getAccount(created.UID)).toBeUndefined();
    expectError(await login('renamed@pulso.example', 'Senha-segura-1'), 403042);
    expect((await register('renamed@pulso.example')).errorCode).toBe(0);
  });
});
