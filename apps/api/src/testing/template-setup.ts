import type { TestProject } from 'vitest/node';
import { testDatabaseKind } from './test-database.ts';
import { pgliteTemplate, postgresTemplate } from './test-templates.ts';

/**
 * Global setup of the integration projects (vitest.config.ts): makes the database templates of
 * the project's database before any test file starts, so that no test waits for one.
 */
export default async function setup(project: TestProject): Promise<void> {
  const forced = (project.config.env as Record<string, string> | undefined)?.PULSO_TEST_DB;
  const kind = forced === 'pglite' || forced === 'postgres' ? forced : testDatabaseKind();
  const serverUrl = process.env.TEST_DATABASE_URL;
  for (const seedDemo of [false, true]) {
    if (kind === 'pglite') await pgliteTemplate(seedDemo);
    else if (serverUrl) await postgresTemplate(serverUrl, seedDemo);
  }
}
