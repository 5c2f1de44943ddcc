import { expect } from 'vitest';
import { gigyaErrorResponseSchema } from '@pulso/contracts/identity';
import type { TestApp } from '../../../testing/test-app.ts';
import { checkUidSignature } from '../provider/gigya-signature.ts';
import { callIdp, type IdpAnswer } from './idp-calls.ts';

/** The demo accounts' published password. */
export const PASSWORD = 'Pulso!2026';

/**
 * The embedded provider's calls as the idp tests make them: each answer checked to come with
 * HTTP 200 (Gigya answers errors that way too), plus registering, signing in and checking errors
 * and UID signatures. `app` is read at each call (test apps are built in `beforeAll`).
 */
export function idpClient(app: () => TestApp) {
  async function call(
    method: string,
    body: Record<string, unknown> | string,
    headers: Record<string, string> = {},
  ): Promise<IdpAnswer> {
    const { answer, response } = await callIdp(app().app, method, body, { headers });
    expect(response.statusCode).toBe(200);
    return answer;
  }
  return {
    call,
    login: (loginID: string, password: string, apiKey = 'pulso-br') =>
      call('login', { apiKey, loginID, password }),
    async register(email: string, password = 'Senha-segura-1', apiKey = 'pulso-br') {
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
    },
    expectError(answer: IdpAnswer, errorCode: number) {
      const error = gigyaErrorResponseSchema.parse(answer);
      expect(error.errorCode).toBe(errorCode);
      expect(error.statusCode).toBe(Math.floor(errorCode / 1000));
      return error;
    },
    signatureCheck(answer: { UID: string; UIDSignature: string; signatureTimestamp: string }) {
      return checkUidSignature(
        answer,
        app().app.identityProvider.partnerSecret(),
        Date.now() / 1000,
        300,
      );
    },
  };
}
