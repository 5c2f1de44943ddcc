import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import pg from 'pg';
import { problemSchema, serviceProblemCodes } from '@pulso/contracts/problem';
import {
  articleRequest,
  startHarness,
  until,
  type Harness,
} from '../../modules/medical-information/testing/medical-information-harness.ts';
import { testDatabaseKind } from '../../testing/test-database.ts';

const onPostgres = testDatabaseKind() === 'postgres';

const request = () => articleRequest();

/** A transaction that stops between two statements until the test lets it go on. */
function heldTransaction() {
  let reached!: () => void;
  let resume!: () => void;
  const atPause = new Promise<void>((resolve) => (reached = resolve));
  const resumed = new Promise<void>((resolve) => (resume = resolve));
  const route: FastifyPluginAsync = async (app) => {
    app.get('/testing/held-transaction', async () => {
      await app.database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        reached();
        await resumed;
        await tx.execute(sql`SELECT 1`);
      });
      return { committed: true };
    });
  };
  return { route, atPause, resume };
}

describe.skipIf(!onPostgres)(
  'the database drops its connections under load (PostgreSQL only: PGlite has no backends to terminate)',
  () => {
    let h: Harness;
    let doctor: string;
    let admin: pg.Client;
    const held = heldTransaction();

    beforeAll(async () => {
      // One doctor writes hundreds of requests here: the account's limit (10 an hour) is not what
      // this test is about.
      h = await startHarness({ MEDICAL_INFORMATION_ACCOUNT_RATE_LIMIT_MAX: '10000' }, [held.route]);
      doctor = await h.signIn('demo-br');
      admin = new pg.Client({ connectionString: h.t.config.databaseUrl });
      await admin.connect();
    });
    afterAll(async () => {
      await admin?.end();
      await h?.t.close();
    });

    /** Every other session on the test database, the server's pool and pg-boss's included. */
    const terminateBackends = () =>
      admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );

    it('answers 503 to a request whose transaction lost its connection, and serves the next', async () => {
      const answer = h.api.get('/api/testing/held-transaction', { token: doctor });
      await held.atPause;
      // The connection is checked out, idle in the transaction: its end has no query to fail.
      await terminateBackends();
      await until(
        async () =>
          (
            await admin.query(
              `SELECT 1 FROM pg_stat_activity
                WHERE datname = current_database() AND state = 'idle in transaction'`,
            )
          ).rowCount,
        (count) => count === 0,
      );
      held.resume();
      const response = await answer;
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(problemSchema.parse(response.json()).code).toBe(
        serviceProblemCodes.databaseUnavailable,
      );
      const next = await h.api.post('/api/medicalInformation', request(), { token: doctor });
      expect(next.statusCode, next.body).toBe(201);
    });

    it('fails the requests in flight with a 503, keeps serving, and loses no acknowledged write', async () => {
      const acknowledged: string[] = [];
      const statuses = new Set<number>();
      let unavailable = 0;
      // Rounds of concurrent writes, each round's backends terminated while its requests run,
      // until fifteen requests were caught mid-way (a 503) — between queries of a transaction too.
      for (let round = 0; round < 40 && unavailable < 15; round += 1) {
        const bodies = Array.from({ length: 12 }, request);
        const answers = bodies.map((body) =>
          h.api.post('/api/medicalInformation', body, { token: doctor }),
        );
        await terminateBackends();
        for (const [index, answer] of (await Promise.all(answers)).entries()) {
          statuses.add(answer.statusCode);
          if (answer.statusCode === 201) acknowledged.push(bodies[index]!.id);
          if (answer.statusCode === 503) {
            unavailable += 1;
            expect(answer.headers['content-type']).toContain('application/problem+json');
            expect(problemSchema.parse(answer.json()).code).toBe(
              serviceProblemCodes.databaseUnavailable,
            );
          }
        }
      }
      expect(unavailable).toBeGreaterThan(0);
      expect([...statuses].filter((status) => status !== 201 && status !== 503)).toEqual([]);

      // The same process answers again: ready, and a new write is acknowledged.
      await until(
        async () => (await h.t.app.inject({ method: 'GET', url: '/readyz' })).statusCode,
        (status) => status === 200,
      );
      const after = request();
      const answer = await h.api.post('/api/medicalInformation', after, { token: doctor });
      expect(answer.statusCode, answer.body).toBe(201);
      acknowledged.push(after.id);

      // Every acknowledged request is in the database.
      const { rows } = await admin.query<{ id: string }>(
        'SELECT id FROM medical_information_cases WHERE id = ANY($1)',
        [acknowledged],
      );
      const kept = new Set(rows.map((row) => row.id));
      expect(acknowledged.filter((id) => !kept.has(id))).toEqual([]);
    }, 90_000);
  },
);
