import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../platform/db/open-pglite.ts';
import { migratedTemplate } from './pglite-template.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase {
  kind: TestDatabaseKind;
  /** The environment that points the server at this database. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  drop(): Promise<void>;
}

/**
 * Which database the integration suite runs on: PostgreSQL when TEST_DATABASE_URL is set (or
 * PULSO_TEST_DB=postgres), else PGlite. `npm test` runs the suite once for each.
 */
export function testDatabaseKind(): TestDatabaseKind {
  const forced = process.env.PULSO_TEST_DB;
  if (forced === 'pglite' || forced === 'postgres') return forced;
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

/** A data directory holding a copy of the migrated template. */
async function createPgliteDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pulso-test-'));
  const client = await PGlite.create({
    dataDir: join(dataDir, 'pglite'),
    loadDataDir: await migratedTemplate(),
    extensions: pgliteExtensions,
  });
  await client.close();
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** A new, empty database on the TEST_DATABASE_URL server (the server migrates it at start). */
async function createPostgresDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('PULSO_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `pulso_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'pulso-test-'));
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function createTestDatabase(
  kind: TestDatabaseKind = testDatabaseKind(),
): Promise<TestDatabase> {
  return kind === 'postgres' ? createPostgresDatabase() : createPgliteDatabase();
}
