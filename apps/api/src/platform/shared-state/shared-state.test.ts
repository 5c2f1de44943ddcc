import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ChildServer } from '../../testing/child-process.ts';
import { apiHeaders, buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  createTestDatabase,
  testDatabaseKind,
  type TestDatabase,
} from '../../testing/test-database.ts';
import { memoryCounterStore } from './counter-store.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers; CI has one, so there a missing Redis fails the suite. */
async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const reachable = await redisAnswers();
if (!reachable && process.env.CI === 'true')
  throw new Error(`CI needs Redis at ${redisUrl} (TEST_REDIS_URL) for the shared-state tests`);
if (!reachable)
  console.warn(
    `Skipping the REDIS_URL tests: no Redis answers at ${redisUrl} (set TEST_REDIS_URL).`,
  );

describe.skipIf(!reachable)('two processes with REDIS_URL share one truth', () => {
  // Two app instances, each with its own memory, as two processes would be: on PostgreSQL they
  // share one database; PGlite is one process's database, so there each has its own.
  let first: TestApp;
  let second: TestApp;
  // Parallel test files must not count each other's calls.
  const prefix = `pulso-test:${randomUUID()}:`;
  const env = {
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    RATE_LIMIT_MAX: '3',
    IDP_RATE_LIMIT_MAX: '6',
  };

  beforeAll(async () => {
    first = await buildTestApp({ env });
    second = await buildTestApp({
      env,
      database: first.database.kind === 'postgres' ? first.database : undefined,
    });
  });
  afterAll(async () => {
    await second?.close({ keepDatabase: first?.database.kind === 'postgres' });
    await first?.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts the /api rate limit of an address across processes', async () => {
    const get = (t: TestApp) =>
      t.app.inject({
        method: 'GET',
        url: '/api/legal/terms',
        headers: apiHeaders('br'),
        remoteAddress: '10.9.0.1',
      });
    expect((await get(first)).statusCode).toBe(200);
    expect((await get(first)).statusCode).toBe(200);
    expect((await get(second)).statusCode).toBe(200);
    const refused = await get(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'request.rate_limited' });
  });

  it('counts the /idp rate limit of an address across processes', async () => {
    const init = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/idp/accounts.initRegistration',
        payload: { apiKey: 'pulso-br' },
        remoteAddress: '10.9.0.2',
      });
    for (let call = 0; call < 6; call += 1) {
      expect((await init(call % 2 === 0 ? first : second)).json().errorCode).toBe(0);
    }
    expect((await init(second)).json().errorCode).toBe(403048);
  });

  it("counts an account's failed logins across processes", async () => {
    const login = (t: TestApp, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/idp/accounts.login',
        payload: { apiKey: 'pulso-br', loginID: 'demo.br@pulso.example', password },
        remoteAddress: '10.9.1.1',
      });
    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const t = attempt % 2 === 0 ? first : second;
      answers.push((await login(t, `Wrong-pass-${attempt}`)).json().errorCode);
    }
    expect(answers).toEqual([403042, 403042, 403042, 403042, 403042]);
    // Three failures were counted by the first process and two by the second: the pair is locked.
    expect((await login(second, 'Pulso!2026')).json().errorCode).toBe(403120);
  });
});

describe.skipIf(!reachable || testDatabaseKind() !== 'postgres')(
  'two server processes on one PostgreSQL database with REDIS_URL (PostgreSQL only)',
  () => {
    let database: TestDatabase;
    const servers: ChildServer[] = [];
    const prefix = `pulso-test:${randomUUID()}:`;

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      const env = {
        ...database.env,
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: prefix,
        RATE_LIMIT_MAX: '3',
        LOG_LEVEL: 'warn',
      };
      // One after the other: the first migrates and seeds, the second finds it done.
      servers.push(await startServer(env));
      servers.push(await startServer(env));
    }, 120_000);
    afterAll(async () => {
      for (const server of servers) {
        server.process.kill('SIGTERM');
        await server.exited;
      }
      await database?.drop();
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }, 60_000);

    it('refuses on the second process what the first already counted', async () => {
      const [first, second] = servers as [ChildServer, ChildServer];
      const get = (server: ChildServer) =>
        fetch(`${server.url}/api/legal/terms`, { headers: apiHeaders('br') });
      expect((await get(first)).status).toBe(200);
      expect((await get(first)).status).toBe(200);
      expect((await get(second)).status).toBe(200);
      const refused = await get(second);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 'request.rate_limited' });
    });
  },
);

describe('counters in memory (no REDIS_URL)', () => {
  it('live ttl after their last hit, and are gone after it', async () => {
    let now = 0;
    const store = memoryCounterStore(() => now);
    expect(await store.hit('a', 1_000)).toBe(1);
    now = 900;
    expect(await store.hit('a', 1_000)).toBe(2);
    now = 1_800;
    expect(await store.read('a')).toEqual({ count: 2, ttlMs: 100 });
    now = 1_900;
    expect(await store.read('a')).toBeUndefined();
    expect(await store.hit('a', 1_000)).toBe(1);
  });
});
