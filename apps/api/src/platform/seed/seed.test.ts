import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { legalDocuments } from '../../db/schema/legal.ts';
import { apiHeaders, buildTestApp } from '../../testing/test-app.ts';
import { runSeeds, SeedError } from './run-seeds.ts';
import type { Seed } from './seed.ts';
import { listSeedRuns } from './seed-runs.repository.ts';

const mexicoTerms = and(eq(legalDocuments.country, 'mx'), eq(legalDocuments.document, 'terms'));

describe('seeding', () => {
  it('loads the seed once and keeps what was written across a restart', async () => {
    const first = await buildTestApp();
    const runs = await listSeedRuns(first.app.database.db);
    expect(runs.map((r) => r.name)).toContain('legal-documents@1');
    // What an editor (or a user) would do after the first start.
    await first.app.database.db
      .update(legalDocuments)
      .set({ title: 'Condiciones de uso (revisadas)' })
      .where(mexicoTerms);
    await first.app.database.db
      .delete(legalDocuments)
      .where(eq(legalDocuments.document, 'imprint'));
    await first.close({ keepDatabase: true });

    const second = await buildTestApp({ database: first.database });
    try {
      const terms = await second.app.inject({ url: '/api/legal/terms', headers: apiHeaders('mx') });
      expect(terms.json()).toMatchObject({ title: 'Condiciones de uso (revisadas)' });
      const imprint = await second.app.inject({
        url: '/api/legal/imprint',
        headers: apiHeaders('mx'),
      });
      expect(imprint.statusCode).toBe(404);
      expect(await listSeedRuns(second.app.database.db)).toEqual(runs);
    } finally {
      await second.close();
    }
  });

  it('skips demo seeds when SEED_DEMO is false, and rolls a failing seed back entirely', async () => {
    const t = await buildTestApp({ env: { SEED_DEMO: 'false' } });
    try {
      const db = t.app.database.db;
      const demo: Seed = {
        name: 'demo-probe@1',
        kind: 'demo',
        run: async () => {
          throw new Error('a demo seed must not run');
        },
      };
      expect(await runSeeds(db, [demo], { seedDemo: false })).toEqual([]);

      const broken: Seed = {
        name: 'broken@1',
        kind: 'reference',
        async run(tx) {
          await tx.insert(legalDocuments).values({
            country: 'mx',
            document: 'terms',
            language: 'pt-br',
            version: 'x',
            title: 'half-written',
            lastUpdated: 'x',
            sections: [],
          });
          throw new Error('disk full');
        },
      };
      await expect(runSeeds(db, [broken], { seedDemo: true })).rejects.toThrow(SeedError);
      await expect(runSeeds(db, [broken], { seedDemo: true })).rejects.toThrow(/"broken@1" failed/);
      expect((await listSeedRuns(db)).map((r) => r.name)).not.toContain('broken@1');
      const leftovers = await db
        .select({ title: legalDocuments.title })
        .from(legalDocuments)
        .where(eq(legalDocuments.title, 'half-written'));
      expect(leftovers).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
