import type { FastifyBaseLogger } from 'fastify';
import { ensureQueue, type JobQueue } from '../../platform/jobs/job-queue.ts';

/**
 * The daily expiry-alert run (decision 052) as a pg-boss job that schedules the next one: a
 * `short` queue keeps at most one waiting job per key, so every server start may ask for
 * tomorrow's run (`daily`) and only one waits. `now` runs at once (tests, an operator).
 */
export const EXPIRY_ALERT_QUEUE = 'backoffice-expiry-alerts';
/** When the daily run starts (UTC): early morning in every portal country. */
const RUN_HOUR_UTC = 9;

export interface ExpiryAlertJob {
  kind: 'daily' | 'now';
}

/** The next daily run after `from`. */
export function nextDailyRun(from: Date): Date {
  const next = new Date(
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), RUN_HOUR_UTC),
  );
  if (next <= from) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

async function scheduleDaily(boss: JobQueue): Promise<void> {
  await boss.send(EXPIRY_ALERT_QUEUE, { kind: 'daily' } satisfies ExpiryAlertJob, {
    singletonKey: 'daily',
    startAfter: nextDailyRun(new Date()),
  });
}

/** Asks for a run now (beside the daily one). */
export async function requestExpiryAlertRun(boss: JobQueue): Promise<string | null> {
  return boss.send(EXPIRY_ALERT_QUEUE, { kind: 'now' } satisfies ExpiryAlertJob, {
    singletonKey: 'now',
  });
}

export async function startExpiryAlertWorker(
  boss: JobQueue,
  run: () => Promise<number>,
  log: FastifyBaseLogger,
): Promise<void> {
  await ensureQueue(boss, EXPIRY_ALERT_QUEUE, {
    policy: 'short',
    retryLimit: 3,
    retryDelay: 300,
    retentionSeconds: 7 * 86_400,
  });
  await scheduleDaily(boss);
  await boss.work<ExpiryAlertJob>(
    EXPIRY_ALERT_QUEUE,
    { pollingIntervalSeconds: 5, batchSize: 1 },
    async ([job]) => {
      if (!job) return;
      // Tomorrow's run is asked for first: a run that fails (and is retried) does not stop it.
      if (job.data.kind === 'daily') await scheduleDaily(boss);
      const queued = await run();
      log.info({ job: job.id, kind: job.data.kind, queued }, 'content expiry alerts');
    },
  );
}
