// The built portal for the browser benchmarks (page-weight, lighthouse): the production server
// on a fresh data directory with the built web app, the pages to measure, and a demo sign-in.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Cookie, Page } from '@playwright/test';
import { freePort, root, startServer, stop, waitFor } from '../lib.ts';
import { startHttpsProxy, type HttpsProxy } from './https-proxy.ts';

export interface BenchPage {
  name: string;
  path: string;
  country: 'br' | 'mx';
  /** Opened signed in as the country's demo doctor. */
  signedIn?: boolean;
  /** The stricter budget of the first pages a visitor sees (landing, sign-in, legal). */
  entry?: boolean;
}

export const benchPages: BenchPage[] = [
  { name: 'landing (br)', path: '/', country: 'br', entry: true },
  { name: 'landing (mx)', path: '/', country: 'mx', entry: true },
  { name: 'sign-in (br)', path: '/signin', country: 'br', entry: true },
  { name: 'terms (mx)', path: '/condiciones-de-uso', country: 'mx', entry: true },
  { name: 'home (br, signed in)', path: '/home', country: 'br', signedIn: true },
  {
    name: 'content item (br, signed in)',
    path: '/conteudos/cardiologia-em-pauta',
    country: 'br',
    signedIn: true,
  },
  { name: 'search (br, signed in)', path: '/busca?q=cardiologia', country: 'br', signedIn: true },
];

/**
 * The pages to measure: all of them, or with `BENCH_PAGES` (comma-separated) those whose name
 * contains one of its words, e.g. `BENCH_PAGES=landing,terms`.
 */
export function selectedBenchPages(): BenchPage[] {
  const words = (process.env.BENCH_PAGES ?? '')
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  if (!words.length) return benchPages;
  const chosen = benchPages.filter((page) =>
    words.some((word) => page.name.toLowerCase().includes(word)),
  );
  if (!chosen.length) throw new Error(`BENCH_PAGES=${process.env.BENCH_PAGES} names no page`);
  return chosen;
}

/** Demo doctors the server seeds (DEMO_ACCOUNTS), one per country measured. */
const demoAccounts = { br: 'demo.br@pulso.example', mx: 'demo.mx@pulso.example' } as const;
const DEMO_PASSWORD = 'Pulso!2026';

export interface WebSite {
  /** The server's own port (plain HTTP/1.1). */
  port: number;
  /** Where the pages are opened: the server itself, or the TLS proxy in front of it. */
  origin: (country: BenchPage['country']) => string;
  /** Chromium's flags for this site (the proxy's certificate trusted). */
  chromiumFlags: string[];
  close: () => Promise<void>;
}

/**
 * Builds the web app if its sources changed (unless `WEB_DIST` names a build), then starts the
 * server on a fresh DATA_DIR; with `https`, behind a TLS proxy speaking HTTP/2 (https-proxy.ts),
 * as deployed.
 */
export async function startWebSite({ https = false } = {}): Promise<WebSite> {
  // WEB_DIST: the server serves that build (e.g. a copy kept while apps/web is being changed),
  // so apps/web is not built.
  if (!process.env.WEB_DIST)
    execFileSync('node', ['scripts/ensure-web-build.mjs'], { cwd: root, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'pulso-bench-web-'));
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const server = startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The proxy's X-Forwarded-* (https, the client's address) are believed, as in production.
    ...(https ? { TRUST_PROXY: '127.0.0.1' } : {}),
  });
  // A server that stops mid-run otherwise shows only as the browser's "connection refused".
  let closing = false;
  server.once('exit', (code, signal) => {
    if (!closing)
      console.error(`\nthe bench's server (port ${port}) stopped: ${signal ?? `exit ${code}`}`);
  });
  let proxy: HttpsProxy | undefined;
  try {
    await waitFor(`http://127.0.0.1:${port}/readyz`, 120_000);
    if (https) proxy = await startHttpsProxy(port);
  } catch (error) {
    closing = true;
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    origin: (country) =>
      proxy
        ? `https://website-${country}.localhost:${proxy.port}`
        : `http://website-${country}.localhost:${port}`,
    chromiumFlags: proxy ? [proxy.chromiumFlag] : [],
    close: async () => {
      closing = true;
      await proxy?.close();
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What a demo doctor's browser holds after signing in through the form: the session the app keeps
 * in local storage, and its cookies (the app's signed-in hint, on which the server names the first
 * page's files in <head>: decision 067), as a returning doctor's browser has them.
 */
export interface SignedInStorage {
  cookies: Cookie[];
  localStorage: { name: string; value: string }[];
}

export const signedOut: SignedInStorage = { cookies: [], localStorage: [] };

export async function signInDemo(
  browser: Browser,
  origin: string,
  country: BenchPage['country'],
): Promise<SignedInStorage> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/signin`);
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[autocomplete="username"]').fill(demoAccounts[country]);
    await dialog.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
    await dialog.locator('button[type="submit"]').click();
    await page.waitForURL(`${origin}/home`, { timeout: 30_000 });
    const state = await context.storageState();
    return {
      cookies: state.cookies,
      localStorage: state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [],
    };
  } finally {
    await context.close();
  }
}

/** How long nothing may be requested before a page counts as loaded. */
const QUIET_MS = 1500;

/**
 * Opens `url` and waits until the app has rendered and nothing more is requested for a while:
 * `networkidle` alone can come while the main script still runs (a busy CPU), before the lazy
 * chunks of the page are even asked for.
 */
export async function loadCompletely(page: Page, url: string): Promise<void> {
  let inFlight = 0;
  let lastActivity = performance.now();
  const started = () => {
    inFlight += 1;
    lastActivity = performance.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastActivity = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
    while (inFlight > 0 || performance.now() - lastActivity < QUIET_MS) {
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
