import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { localeIds, type CountryCode } from '@pulso/contracts/country';
import { DEFAULT_API_KEY, headers } from '@pulso/contracts/http';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { parseConfig, type Config } from '../config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const webDistFixture = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));

export interface TestAppOptions {
  /** More environment variables (they win over the test defaults). */
  env?: Record<string, string>;
  /** Reuse a database (e.g. to restart on it); otherwise each app gets a fresh one. */
  database?: TestDatabase;
  extraApiModules?: readonly FastifyPluginAsync[];
  /** An identity provider in front of the configured one (a test double). */
  identityProvider?: BuildAppOptions['identityProvider'];
  /** The clock of timed features (exams), for tests that move it. */
  now?: BuildAppOptions['now'];
  /** The HTTPS agent push services are called through (a test push service's CA). */
  pushAgent?: BuildAppOptions['pushAgent'];
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  /** Closes the app; drops the database unless `keepDatabase` (to build another app on it). */
  close(options?: { keepDatabase?: boolean }): Promise<void>;
}

/** Whether a server with this environment loads the demo data (the template to copy). */
function seedsDemo(env: Record<string, string>): boolean {
  try {
    return parseConfig(env).seedDemo;
  } catch {
    return false; // The configuration is refused: buildTestApp reports it.
  }
}

/**
 * The real server (buildApp) on a fresh migrated database, for app.inject: a copy of the template
 * (test-templates.ts) with or without the demo data, as the environment's SEED_DEMO says. Runs
 * on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (see test-database.ts).
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: webDistFixture, ...options.env };
  const database =
    options.database ?? (await createTestDatabase(undefined, { seedDemo: seedsDemo(env) }));
  const config = parseConfig({ ...env, ...database.env, ...options.env });
  const app = await buildApp({
    config,
    extraApiModules: options.extraApiModules,
    identityProvider: options.identityProvider,
    now: options.now,
    pushAgent: options.pushAgent,
  });
  await app.ready();
  return {
    app,
    config,
    database,
    async close({ keepDatabase = false } = {}) {
      await app.close();
      if (!keepDatabase) await database.drop();
    },
  };
}

/** Headers the web client sends for a country (spec §7), without a token. */
export function apiHeaders(country: CountryCode = 'br'): Record<string, string> {
  return { [headers.apiKey]: DEFAULT_API_KEY, [headers.localeId]: localeIds[country] };
}
