import { existsSync } from 'node:fs';
import { truncate, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { runTypeScript, startServer, waitFor, type Child } from '../../testing/child-process.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { DatabaseStartupError } from './database.ts';
import { openDatabase } from './open-database.ts';

// These tests are about the embedded database itself, so they run on PGlite whatever
// TEST_DATABASE_URL says.
const children: Child[] = [];
const databases: TestDatabase[] = [];

async function pgliteDataDir(): Promise<string> {
  const database = await createTestDatabase('pglite', { seedDemo: true });
  databases.push(database);
  return database.env.DATA_DIR;
}

function track<T extends Child>(child: T): T {
  children.push(child);
  return child;
}

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.process.exitCode === null && child.process.signalCode === null)
      child.process.kill('SIGKILL');
    await child.exited;
  }
  for (const database of databases.splice(0)) await database.drop();
});

const noLockHandler = { onLockCompromised: () => undefined };

describe('one process per data directory', () => {
  it('refuses a second server on the same data directory, naming the process that holds it', async () => {
    const dataDir = await pgliteDataDir();
    const first = track(await startServer({ DATA_DIR: dataDir }));
    const second = track(runTypeScript('apps/api/src/main.ts', { DATA_DIR: dataDir, PORT: '0' }));
    const { code } = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(`in use by process ${first.process.pid}`);
    expect(second.output()).toContain('DATA_DIR');
    await expect(openDatabase({ dataDir, databaseUrl: undefined }, noLockHandler)).rejects.toThrow(
      DatabaseStartupError,
    );
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
  }, 120_000);

  it('takes over the lock of a server that was killed, without waiting', async () => {
    const dataDir = await pgliteDataDir();
    const killed = track(await startServer({ DATA_DIR: dataDir }));
    killed.process.kill('SIGKILL');
    await killed.exited;
    // The lock as fresh as can be for the next ten minutes: proper-lockfile's staleness rule
    // (30 s without a refresh) cannot be what lets the next server in, however slow its start.
    const tenMinutesOn = new Date(Date.now() + 10 * 60_000);
    await utimes(join(dataDir, 'pglite.lock'), tenMinutesOn, tenMinutesOn);
    const next = track(await startServer({ DATA_DIR: dataDir }));
    expect((await fetch(`${next.url}/readyz`)).status).toBe(200);
  }, 120_000);
});

describe('hard stops', () => {
  it('recovers after kill -9 during writes: committed transactions are kept whole', async () => {
    const dataDir = await pgliteDataDir();
    const writer = track(
      runTypeScript('apps/api/src/testing/write-until-killed.ts', { DATA_DIR: dataDir }),
    );
    const committedBatches = () =>
      Number(/committed (\d+)\n(?![\s\S]*committed)/.exec(writer.output())?.[1] ?? 0);
    await waitFor(() => committedBatches() >= 40, 'the writer to commit', 90_000);
    writer.process.kill('SIGKILL');
    await writer.exited;
    const acknowledged = committedBatches();

    const server = track(await startServer({ DATA_DIR: dataDir }));
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    server.process.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(server.output()).toContain('database closed');

    const handle = await openDatabase({ dataDir, databaseUrl: undefined }, noLockHandler);
    try {
      const result = await handle.db.execute<{
        rows: number;
        batches: number;
        partial: number;
      }>(sql`
        SELECT count(*)::int AS rows, count(DISTINCT batch)::int AS batches,
               count(*) FILTER (WHERE batch IN (SELECT batch FROM crash_probe GROUP BY batch HAVING count(*) <> 5))::int AS partial
        FROM crash_probe`);
      const [counts] = (
        result as unknown as { rows: { rows: number; batches: number; partial: number }[] }
      ).rows;
      expect(counts?.partial).toBe(0);
      expect(counts?.batches).toBeGreaterThanOrEqual(acknowledged);
      expect(counts?.rows).toBe((counts?.batches ?? 0) * 5);
    } finally {
      await handle.close();
    }
  }, 180_000);

  it('stops with a message saying what to do when the directory is damaged beyond recovery', async () => {
    const dataDir = await pgliteDataDir();
    const control = join(dataDir, 'pglite', 'global', 'pg_control');
    await truncate(control, 0);
    const server = track(runTypeScript('apps/api/src/main.ts', { DATA_DIR: dataDir, PORT: '0' }));
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toContain('could not be opened');
    expect(server.output()).toContain('README "Backups"');
    // The failed start released its lock: after a restore, the next start is not refused.
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    expect(existsSync(join(dataDir, 'pglite.lock.owner.json'))).toBe(false);
  }, 120_000);
});
