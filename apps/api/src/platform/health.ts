import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema, readinessSchema } from '@pulso/contracts/health';
import { problemSchema } from '@pulso/contracts/problem';
import { NotReadyError } from '../errors.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { RedisAvailability } from './shared-state/redis-availability.ts';

/**
 * `/healthz` (alive) and `/readyz` (database answers and not shutting down). A Redis outage
 * leaves the process ready, said in the body: every process shares one Redis, so a 503 would
 * take them all out of the load balancer at once, for counters each keeps in memory meanwhile
 * (decision 080).
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  database: () => DatabaseHandle | undefined,
  redis?: RedisAvailability,
): void {
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/healthz',
    { logLevel: 'warn', schema: { tags: ['operations'], response: { 200: healthSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
  typed.get(
    '/readyz',
    {
      logLevel: 'warn',
      schema: { tags: ['operations'], response: { 200: readinessSchema, 503: problemSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const handle = database();
      if (shuttingDown || !handle)
        throw new NotReadyError(shuttingDown ? 'Shutting down.' : 'Starting.');
      try {
        await handle.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: the database does not answer');
        throw new NotReadyError('The database does not answer.');
      }
      if (!redis) return { status: 'ready' as const };
      return {
        status: 'ready' as const,
        redis: (await redis.check()) ? ('up' as const) : ('down' as const),
      };
    },
  );
}
