import { runSeeds } from '../../../platform/seed/run-seeds.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import type { TestDatabase } from '../../../testing/test-database.ts';
import { createApiClient, type ApiClient } from '../../users/testing/api-client.ts';
import { demoSessionToken } from '../../users/testing/demo-session.ts';
import { usersDemoSeed } from '../../users/users.seed.ts';
import { storeCatalogue, type StoreCatalogueInput } from '../catalogue-store.ts';

export interface ContentTestApp extends TestApp {
  api: ApiClient;
  /** A session token of a demo account (`demo-br`, `demo-mx`, `speaker-br`, …). */
  signIn(uid: string): Promise<string>;
  /** Stores catalogue entries and banners through the catalogue store (the app's caches drop them). */
  store(input: StoreCatalogueInput): Promise<void>;
}

/**
 * The real server with the demo accounts but without the demo catalogue: each test file stores
 * the items it reasons about, so that rows, totals and pages are its own.
 */
export async function buildContentTestApp(
  env: Record<string, string> = {},
  database?: TestDatabase,
): Promise<ContentTestApp> {
  const t = await buildTestApp({
    env: { SEED_DEMO: 'false', ...env },
    ...(database ? { database } : {}),
  });
  const db = t.app.database.db;
  await runSeeds(db, [usersDemoSeed], { seedDemo: true });
  const api = await createApiClient(t.app);
  return {
    ...t,
    api,
    signIn: (uid) => demoSessionToken(db, t.config, uid),
    async store(input) {
      await storeCatalogue(db, input, { changes: t.app.catalogueChanges });
    },
  };
}
