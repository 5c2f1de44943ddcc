import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { ensureQueue, jobExecutor } from './job-queue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_DEMO: 'false' } });
  await ensureQueue(t.app.jobs, 'test-jobs');
});
afterAll(() => t.close());

describe('pg-boss on the server database', () => {
  it('creates a job inside an application transaction: kept on commit, gone on rollback', async () => {
    const db = t.app.database.db;
    const committed = await db.transaction((tx) =>
      t.app.jobs.send('test-jobs', { n: 1 }, { db: jobExecutor(tx) }),
    );
    await expect(
      db.transaction(async (tx) => {
        await t.app.jobs.send('test-jobs', { n: 2 }, { db: jobExecutor(tx) });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    const queued = await t.app.jobs.findJobs<{ n: number }>('test-jobs', { queued: true });
    expect(queued.map((job) => [job.id, job.data.n])).toEqual([[committed, 1]]);
  });

  it('hands jobs to a worker, which completes them', async () => {
    const seen: number[] = [];
    await t.app.jobs.work<{ n: number }>(
      'test-jobs',
      { pollingIntervalSeconds: 0.5 },
      async ([job]) => {
        if (job) seen.push(job.data.n);
      },
    );
    const deadline = Date.now() + 10_000;
    while (seen.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await t.app.jobs.offWork('test-jobs', { wait: true });
    expect(seen).toEqual([1]);
    const [job] = await t.app.jobs.findJobs('test-jobs');
    expect(job?.state).toBe('completed');
  });
});
