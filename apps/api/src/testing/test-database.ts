import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { databaseUrl, pgliteTemplate, postgresTemplate, testScratchDir } from './test-templates.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase {
  kind: TestDatabaseKind;
  /** The environment that points the server at this database. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** A copy of the template with the demo data (as SEED_DEMO=true leaves it); default false. */
  seedDemo?: boolean;
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

/** A data directory holding a copy of the template's database (test-templates.ts). */
async function createPgliteDatabase(seedDemo: boolean): Promise<TestDatabase> {
  const template = await pgliteTemplate(seedDemo);
  const dataDir = await mkdtemp(join(testScratchDir(), 'pulso-test-'));
  await cp(template, join(dataDir, 'pglite'), { recursive: true });
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** A new database on the TEST_DATABASE_URL server, created from the template. */
async function createPostgresDatabase(seedDemo: boolean): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('PULSO_TEST_DB=postgres needs TEST_DATABASE_URL');
  const template = await postgresTemplate(serverUrl, seedDemo);
  const name = `pulso_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const dataDir = await mkdtemp(join(testScratchDir(), 'pulso-test-'));
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(serverUrl, name) },
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
  { seedDemo = false }: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  return kind === 'postgres' ? createPostgresDatabase(seedDemo) : createPgliteDatabase(seedDemo);
}
