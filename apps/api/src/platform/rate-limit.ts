import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { RateLimitedError } from '../errors.ts';

/**
 * Per client address, on every route of the scope it is registered in (/api). The store is in
 * memory: past one process it moves to Redis (ARCHITECTURE.md "Operations").
 */
export async function registerRateLimit(
  scope: FastifyInstance,
  limits: Config['rateLimit'],
): Promise<void> {
  await scope.register(rateLimit, {
    global: true,
    max: limits.max,
    timeWindow: limits.windowMs,
    errorResponseBuilder: (_request, context) => new RateLimitedError(`Retry in ${context.after}.`),
  });
}
