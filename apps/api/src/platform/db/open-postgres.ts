import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DatabaseStartupError, type DatabaseHandle } from './database.ts';
import { markConnectionLost } from './database-unavailable.ts';
import { applyMigrations, migrationsFolder } from './migrations.ts';

/** Any fixed number: servers starting together take turns at migrating. */
const MIGRATION_LOCK = 7_261_001;

export interface OpenPostgresOptions {
  /** A connection of the pool ended on its own (backend terminated, server restarted, network). */
  onConnectionLost?: (error: Error) => void;
  /**
   * Longest a statement may run or wait for a lock (PostgreSQL's statement_timeout, set on every
   * connection of the pool; 0: none). Migrations at start are not bound by it.
   */
  statementTimeoutMs?: number;
  /** Longest a checkout waits for a free connection of the pool, or for a new one to open. */
  acquireTimeoutMs?: number;
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool whose failed checkouts count as the database being unavailable (503, not 500): pg-pool
 * gives its time-out ('timeout exceeded when trying to connect') no code, and a connection it
 * could not open is no request's fault either. Both ways in are covered: `pool.query` checks out
 * with a callback, drizzle's transactions with the promise.
 */
class ObservedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) {
      super.connect((error, client, done) => {
        if (error) markConnectionLost(error);
        callback(error, client, done);
      });
      return;
    }
    return super.connect().catch((error: unknown) => {
      markConnectionLost(error);
      throw error;
    });
  }
}

type Release = (error?: Error | boolean) => void;

/**
 * A pg client that listens to its own 'error' event for as long as it lives. pg-pool listens
 * only while a client is idle, so a backend terminated under a checked-out client (a transaction
 * in progress) emitted 'error' with no listener, which ends the process. Here the error is noted,
 * every query the client fails from then on is marked as a lost connection (503, not 500), and
 * a checked-out client is handed back to the pool at once, to be discarded.
 *
 * Handing it back is not left to its holder: drizzle's transaction does not release its client
 * when `BEGIN` itself fails (drizzle-orm 0.45, node-postgres session), and a client never
 * released keeps `pool.end()` — the server's shutdown — waiting for ever. pg-pool assigns
 * `release` at every checkout; the accessor makes it once-only, so the holder's own later
 * release is a no-op.
 */
function observedClient(onConnectionLost: (error: Error) => void): typeof pg.Client {
  return class ObservedClient extends pg.Client {
    #lost = false;
    #release: Release | undefined;

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('error', (error) => {
        this.#lost = true;
        markConnectionLost(error);
        onConnectionLost(error);
        this.release(error);
      });
    }

    get release(): Release {
      return (error) => {
        const release = this.#release;
        this.#release = undefined;
        release?.(error);
      };
    }

    /** pg-pool's checkout sets the release of this checkout. */
    set release(release: Release) {
      this.#release = release;
    }

    // Every overload of pg's query, passed through; only a promise's rejection is looked at.
    override query(...args: unknown[]): never {
      const result: unknown = (super.query as (...a: unknown[]) => unknown)(...args);
      if (!(result instanceof Promise)) return result as never;
      return result.catch((error: unknown) => {
        if (this.#lost) markConnectionLost(error);
        throw error;
      }) as never;
    }
  };
}

/**
 * node-postgres pool on DATABASE_URL, migrated under an advisory lock. No request waits on the
 * database without bound: a checkout at most `acquireTimeoutMs`, a statement (lock waits
 * included) at most `statementTimeoutMs`.
 */
export async function openPostgres(
  url: string,
  {
    onConnectionLost = () => undefined,
    statementTimeoutMs = 0,
    acquireTimeoutMs = 10_000,
  }: OpenPostgresOptions = {},
): Promise<DatabaseHandle> {
  const pool = new ObservedPool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: acquireTimeoutMs,
    // Sent at connection start: the session's default, which RESET returns to.
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
    Client: observedClient(onConnectionLost),
  });
  // Errors of idle clients reach the pool too; the client's own listener has noted them already.
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
      // Waiting for another server's migration, and a migration itself, may take longer than
      // a request's statement.
      await client.query('SET statement_timeout = 0');
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await applyMigrations(() => migrate(drizzle({ client }), { migrationsFolder }));
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      await client.query('RESET statement_timeout').catch(() => undefined);
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
