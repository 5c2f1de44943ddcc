import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationDefaults } from '@pulso/contracts/registration';
import { loginResponseSchema } from '@pulso/contracts/users';
import { callIdp } from './testing/idp-calls.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createApiClient, problemCode, type ApiClient } from '../users/testing/api-client.ts';

describe('embedded identity', () => {
  /** The product API with the real embedded identity provider (modules/identity/idp), as the web app uses them. */
  let t: TestApp;
  let api: ApiClient;

  beforeAll(async () => {
    t = await buildTestApp({ env: { IDP_RATE_LIMIT_MAX: '10000' } });
    api = await createApiClient(t.app);
  });
  afterAll(() => t.close());

  type Answer = Record<string, unknown> & {
    errorCode: number;
    UID: string;
    UIDSignature: string;
    signatureTimestamp: string;
  };

  async function idp(method: string, body: Record<string, unknown>): Promise<Answer> {
    return (await callIdp<Answer>(t.app, method, body)).answer;
  }

  const proof = (answer: Answer) => ({
    UID: answer.UID,
    UIDSignature: answer.UIDSignature,
    signatureTimestamp: answer.signatureTimestamp,
  });

  describe('with the embedded identity provider', () => {
    it('signs a demo doctor in; refuses the demo dentist', async () => {
      const doctor = await idp('login', {
        apiKey: 'pulso-br',
        loginID: 'demo.br@pulso.example',
        password: 'Pulso!2026',
      });
      expect(doctor.errorCode).toBe(0);
      const session = await api.post('/api/users/login', proof(doctor));
      expect(session.statusCode, session.body).toBe(200);
      expect(loginResponseSchema.parse(session.json()).profile.uid).toBe('demo-br');

      const dentist = await idp('login', {
        apiKey: 'pulso-br',
        loginID: 'dentista.br@pulso.example',
        password: 'Pulso!2026',
      });
      const refused = await api.post('/api/users/login', proof(dentist));
      expect(refused.statusCode).toBe(403);
      expect(problemCode(refused)).toBe('users.dentist_unsupported');
    });

    it('signs the same account in twice within a second (two tabs) without a replay refusal', async () => {
      const credentials = {
        apiKey: 'pulso-mx',
        loginID: 'demo.mx@pulso.example',
        password: 'Pulso!2026',
      };
      const [first, second] = await Promise.all([
        idp('login', credentials),
        idp('login', credentials),
      ]);
      expect(first!.UIDSignature).not.toBe(second!.UIDSignature);
      expect((await api.post('/api/users/login', proof(first!))).statusCode).toBe(200);
      expect((await api.post('/api/users/login', proof(second!))).statusCode).toBe(200);
      // The very same signature again is a replay.
      const replay = await api.post('/api/users/login', proof(first!));
      expect(problemCode(replay)).toBe('auth.signature_replayed');
    });

    it('registers a new Brazilian doctor (identity, then product), who then deletes the account', async () => {
      const email = 'joana.teste@example.org';
      expect((await api.get(`/api/users/verify?email=${email}`)).json()).toEqual({ valid: true });
      const init = await idp('initRegistration', { apiKey: 'pulso-br' });
      const created = await idp('register', {
        apiKey: 'pulso-br',
        regToken: init.regToken,
        email,
        password: 'Senha-segura-1',
        profile: { firstName: 'Joana', lastName: 'Teste' },
        finalizeRegistration: true,
      });
      expect(created.errorCode).toBe(0);
      // The identity account exists, the product account not yet: the e-mail is taken.
      expect((await api.get(`/api/users/verify?email=${email}`)).json()).toEqual({ valid: false });
      expect((await api.post('/api/users/login', proof(created))).statusCode).toBe(404);

      const registered = await api.post('/api/users', {
        ...registrationDefaults('br'),
        idGigya: created.UID,
        UIDSignature: created.UIDSignature,
        signatureTimestamp: created.signatureTimestamp,
        name: 'Joana Teste',
        registerUf: 'SP',
        registerNumber: '123456',
        specialty: 'CLÍNICA MÉDICA',
        email,
        phone: '(11) 98765-4321',
        iamDoctor: true,
        readAcceptTerms: true,
      });
      expect(registered.json()).toEqual({ hasRegistred: true });
      const session = await api.post('/api/users/login', proof(created));
      expect(session.statusCode, session.body).toBe(200);
      const { token, profile } = loginResponseSchema.parse(session.json());
      expect(profile).toMatchObject({ name: 'Joana Teste', email, registerNumber: '123456' });

      const deleted = await api.post(
        '/api/users/me/delete',
        { password: 'Senha-segura-1' },
        { token },
      );
      expect(deleted.json()).toEqual({ deleted: true });
      expect((await api.get(`/api/users/verify?email=${email}`)).json()).toEqual({ valid: true });
      const again = await idp('login', {
        apiKey: 'pulso-br',
        loginID: email,
        password: 'Senha-segura-1',
      });
      expect(again.errorCode).not.toBe(0);
    });

    it("logging out of the product ends the provider's sessions too (decision 071)", async () => {
      const credentials = {
        apiKey: 'pulso-cl',
        loginID: 'demo.cl@pulso.example',
        password: 'Pulso!2026',
      };
      const signedIn = await idp('login', credentials);
      const loginToken = (signedIn.sessionInfo as { cookieValue: string }).cookieValue;
      const accountInfo = () =>
        idp('getAccountInfo', { apiKey: 'pulso-cl', login_token: loginToken });
      expect((await accountInfo()).errorCode).toBe(0);
      const session = await api.post('/api/users/login', proof(signedIn));
      const { token } = loginResponseSchema.parse(session.json());

      expect((await api.post('/api/users/logout', undefined, { token })).statusCode).toBe(204);
      // The provider session can no longer sign anyone back in without the password.
      expect((await accountInfo()).errorCode).toBe(403005);
      expect((await idp('login', credentials)).errorCode).toBe(0);
    });
  });
});
