// A benchmark's server in a child process (the load generator does not share its CPU) on a fresh
// database: PGlite in a temporary DATA_DIR by default, or a new database `pulso_bench_<random>`
// on the PostgreSQL server of BENCH_DATABASE_URL (created here, dropped by `close`), or a named
// database kept from one run to the next (`databaseName`: created when missing, never dropped).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, root, stop } from '../lib.ts';

export type BenchDatabaseKind = 'PGlite' | 'PostgreSQL';

interface BenchDatabase {
  kind: BenchDatabaseKind;
  url?: string;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Whether the server of `serverUrl` has a database of this name. */
async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return found.rowCount === 1;
  } finally {
    await client.end();
  }
}

/**
 * A new database on BENCH_DATABASE_URL's server (dropped after, unless BENCH_KEEP_DATABASE), or,
 * with `keptName`, that database, created when missing and kept after the run (its server finds
 * its data already written and does not write it again).
 */
export async function createBenchDatabase(keptName?: string): Promise<BenchDatabase> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { kind: 'PGlite', drop: async () => undefined };
  if (keptName !== undefined && !/^[a-z_][a-z0-9_]*$/.test(keptName)) {
    throw new Error(`${keptName}: a kept bench database's name is lower-case letters, digits, _`);
  }
  const name = keptName ?? `pulso_bench_${randomBytes(4).toString('hex')}`;
  if (!keptName || !(await databaseExists(serverUrl, name))) {
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'PostgreSQL',
    url: url.toString(),
    drop: () =>
      keptName || process.env.BENCH_KEEP_DATABASE
        ? Promise.resolve(console.log(`kept database ${name}`))
        : onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Waits for the child's ready message; fails when it exits first or takes too long. */
function readyMessage<T>(child: ReturnType<typeof fork>, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the bench server was not ready within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message as T);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bench server stopped (exit code ${code}) before it was ready`));
    });
  });
}

export interface BenchServerProcess<T> {
  kind: BenchDatabaseKind;
  baseUrl: string;
  /** What the server process told its parent once it listened (its data written). */
  ready: T;
  close(): Promise<void>;
}

/**
 * Forks `script` (a path under bench/) on BENCH_PORT or a free port, with a fresh database, and
 * waits for its ready message. `env` adds to the server's environment (e.g. a rate limit lifted:
 * one client address sends everything).
 */
export async function startBenchServerProcess<T>(options: {
  script: string;
  env: Record<string, string>;
  readyTimeoutMs: number;
  /** A PostgreSQL database kept from one run to the next (see createBenchDatabase). */
  keptDatabase?: string;
}): Promise<BenchServerProcess<T>> {
  const database = await createBenchDatabase(options.keptDatabase);
  const dataDir = mkdtempSync(join(tmpdir(), 'pulso-bench-'));
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const child = fork(join(root, options.script), [], {
    cwd: root,
    // BENCH_SERVER_NODE_OPTIONS: flags for the server only (e.g. `--cpu-prof --cpu-prof-dir=…`).
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_OPTIONS?.split(' ') ?? [])],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // The benchmark's catalogue and directory are written through the server's own database
      // connection, in statements of up to a million rows: longer than a request's 5 s
      // (decision 080), which PostgreSQL would cancel. The requests measured finish far sooner.
      DATABASE_STATEMENT_TIMEOUT: '30m',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const close = async () => {
    await stop(child);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const ready = await readyMessage<T>(child, options.readyTimeoutMs);
    return { kind: database.kind, baseUrl: `http://127.0.0.1:${port}`, ready, close };
  } catch (error) {
    await close();
    throw error;
  }
}
