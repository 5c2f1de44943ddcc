import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DatabaseStartupError, type DatabaseHandle } from './database.ts';
import { applyMigrations, migrationsFolder } from './migrations.ts';

/** Any fixed number: servers starting together take turns at migrating. */
const MIGRATION_LOCK = 7_261_001;

/** node-postgres pool on DATABASE_URL, migrated under an advisory lock. */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  try {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw new DatabaseStartupError(
        `Could not connect to PostgreSQL at DATABASE_URL (${error instanceof Error ? error.message : String(error)}).`,
        { cause: error },
      );
    }
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await applyMigrations(() => migrate(drizzle({ client }), { migrationsFolder }));
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    db: drizzle({ client: pool }),
    driver: 'postgres',
    async ping() {
      await pool.query('SELECT 1');
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
