import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountsGetAccountInfoSuccessSchema,
  accountsLoginSuccessSchema,
  accountsRegisterSuccessSchema,
} from '@pulso/contracts/identity';
import { idpRegTokens } from '../../../db/schema/idp.ts';
import { buildMailTestApp } from '../../../testing/mail-test-app.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { idpClient } from '../testing/idp-client.ts';
import { tokenHash } from './tokens.ts';

describe('idp registration', () => {
  let t: TestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, close } = await buildMailTestApp());
  });
  afterAll(() => close());

  const { call, login, register, expectError, signatureCheck } = idpClient(() => t);

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
          {
            errorCode: 400006,
            fieldName: 'password',
            message: 'validation.password.digitOrSymbol',
          },
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
      // Through the key it was registered with (another country's knows no such account).
      const atLogin = expectError(
        await login('pendiente@pulso.example', 'Clave-segura-1', 'pulso-ar'),
        206001,
      );
      const finalized = accountsLoginSuccessSchema.parse(
        await call('finalizeRegistration', { apiKey: 'pulso-ar', regToken: atLogin.regToken }),
      );
      expect(finalized.isRegistered).toBe(true);
      expect(signatureCheck(finalized)).toBe('valid');
      expect((await login('pendiente@pulso.example', 'Clave-segura-1', 'pulso-ar')).errorCode).toBe(
        0,
      );
    });
  });
});
