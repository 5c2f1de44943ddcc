import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recuperarTipoUsuarioGigyaResponseSchema,
  validarCrmComPreCadastroComEmailResponseSchema,
} from '@pulso/contracts/authenticator';
import { freePort } from '../../../testing/child-process.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createApiClient, problemCode } from '../../users/testing/api-client.ts';
import { createFakeIdentityProvider } from '../testing/fake-identity-provider.ts';
import { createLicencesService } from '../../licences/licences.service.ts';
import { createPeopleService } from '../../users/people.service.ts';
import { createAuthenticatorClient } from './authenticator-client.ts';
import { createAuthenticatorService } from './authenticator.service.ts';
import { AuthenticatorUnavailableError } from './authenticator.errors.ts';
import { basicAuthorization } from './basic-auth.ts';

const TYPE_PATH = '/authenticator/servicos/UsuarioUnificacao.asmx/RecuperarTipoUsuarioGigya';
const CRM_PATH = '/authenticator/servicos/MedicoV2.asmx/ValidarCRMComPreCadastroComEmail';
const demoCredentials = { user: 'pulso-authenticator', password: 'demo-authenticator-password' };

describe('the authenticator service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = (path: string, body: unknown, authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: path,
      payload: body as object,
      headers: authorization ? { authorization } : {},
    });

  it('answers 401 with WWW-Authenticate without basic auth, or with wrong credentials', async () => {
    const attempts = [
      undefined,
      basicAuthorization({ user: 'pulso-authenticator', password: 'wrong' }),
      basicAuthorization({ user: 'someone', password: demoCredentials.password }),
      'Bearer abc',
      'Basic bm90LWEtcGFpcg==',
    ];
    for (const authorization of attempts) {
      const response = await call(TYPE_PATH, { appId: 'x', idGigya: 'demo-br' }, authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe(
        'Basic realm="pulso-authenticator", charset="UTF-8"',
      );
      expect(problemCode(response)).toBe('auth.basic_invalid');
    }
  });

  it('uses the configured credentials instead of the demo ones', async () => {
    const other = await buildTestApp({
      env: { AUTHENTICATOR_USER: 'svc', AUTHENTICATOR_PASSWORD: 's3cret-Value' },
    });
    try {
      const ask = (credentials: { user: string; password: string }) =>
        other.app.inject({
          method: 'POST',
          url: TYPE_PATH,
          payload: { appId: 'x', idGigya: 'demo-br' },
          headers: { authorization: basicAuthorization(credentials) },
        });
      expect((await ask(demoCredentials)).statusCode).toBe(401);
      expect((await ask({ user: 'svc', password: 's3cret-Value' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('RecuperarTipoUsuarioGigya answers the kind of user of a UID', async () => {
    const auth = basicAuthorization(demoCredentials);
    const typeOf = async (idGigya: string) =>
      recuperarTipoUsuarioGigyaResponseSchema.parse(
        (await call(TYPE_PATH, { appId: 'pulso-portal', idGigya }, auth)).json(),
      );
    expect(await typeOf('demo-br')).toMatchObject({
      tipoUsuario: 'MEDICO',
      idGigya: 'demo-br',
      tipoRegistro: 'CRM',
      numeroRegistro: '104233',
      uf: 'SP',
    });
    expect(await typeOf('dentista-br')).toMatchObject({
      tipoUsuario: 'DENTISTA',
      tipoRegistro: 'CRO',
      uf: 'MG',
    });
    expect((await typeOf('demo-mx')).tipoUsuario).toBe('MEDICO');
    expect((await typeOf('nobody')).tipoUsuario).toBe('NAO_ENCONTRADO');
    const invalid = await call(TYPE_PATH, { idGigya: '' }, auth);
    expect(invalid.statusCode).toBe(400);
  });

  it('ValidarCRMComPreCadastroComEmail checks a doctor against the licence registry', async () => {
    const auth = basicAuthorization(demoCredentials);
    const validate = async (medico: object) =>
      validarCrmComPreCadastroComEmailResponseSchema.parse(
        (await call(CRM_PATH, { medico }, auth)).json(),
      );
    expect(await validate({ crm: '123456', uf: 'sp', email: 'joana@example.org' })).toMatchObject({
      valido: true,
      situacao: 'ATIVO',
      nome: 'Joana Teste',
      especialidade: 'CLÍNICA MÉDICA',
    });
    expect(await validate({ crm: '222222', uf: 'RJ', email: 'x@example.org' })).toMatchObject({
      valido: false,
      situacao: 'SUSPENSO',
    });
    expect(await validate({ crm: '999999', uf: 'AC', email: 'x@example.org' })).toMatchObject({
      valido: false,
      situacao: 'NAO_ENCONTRADO',
    });
    // 104233/SP is active, and already registered by demo.br with another e-mail.
    expect(await validate({ crm: '104233', uf: 'SP', email: 'other@example.org' })).toMatchObject({
      valido: false,
      situacao: 'ATIVO',
    });
    expect(
      await validate({ crm: '0104233', uf: 'SP', email: 'DEMO.BR@pulso.example' }),
    ).toMatchObject({ valido: true, situacao: 'ATIVO' });
  });

  it('is not reachable with the browser API key instead of basic auth', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: TYPE_PATH,
      payload: { appId: 'x', idGigya: 'demo-br' },
      headers: { 'x-api-key': 'pulso-local' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('keeps its credentials out of the runtime configuration sent to browsers', async () => {
    const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('demo-authenticator-password');
    expect(page.body).not.toContain('pulso-authenticator');
  });
});

describe('the product API calling the authenticator over HTTP (AUTHENTICATOR_URL)', () => {
  it('asks it with basic auth: the dentist is refused at login, a doctor signs in', async () => {
    const idp = createFakeIdentityProvider();
    const port = await freePort();
    const t = await buildTestApp({
      env: { AUTHENTICATOR_URL: `http://127.0.0.1:${port}/authenticator/` },
      identityProvider: idp,
    });
    try {
      await t.app.listen({ port, host: '127.0.0.1' });
      const api = await createApiClient(t.app);
      const dentist = await api.post('/api/users/login', idp.sign('dentista-br'));
      expect(dentist.statusCode).toBe(403);
      expect(problemCode(dentist)).toBe('users.dentist_unsupported');
      const doctor = await api.post('/api/users/login', idp.sign('demo-br'));
      expect(doctor.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers 503 authenticator.unavailable when the service is unreachable or refuses', async () => {
    const idp = createFakeIdentityProvider();
    const closedPort = await freePort();
    const t = await buildTestApp({
      env: { AUTHENTICATOR_URL: `http://127.0.0.1:${closedPort}/authenticator` },
      identityProvider: idp,
    });
    try {
      const api = await createApiClient(t.app);
      const response = await api.post('/api/users/login', idp.sign('demo-br'));
      expect(response.statusCode).toBe(503);
      expect(problemCode(response)).toBe('authenticator.unavailable');

      // A running service that does not take the client's credentials.
      const port = await freePort();
      await t.app.listen({ port, host: '127.0.0.1' });
      const inProcess = createAuthenticatorService({
        accounts: createPeopleService(t.app.database.db),
        licences: createLicencesService({ db: t.app.database.db }),
      });
      const client = createAuthenticatorClient({
        settings: {
          url: `http://127.0.0.1:${port}/authenticator`,
          user: 'pulso-authenticator',
          password: 'not-the-password',
        },
        inProcess,
      });
      await expect(
        client.recuperarTipoUsuarioGigya({ appId: 'pulso-portal', idGigya: 'demo-br' }),
      ).rejects.toBeInstanceOf(AuthenticatorUnavailableError);
      const right = createAuthenticatorClient({
        settings: { ...demoCredentials, url: `http://127.0.0.1:${port}/authenticator` },
        inProcess,
      });
      expect(
        await right.validarCrmComPreCadastroComEmail({
          medico: { crm: '222222', uf: 'RJ', email: 'x@example.org' },
        }),
      ).toMatchObject({ valido: false, situacao: 'SUSPENSO' });
    } finally {
      await t.close();
    }
  });
});
