import { z } from 'zod';

/** `GET /healthz`: the process is alive. */
export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

/**
 * `GET /readyz`: the database answers (503 problem `server.not_ready` otherwise). With REDIS_URL,
 * `redis` says whether Redis is in use (`up`) or in an outage (`down`: the process serves with
 * its own counters, so it stays ready; docs/decisions/080).
 */
export const readinessSchema = z.object({
  status: z.literal('ready'),
  redis: z.enum(['up', 'down']).optional(),
});
export type Readiness = z.infer<typeof readinessSchema>;
