import { z } from 'zod';

/** `GET /healthz`: the process is alive. */
export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

/** `GET /readyz`: the database answers (503 problem `server.not_ready` otherwise). */
export const readinessSchema = z.object({ status: z.literal('ready') });
export type Readiness = z.infer<typeof readinessSchema>;
