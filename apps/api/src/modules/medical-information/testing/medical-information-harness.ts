import type { FastifyPluginAsync } from 'fastify';
import { newId } from '@pulso/contracts/helpers/id';
import {
  articleContentHtml,
  type MedicalInformationRequestInput,
} from '@pulso/contracts/medical-information';
import { loginResponseSchema } from '@pulso/contracts/users';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
export { until } from '../../../testing/until.ts';
import { createApiClient, type ApiClient } from '../../users/testing/api-client.ts';
import { createFakeIdentityProvider } from '../../identity/testing/fake-identity-provider.ts';

export interface Harness {
  t: TestApp;
  api: ApiClient;
  /** A session token of a demo account (`demo-br`, `medinfo-br`, …). */
  signIn(uid: string): Promise<string>;
}

/**
 * The server on a fresh database with the demo accounts (doctors and the medical-information
 * team), and sign-in by UID through a fake identity provider.
 */
export async function startHarness(
  env: Record<string, string> = {},
  extraApiModules: readonly FastifyPluginAsync[] = [],
  options: { now?: () => Date } = {},
): Promise<Harness> {
  const idp = createFakeIdentityProvider();
  const t = await buildTestApp({
    env: { MAIL_RETRY_DELAY: '1s', OMNICHANNEL_RETRY_DELAY: '1s', ...env },
    identityProvider: idp,
    extraApiModules,
    now: options.now,
  });
  const api = await createApiClient(t.app);
  const startSeconds = Math.floor(Date.now() / 1000);
  let signIns = 0;
  return {
    t,
    api,
    async signIn(uid) {
      // Each sign-in signs another second: the same signature twice would be a replay.
      signIns += 1;
      const at = new Date((startSeconds - signIns) * 1000);
      const response = await api.post('/api/users/login', idp.sign(uid, at));
      if (response.statusCode !== 200) throw new Error(`sign-in of ${uid}: ${response.body}`);
      return loginResponseSchema.parse(response.json()).token;
    },
  };
}

/** A Brazilian doctor's request for an article, with a new id. */
export const articleRequest = (overrides: Partial<MedicalInformationRequestInput> = {}) => ({
  id: newId(),
  product: 'Xarelto',
  name: 'Rafael Almeida Costa',
  email: 'demo.br@pulso.example',
  phone: '(11) 98765-4321',
  date: '2026-03-02T14:30:00.000Z',
  content: articleContentHtml({
    tituloArtigo: 'Rivaroxaban in atrial fibrillation',
    nomeRevista: 'NEJM',
    autor: 'Patel MR',
    ano: '2011',
  }),
  type: 'Artigo',
  ...overrides,
});
