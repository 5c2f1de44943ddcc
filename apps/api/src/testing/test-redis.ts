import { Redis } from 'ioredis';

/** The Redis of the tests that need one (TEST_REDIS_URL; CI has one). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers at testRedisUrl; on CI a missing Redis fails the suite instead. */
export async function testRedisReachable(): Promise<boolean> {
  const probe = new Redis(testRedisUrl, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  let reachable: boolean;
  try {
    await probe.connect();
    reachable = (await probe.ping()) === 'PONG';
  } catch {
    reachable = false;
  } finally {
    probe.disconnect();
  }
  if (!reachable && process.env.CI === 'true')
    throw new Error(`CI needs Redis at ${testRedisUrl} (TEST_REDIS_URL)`);
  if (!reachable)
    console.warn(`Skipping the REDIS_URL tests: no Redis answers at ${testRedisUrl}.`);
  return reachable;
}

/** Deletes every key a test wrote under its prefix (REDIS_KEY_PREFIX). */
export async function deleteTestRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(testRedisUrl);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}
