// Starts the content benchmarks' server (content-server.ts) in a child process on a fresh
// database (bench-server-process.ts): PGlite by default, or a new database on BENCH_DATABASE_URL,
// or with BENCH_CONTENT_DATABASE=<name> that database on BENCH_DATABASE_URL's server, kept from
// one run to the next: its catalogue is written on the first run only (a million items take
// minutes to write).
import { DEFAULT_API_KEY, headers } from '@pulso/contracts/http';
import { startBenchServerProcess, type BenchServerProcess } from './bench-server-process.ts';

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

export type ContentServer = BenchServerProcess<ContentServerReady>;

/** The catalogue's size: 100,000 items, or BENCH_CONTENT_ITEMS. */
export function benchContentItems(): number {
  return Number(process.env.BENCH_CONTENT_ITEMS ?? 100_000);
}

/** Starts the server with the 100,000-item catalogue (BENCH_CONTENT_ITEMS to change it). */
export function startContentServer(): Promise<ContentServer> {
  return startBenchServerProcess<ContentServerReady>({
    script: 'bench/support/content-server.ts',
    // One client address sends everything: the per-address limit must not answer 429s.
    env: { RATE_LIMIT_MAX: '1000000000' },
    // Writing the catalogue takes minutes at a million items on a busy machine.
    readyTimeoutMs: Math.max(600_000, benchContentItems() * 1.5),
    keptDatabase: process.env.BENCH_CONTENT_DATABASE,
  });
}
