import type { JobQueue } from '../platform/jobs/job-queue.ts';

export interface RetryClock {
  /** How many waiting retries it moved forward so far. */
  readonly skipped: number;
  /** Stops driving, after the pass under way (call before the app closes). */
  stop(): Promise<void>;
}

export interface RetryClockOptions {
  /**
   * Also makes due a job held before its first attempt (`startAfter` at send: an article
   * request's mail waits 10 s for its details). Leave it off where the hold is under test.
   */
  held?: boolean;
  /** How often the waiting jobs are looked for. */
  everyMs?: number;
}

/**
 * Drives the clock of a queue's retries: a job that failed waits its backoff (pg-boss: the retry
 * delay, in whole seconds, doubling at each retry: 1–2 s, 2–4 s, 4–8 s… at `1s`), and each
 * waiting retry is made due now, as if that time had passed. The jobs keep the server's own
 * retry options (limit, backoff, dead letter); only the wait goes. A test about what a retry
 * does, not about how long it waits, runs in the time of its attempts rather than of the
 * backoff (docs/decisions/043-ci-time-2.md).
 */
export function driveRetryClock(
  boss: JobQueue,
  queue: string,
  { held = false, everyMs = 100 }: RetryClockOptions = {},
): RetryClock {
  let running = true;
  let skipped = 0;
  const pass = async () => {
    const due = new Date();
    for (const job of await boss.findJobs(queue)) {
      const waiting = job.state === 'retry' || (held && job.state === 'created');
      if (!waiting || job.startAfter <= due) continue;
      // Only a job still waiting (not yet taken again) is moved; its data stays as it is.
      const { updated } = await boss.update(queue, job.data as object, {
        id: job.id,
        startAfter: due,
      });
      skipped += updated;
    }
  };
  const loop = (async () => {
    while (running) {
      await pass();
      if (running) await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    get skipped() {
      return skipped;
    },
    async stop() {
      running = false;
      await loop;
    },
  };
}
