import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountsGetAccountInfoSuccessSchema,
  accountsLoginSuccessSchema,
  accountsRegisterSuccessSchema,
} from '@pulso/contracts/identity';
import { buildMailTestApp } from '../../../testing/mail-test-app.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { idpClient, PASSWORD } from '../testing/idp-client.ts';
import type { IdpAnswer as Answer } from '../testing/idp-calls.ts';

describe('idp login', () => {
  let t: TestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, close } = await buildMailTestApp());
  });
  afterAll(() => close());

  const { call, login, register, expectError, signatureCheck } = idpClient(() => t);

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
      const unknown = expectError(
        await login('demo.mx@pulso.example', PASSWORD, 'pulso-xx'),
        400093,
      );
      expect(unknown.errorMessage).toBe('Invalid ApiKey parameter');
      expectError(
        await call('login', { loginID: 'demo.mx@pulso.example', password: PASSWORD }),
        400002,
      );
    });

    it('gives the same answer for a wrong password and an unknown e-mail, at a comparable cost', async () => {
      const wrong = expectError(await login('demo.cl@pulso.example', 'Wrong-pass1'), 403042);
      const unknown = expectError(await login('nobody.here@pulso.example', 'Wrong-pass1'), 403042);
      const shape = (answer: Record<string, unknown>) => {
        const { callId: _callId, time: _time, ...rest } = answer;
        return rest;
      };
      expect(shape(unknown)).toEqual(shape(wrong));

      // The work each login costs, as CPU time of this process (the app runs in it, scrypt on its
      // thread pool): a busy machine stretches wall time, not this. Interleaved; the least of each.
      const costOf = async (loginID: string, i: number) => {
        const before = process.cpuUsage();
        await login(loginID, `Wrong-pass${i}`, 'pulso-cl');
        const used = process.cpuUsage(before);
        return (used.user + used.system) / 1000;
      };
      let existing = Infinity;
      let missing = Infinity;
      for (let i = 0; i < 5; i += 1) {
        existing = Math.min(existing, await costOf('demo.co@pulso.example', i));
        missing = Math.min(missing, await costOf('missing.account@pulso.example', i));
      }
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

  describe('app.identityProvider (embedded)', () => {
    it('reads, checks, renames and deletes accounts; a deleted e-mail is free again', async () => {
      const provider = t.app.identityProvider;
      const created = accountsRegisterSuccessSchema.parse(
        await register('to.delete@pulso.example'),
      );
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
});
