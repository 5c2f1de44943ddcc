import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import {
  PgBoss,
  fromDrizzle,
  fromPglite,
  getConstructionPlans,
  type Db,
  type Queue,
} from 'pg-boss';
import type { DatabaseHandle, Queryable } from '../db/database.ts';

/**
 * pg-boss on the server's own database (ARCHITECTURE.md "Data"): on PostgreSQL with a small pool
 * of its own, on PGlite through the one in-process connection (pg-boss's `pglite` backend). Its
 * tables live in the `pgboss` schema, which pg-boss creates and migrates itself at start.
 */
export type JobQueue = PgBoss;

export interface StartJobQueueOptions {
  /** Set on PostgreSQL (DATABASE_URL); absent on PGlite. */
  databaseUrl: string | undefined;
  /**
   * JOBS_MONITOR_INTERVAL: how often pg-boss fails the jobs whose heartbeat stopped (a worker in
   * a process that died) or that expired, so that they are retried (decision 081).
   */
  monitorIntervalMs: number;
  onError(error: Error): void;
}

/** The PGlite client behind the drizzle instance (drizzle keeps it as `$client`). */
function pgliteClientOf(handle: DatabaseHandle): PGlite {
  const client = (handle.db as unknown as { $client?: PGlite }).$client;
  if (!client || typeof client.exec !== 'function')
    throw new Error('The embedded database does not expose its PGlite client.');
  return client;
}

/**
 * Creates pg-boss's tables in a new PGlite database, as its start would (the same statements).
 * The start template (pglite-start-template.ts) gets them this way: pg-boss creating its schema
 * takes seconds on PGlite, on every start from a template without it.
 */
export async function installJobQueueSchema(handle: DatabaseHandle): Promise<void> {
  await pgliteClientOf(handle).exec(getConstructionPlans(undefined, { backend: 'pglite' }));
}

export async function startJobQueue(
  handle: DatabaseHandle,
  { databaseUrl, monitorIntervalMs, onError }: StartJobQueueOptions,
): Promise<JobQueue> {
  // pg-boss looks at the jobs in a supervision pass (at most once per monitor interval): both
  // every few seconds rather than every minute, one process at a time (its claim on the queue).
  const monitorSeconds = Math.max(1, Math.round(monitorIntervalMs / 1000));
  const common = {
    application_name: 'pulso-jobs',
    // No cron schedules: nothing here is periodic yet.
    schedule: false,
    superviseIntervalSeconds: monitorSeconds,
    monitorIntervalSeconds: monitorSeconds,
  } as const;
  const boss =
    handle.driver === 'pglite'
      ? new PgBoss({ ...common, backend: 'pglite', db: fromPglite(pgliteClientOf(handle)) })
      : new PgBoss({ ...common, connectionString: databaseUrl, max: 4 });
  boss.on('error', onError);
  await boss.start();
  return boss;
}

/**
 * Creates a queue when it is missing, then reads it once through pg-boss's queue cache. The
 * cache matters on PGlite: a `send` inside an application transaction must not need a query on
 * pg-boss's own connection, which would wait for that very transaction to end.
 */
export async function ensureQueue(
  boss: JobQueue,
  name: string,
  options: Omit<Queue, 'name'> = {},
): Promise<void> {
  await boss.createQueue(name, options);
  await boss.findJobs(name, { id: '00000000-0000-0000-0000-000000000000' });
}

/**
 * The executor that makes a pg-boss call (send) part of a drizzle transaction: the job exists
 * if and only if the transaction commits.
 */
export function jobExecutor(tx: Queryable): Db {
  // drizzle types the result of a raw `execute` as unknown; both drivers answer `{ rows }`.
  const executor = { execute: (query: unknown) => tx.execute(query as SQL) as Promise<QueryRows> };
  return fromDrizzle(executor, sql);
}

interface QueryRows {
  rows: Record<string, unknown>[];
}
