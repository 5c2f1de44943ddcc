import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { RateLimitedError } from '../errors.ts';

/**
 * Where @fastify/rate-limit keeps its counts: Redis when REDIS_URL is set (every process shares
 * them; a Redis outage lets requests through rather than failing them), memory otherwise.
 */
export function rateLimitStore(
  scope: FastifyInstance,
  nameSpace: string,
): Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'skipOnError'> {
  return scope.redis ? { redis: scope.redis, nameSpace, skipOnError: true } : {};
}

/** Per client address, on every route of the scope it is registered in (/api, /authenticator). */
export async function registerRateLimit(
  scope: FastifyInstance,
  limits: Config['rateLimit'],
): Promise<void> {
  await scope.register(rateLimit, {
    global: true,
    max: limits.max,
    timeWindow: limits.windowMs,
    ...rateLimitStore(scope, `rate-limit:${scope.prefix}:`),
    errorResponseBuilder: (_request, context) => new RateLimitedError(`Retry in ${context.after}.`),
  });
}
