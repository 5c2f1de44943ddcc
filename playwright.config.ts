import { defineConfig } from '@playwright/test';
import { countryCodes } from '@pulso/contracts/country';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3200);
// Workers re-read this file: the first evaluation picks the directory, the others inherit it.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'pulso-e2e-')));
// The server and the journeys' `npm run content:token` sign public content links with one secret.
const contentTokenSecret = (process.env.CONTENT_TOKEN_SECRET ??=
  randomBytes(32).toString('base64'));

export default defineConfig({
  testDir: 'e2e',
  // One spec file at a time by default (E2E_WORKERS=2 runs two against the one server). Two
  // workers on a 2-core machine were slower, not faster, and ran out of the two free Brazilian
  // CRMs (a retry holds a third): see docs/decisions/042-ci-time.md.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI === 'true' ? 1 : 0,
  // A journey takes up to ~30 s on a quiet 2-core machine and twice that on a slower one beside
  // the Vitest run (measured 2026-11-27, decision 061); each step still waits at most 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    // Every new context would install the service worker and download its precache (~400 KB)
    // beside the journey; only e2e/installable.spec.ts, about the worker itself, allows it.
    serviceWorkers: 'block',
  },
  webServer: {
    // What ships, started as `npm start` starts it: the server bundle (apps/api/dist/server/) and
    // the web app's build, both built by scripts/e2e.mjs beforehand (`npm run build`'s step;
    // start.mjs builds again only what a source changed since).
    command: 'node scripts/start.mjs',
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    // Its first start creates, migrates and seeds the database (about 12 s on an idle 2-core
    // machine); beside the Vitest run's workers and their own servers it can take several times
    // that, and a start that runs out of time fails the whole suite before any journey.
    timeout: 300_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Production, as deployed, with what it refuses to guess given explicitly: the journeys
      // sign the demo accounts in (forced demo data: the server warns), and the secrets are set.
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      SEED_DEMO_FORCE: 'true',
      AUTHENTICATOR_PASSWORD: randomBytes(24).toString('base64url'),
      LOG_LEVEL: 'warn',
      // Mail goes to the SMTP peer that scripts/e2e.mjs starts (empty: kept unsent).
      SMTP_URL: process.env.SMTP_URL ?? '',
      MAIL_RETRY_DELAY: '1s',
      CONTENT_TOKEN_SECRET: contentTokenSecret,
      // Production refuses to start without a public host for every country (decision 069): the
      // journeys' own sites, http://website-XX.localhost:<port> (a loopback name is http).
      PUBLIC_HOSTS: countryCodes
        .map((code) => `website-${code}.localhost:${port}=${code}`)
        .join(','),
      // POST /__testing/events: events opening seconds ahead (events-opening.spec.ts). Refused in
      // production unless SEED_DEMO_FORCE, as here: this is a test rig.
      EVENTS_TEST_FIXTURES: 'true',
      // Journeys sign the demo accounts in many times from one address.
      IDP_RATE_LIMIT_MAX: '10000',
      IDP_ACCOUNT_RATE_LIMIT_MAX: '10000',
      // The journeys share a few demo accounts: per-account limits (decision 071) would add up.
      MEDICAL_INFORMATION_ACCOUNT_RATE_LIMIT_MAX: '10000',
      ACCOUNT_WRITE_RATE_LIMIT_MAX: '10000',
      ACCOUNT_SENSITIVE_RATE_LIMIT_MAX: '10000',
      RATE_LIMIT_MAX: '100000',
      // Mexico's host has a tag-manager container (e2e/consent.spec.ts intercepts its loader).
      ANALYTICS_ID_MX: 'GTM-E2EMX',
    },
  },
});
