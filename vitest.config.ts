import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const integration = {
  include: ['apps/api/src/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // The database templates every test database copies are made before the first file starts.
  globalSetup: ['apps/api/src/testing/template-setup.ts'],
  // The files of a worker run one after the other in one process, sharing its loaded modules:
  // each file builds its own app on its own database (testing/test-app.ts) and keeps no state
  // in modules, so a fresh process per file only cost the import of the whole server each time
  // (a third of the suite's CPU). See docs/decisions/042-ci-time.md.
  isolate: false,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/contracts/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          // The Zoom frame's script (apps/meeting-frame) runs in a browser page too.
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/meeting-frame/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'apps/web/src/**/*.ssr.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/fresh-modules.ts', 'apps/web/src/testing/setup.ts'],
          // `npm test` runs these beside the integration suites on every core: a screen's first
          // render can take seconds then. The tests wait on conditions; this only bounds them
          // (a form test of 3 s alone took 24 s in a clean-clone run on a slow machine).
          testTimeout: 60_000,
          // One window and one load of the packages per worker, not per file; each file gets
          // the app's modules afresh and an empty document (testing/fresh-modules.ts, setup.ts).
          isolate: false,
        },
      },
      {
        // The web app's server render, in Node as the API runs it (no window, no document).
        plugins: [react()],
        test: {
          name: 'web-ssr',
          include: ['apps/web/src/**/*.ssr.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      // On PGlite, or on PostgreSQL when TEST_DATABASE_URL (or PULSO_TEST_DB=postgres) says so.
      { test: { name: 'integration', ...integration } },
      // The same suite on PostgreSQL, beside the one on PGlite in one run (`npm test`); the files
      // about the embedded database itself run on PGlite whatever the project, so only there.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'integration-postgres',
                ...integration,
                exclude: [...configDefaults.exclude, 'apps/api/src/platform/db/pglite-*.test.ts'],
                env: { PULSO_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
