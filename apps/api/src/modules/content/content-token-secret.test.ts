import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { userAccessResponseSchema } from '@pulso/contracts/public-access';
import { createTestDatabase, testDatabaseKind } from '../../testing/test-database.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createApiClient } from '../users/testing/api-client.ts';
import { storeCatalogue } from './catalogue-store.ts';
import { issueContentToken, loadContentTokenSecret } from './content-token.ts';
import { fixtureEntry } from './testing/content-fixtures.ts';

const apps: TestApp[] = [];
const dirs: string[] = [];
afterEach(async () => {
  // The first app drops the shared database; the others only close.
  for (const [index, app] of apps.splice(0).entries()) await app.close({ keepDatabase: index > 0 });
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

const ITEM = 'br-token-item';

/** A link to ITEM signed with the secret `signer` uses (no CONTENT_TOKEN_SECRET is set). */
async function linkOf(signer: TestApp): Promise<string> {
  const secret = await loadContentTokenSecret(signer.app.database.db, signer.config);
  const { token } = await issueContentToken(secret, {
    contentId: ITEM,
    country: 'br',
    validForSeconds: 3600,
  });
  return token;
}

async function opens(server: TestApp, token: string): Promise<number> {
  const api = await createApiClient(server.app);
  const response = await api.get(`/api/public/userAccess?contentId=${ITEM}&token=${token}`, {
    country: 'br',
  });
  if (response.statusCode === 200) userAccessResponseSchema.parse(response.json());
  return response.statusCode;
}

describe('the generated content-token secret', () => {
  it.skipIf(testDatabaseKind() !== 'postgres')(
    'is shared by two servers on one database with their own DATA_DIRs (PostgreSQL only: a PGlite database has one process)',
    async () => {
      const first = await buildTestApp({ env: { SEED_DEMO: 'false' } });
      apps.push(first);
      await storeCatalogue(first.app.database.db, { entries: [fixtureEntry({ id: ITEM })] });
      const otherDataDir = await mkdtemp(join(tmpdir(), 'pulso-test-'));
      dirs.push(otherDataDir);
      const second = await buildTestApp({
        env: { SEED_DEMO: 'false' },
        database: { ...first.database, env: { ...first.database.env, DATA_DIR: otherDataDir } },
      });
      apps.push(second);
      expect(second.config.dataDir).not.toBe(first.config.dataDir);

      expect(await opens(second, await linkOf(first))).toBe(200);
      expect(await opens(first, await linkOf(second))).toBe(200);
    },
  );

  it('carries a secret an older version kept in DATA_DIR into the database', async () => {
    const database = await createTestDatabase();
    const legacy = randomBytes(32);
    await writeFile(join(database.env.DATA_DIR, 'content-token.secret'), legacy.toString('base64'));
    const server = await buildTestApp({ env: { SEED_DEMO: 'false' }, database });
    apps.push(server);
    await storeCatalogue(server.app.database.db, { entries: [fixtureEntry({ id: ITEM })] });
    const { token } = await issueContentToken(legacy, {
      contentId: ITEM,
      country: 'br',
      validForSeconds: 3600,
    });
    expect(await opens(server, token)).toBe(200);
    expect(
      Buffer.from(await loadContentTokenSecret(server.app.database.db, server.config)),
    ).toEqual(legacy);
  });
});
