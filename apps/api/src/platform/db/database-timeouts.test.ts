import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema, serviceProblemCodes } from '@pulso/contracts/problem';
import { apiHeaders, buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKind } from '../../testing/test-database.ts';

const onPostgres = testDatabaseKind() === 'postgres';

/** What a client gets when the database did not answer in time. */
function expectUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe('1');
  expect(problemSchema.parse(response.json()).code).toBe(serviceProblemCodes.databaseUnavailable);
}

/** A statement the database cancelled, as PostgreSQL reports a statement_timeout (57014). */
const cancelledStatement: FastifyPluginAsync = async (app) => {
  app.get('/testing/cancelled-statement', async () => {
    await app.database.db.execute(
      sql.raw(`DO $$ BEGIN RAISE EXCEPTION 'canceling statement due to statement timeout'
        USING ERRCODE = 'query_canceled'; END $$`),
    );
    return { answered: true };
  });
};

describe('a database that does not answer in time answers 503 service.database_unavailable', () => {
  let t: TestApp;
  let admin: pg.Client | undefined;
  const STATEMENT_MS = 2_500;
  const ACQUIRE_MS = 500;

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        DATABASE_STATEMENT_TIMEOUT: `${STATEMENT_MS}ms`,
        DATABASE_ACQUIRE_TIMEOUT: `${ACQUIRE_MS}ms`,
        RATE_LIMIT_MAX: '10000',
      },
      extraApiModules: [cancelledStatement],
    });
    if (onPostgres) {
      admin = new pg.Client({ connectionString: t.config.databaseUrl });
      await admin.connect();
    }
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  /** GET /api/legal/terms (reads legal_documents) and how long its answer took. */
  async function terms() {
    const started = performance.now();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/legal/terms',
      headers: apiHeaders('br'),
    });
    return { response, ms: performance.now() - started };
  }

  /** Runs `during` while a second connection holds an exclusive lock on legal_documents. */
  async function withTableLocked(during: () => Promise<void>) {
    await admin!.query('BEGIN');
    try {
      await admin!.query('LOCK TABLE legal_documents IN ACCESS EXCLUSIVE MODE');
      await during();
    } finally {
      await admin!.query('ROLLBACK');
    }
  }

  it('a statement the database cancelled (statement_timeout, 57014), on either database', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/testing/cancelled-statement',
      headers: apiHeaders('br'),
    });
    expectUnavailable(response);
  });

  it.skipIf(!onPostgres)(
    'a request waiting on a lock another connection holds is cancelled after DATABASE_STATEMENT_TIMEOUT (PostgreSQL)',
    async () => {
      await withTableLocked(async () => {
        const { response, ms } = await terms();
        expectUnavailable(response);
        expect(ms).toBeGreaterThanOrEqual(STATEMENT_MS - 100);
        expect(ms).toBeLessThan(STATEMENT_MS + 2_000);
      });
      // The lock gone, the same request is answered.
      expect((await terms()).response.statusCode).toBe(200);
    },
  );

  it.skipIf(!onPostgres)(
    "with all the pool's connections busy, a request waits DATABASE_ACQUIRE_TIMEOUT for one at most (PostgreSQL)",
    async () => {
      const started = performance.now();
      let answers: Awaited<ReturnType<typeof terms>>[] = [];
      await withTableLocked(async () => {
        // Ten requests take the pool's ten connections and wait on the lock; four find none.
        answers = await Promise.all(Array.from({ length: 14 }, terms));
      });
      for (const { response } of answers) expectUnavailable(response);
      const times = answers.map(({ ms }) => ms).sort((a, b) => a - b);
      // The four without a connection were answered long before the statements' time-out.
      expect(times[3]).toBeLessThan(STATEMENT_MS - 500);
      // And nobody was held past the statements' time-out (with room for a slow machine).
      expect(performance.now() - started).toBeLessThan(STATEMENT_MS + 3_000);
      expect((await terms()).response.statusCode).toBe(200);
    },
  );
});
