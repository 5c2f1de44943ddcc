import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database.ts';
import { openPglite } from './open-pglite.ts';

// Always PGlite: the start template is the embedded database's.
const made: string[] = [];
const open: DatabaseHandle[] = [];

function directory(): string {
  const path = mkdtempSync(join(tmpdir(), 'pulso-start-template-test-'));
  made.push(path);
  return path;
}

async function opened(dataDir: string, startTemplate: string): Promise<DatabaseHandle> {
  const handle = await openPglite({ dataDir, startTemplate, onLockCompromised: () => undefined });
  open.push(handle);
  return handle;
}

afterEach(async () => {
  for (const handle of open.splice(0)) await handle.close();
  for (const path of made.splice(0)) rmSync(path, { recursive: true, force: true });
});

const rows = async (handle: DatabaseHandle, query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('the start template of an empty data directory', () => {
  it('starts the next empty data directory as a copy of the first one, migrated and seeded', async () => {
    const template = join(directory(), 'template');
    const first = await opened(directory(), template);
    expect(first.keepAsStartTemplate).toBeDefined();
    // What a seed wrote before the copy is kept.
    await first.db.execute(sql`CREATE TABLE seeded_here (name text)`);
    await first.db.execute(sql`INSERT INTO seeded_here VALUES ('demo')`);
    await first.keepAsStartTemplate?.();

    const second = await opened(directory(), template);
    // Made from the template: nothing to keep again.
    expect(second.keepAsStartTemplate).toBeUndefined();
    expect(await rows(second, sql`SELECT name FROM seeded_here`)).toEqual([{ name: 'demo' }]);
    const [migrations] = await rows(
      second,
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    expect(migrations?.n).toBeGreaterThan(0);
    // The copy is a database of its own: writes to it do not reach the first one.
    await second.db.execute(sql`INSERT INTO seeded_here VALUES ('second')`);
    expect(await rows(first, sql`SELECT count(*)::int AS n FROM seeded_here`)).toEqual([{ n: 1 }]);
  }, 180_000);

  it('leaves a data directory that already holds a database as it is', async () => {
    const template = join(directory(), 'template');
    const dataDir = directory();
    const first = await opened(dataDir, template);
    await first.db.execute(sql`CREATE TABLE mine (n int)`);
    await first.close();
    open.splice(0);
    const again = await opened(dataDir, template);
    expect(again.keepAsStartTemplate).toBeUndefined();
    expect(await rows(again, sql`SELECT count(*)::int AS n FROM mine`)).toEqual([{ n: 0 }]);
  }, 180_000);
});
