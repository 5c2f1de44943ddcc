// Starts the load benchmark's server (load-server.ts) in a child process on a fresh database
// (bench-server-process.ts): PGlite by default, or a new database on BENCH_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { countryCodes, type CountryCode } from '@pulso/contracts/country';
import { startBenchServerProcess, type BenchServerProcess } from './bench-server-process.ts';
import type { LoadDoctor } from './load-doctors.ts';

/** A read that does nothing (the anti-forgery cookies of a first read). */
export const HELLO_PATH = '/api/bench/hello';

/** The server's memory after a full garbage collection (GET, signed in). */
export const MEMORY_PATH = '/api/bench/memory';

export interface ServerMemory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

/** What the server process tells its parent once it listens. */
export interface LoadServerReady {
  port: number;
  items: number;
  listings: number;
  seedMs: number;
  doctors: LoadDoctor[];
  /** Content items a doctor of each country opens (checked: each answered 200). */
  contentIds: Partial<Record<CountryCode, string[]>>;
}

export type LoadServer = BenchServerProcess<LoadServerReady>;

/**
 * Starts the server with the demo data, BENCH_CONTENT_ITEMS items (100,000), BENCH_DOCFINDER_LISTINGS
 * listings (100,000) and `doctors` doctors.
 */
export function startLoadServer(doctors: number): Promise<LoadServer> {
  const items = Number(process.env.BENCH_CONTENT_ITEMS ?? 100_000);
  const listings = Number(process.env.BENCH_DOCFINDER_LISTINGS ?? 100_000);
  return startBenchServerProcess<LoadServerReady>({
    script: 'bench/support/load-server.ts',
    env: {
      // Production, as deployed (React's production build renders the pages), with what it
      // refuses to guess given explicitly, as the end-to-end rig does (playwright.config.ts).
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      SEED_DEMO_FORCE: 'true',
      AUTHENTICATOR_PASSWORD: randomBytes(24).toString('base64url'),
      CONTENT_TOKEN_SECRET: randomBytes(32).toString('base64'),
      PUBLIC_HOSTS: countryCodes.map((code) => `website-${code}.localhost=${code}`).join(','),
      // The bench is the proxy in front of the server: each doctor's own address comes in
      // X-Forwarded-For, so the per-address limits count per doctor, as they would in production.
      TRUST_PROXY: 'true',
      BENCH_LOAD_DOCTORS: String(doctors),
    },
    readyTimeoutMs: Math.max(900_000, (items + listings) * 3),
  });
}
