import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import { NotFoundError } from '../errors.ts';
import { registerAccountLimits } from './account-limit.ts';
import { apiKeyHook } from './api-key.ts';
import { registerRateLimit } from './rate-limit.ts';
import { requestCountryHook } from './request-country.ts';
import { xsrfHook } from './xsrf.ts';

export interface ApiScopeOptions {
  config: Config;
  /** Feature routes, registered under /api. */
  modules: readonly FastifyPluginAsync[];
}

/**
 * Everything under /api, in Outline's order: rate limit → API key → country → anti-forgery →
 * validation (route schemas) → handler. Unknown /api paths answer a 404 problem, never the SPA.
 */
export async function apiScope(
  api: FastifyInstance,
  { config, modules }: ApiScopeOptions,
): Promise<void> {
  await registerRateLimit(api, config.rateLimit);
  registerAccountLimits(api, config.accountLimits);
  api.addHook('onRequest', apiKeyHook(config.apiKey));
  api.addHook('onRequest', requestCountryHook(config.publicHosts));
  api.addHook('onRequest', xsrfHook(api));
  // API answers are personal (a session, an identity, a token link) or cheap: no cache keeps
  // them, unless a route says otherwise.
  api.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  for (const module of modules) await api.register(module);
  const notFound = async () => {
    throw new NotFoundError();
  };
  api.all('/', { schema: { hide: true } }, notFound);
  api.all('/*', { schema: { hide: true } }, notFound);
}
