import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { ensureQueue, jobExecutor } from './job-queue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_DEMO: 'false' } });
});
afterAll(() => t.close());

/** A queue no other test sends to or works on. */
async function newQueue(name: string): Promise<string> {
  await ensureQueue(t.app.jobs, name);
  return name;
}

describe('pg-boss on the server database', () => {
  it('creates a job inside an application transaction: kept on commit, gone on rollback', async () => {
    const queue = await newQueue('test-transaction-jobs');
    const db = t.app.database.db;
    const committed = await db.transaction((tx) =>
      t.app.jobs.send(queue, { n: 1 }, { db: jobExecutor(tx) }),
    );
    await expect(
      db.transaction(async (tx) => {
        await t.app.jobs.send(queue, { n: 2 }, { db: jobExecutor(tx) });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    const queued = await t.app.jobs.findJobs<{ n: number }>(queue, { queued: true });
    expect(queued.map((job) => [job.id, job.data.n])).toEqual([[committed, 1]]);
  });

  it('hands jobs to a worker, which completes them', async () => {
    const queue = await newQueue('test-worker-jobs');
    const sent = await t.app.jobs.send(queue, { n: 7 });
    expect(sent).toEqual(expect.any(String));
    const seen: number[] = [];
    await t.app.jobs.work<{ n: number }>(queue, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job) seen.push(job.data.n);
    });
    try {
      await vi.waitFor(
        async () => {
          const [job] = await t.app.jobs.findJobs(queue, { id: sent! });
          expect(job?.state).toBe('completed');
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await t.app.jobs.offWork(queue, { wait: true });
    }
    expect(seen).toEqual([7]);
  });
});
