// Starts the content benchmarks' server (content-server.ts) in a child process on a fresh
// database: PGlite in a temporary DATA_DIR by default, or a new database `pulso_bench_<random>`
// on the PostgreSQL server of BENCH_DATABASE_URL (created here, dropped by `close`).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DEFAULT_API_KEY, headers } from '@pulso/contracts/http';
import { freePort, root, stop } from '../lib.ts';

export const BARE_PATH = '/api/bench/bare';
export const HOME_PATH = '/api/clusters/home';

/** What the server process tells its parent once it listens. */
export interface ContentServerReady {
  port: number;
  /** Session tokens: a Brazilian doctor (Portuguese items) and a Mexican one (Spanish items). */
  tokens: { br: string; mx: string };
  items: number;
  seedMs: number;
  homeBytes: number;
  homeRows: string[];
}

/** The headers of a signed-in web client (spec §7). */
export function apiRequestHeaders(token: string): Record<string, string> {
  return { [headers.apiKey]: DEFAULT_API_KEY, [headers.authorization]: `Bearer ${token}` };
}

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

export async function createBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { kind: 'PGlite', drop: async () => undefined };
  const name = `pulso_bench_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'PostgreSQL',
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface ContentServer {
  kind: BenchDatabaseKind;
  baseUrl: string;
  ready: ContentServerReady;
  close(): Promise<void>;
}

/** Waits for the child's ready message; fails when it exits first or takes too long. */
function readyMessage(
  child: ReturnType<typeof fork>,
  timeoutMs: number,
): Promise<ContentServerReady> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the bench server was not ready within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message as ContentServerReady);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bench server stopped (exit code ${code}) before it was ready`));
    });
  });
}

/** The catalogue's size: 100,000 items, or BENCH_CONTENT_ITEMS. */
export function benchContentItems(): number {
  return Number(process.env.BENCH_CONTENT_ITEMS ?? 100_000);
}

/** Starts the server with the 100,000-item catalogue (BENCH_CONTENT_ITEMS to change it). */
export async function startContentServer(): Promise<ContentServer> {
  const database = await createBenchDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'pulso-bench-content-'));
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const child = fork(join(root, 'bench/support/content-server.ts'), [], {
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
      // One client address sends everything: the per-address limit must not answer 429s.
      RATE_LIMIT_MAX: '1000000000',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const close = async () => {
    await stop(child);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Writing the catalogue takes minutes at a million items on a busy machine.
    const ready = await readyMessage(child, Math.max(600_000, benchContentItems() * 1.5));
    return { kind: database.kind, baseUrl: `http://127.0.0.1:${port}`, ready, close };
  } catch (error) {
    await close();
    throw error;
  }
}
