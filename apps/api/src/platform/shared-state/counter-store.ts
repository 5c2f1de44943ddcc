import type { Redis } from 'ioredis';
import type { RedisAvailability } from './redis-availability.ts';

/** A counter's value and how long it has left to live. */
export interface Counter {
  count: number;
  ttlMs: number;
}

/**
 * Short-lived counters (failed logins, known addresses), shared by every process when REDIS_URL
 * is set and kept in this process's memory otherwise. Each `hit` adds one and restarts the
 * counter's life, so a counter lives `ttlMs` after its last hit.
 */
export interface CounterStore {
  hit(key: string, ttlMs: number): Promise<number>;
  read(key: string): Promise<Counter | undefined>;
  remove(key: string): Promise<void>;
}

/** At most this many counters in memory; the oldest go first. */
const MEMORY_LIMIT = 100_000;

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  function live(key: string) {
    const counter = counters.get(key);
    if (counter && counter.expiresAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return counter;
  }
  return {
    async hit(key, ttlMs) {
      const count = (live(key)?.count ?? 0) + 1;
      // Re-inserted so that the Map's order is the order of last use.
      counters.delete(key);
      counters.set(key, { count, expiresAt: now() + ttlMs });
      if (counters.size > MEMORY_LIMIT) {
        const oldest = counters.keys().next().value;
        if (oldest !== undefined) counters.delete(oldest);
      }
      return count;
    },
    async read(key) {
      const counter = live(key);
      return counter ? { count: counter.count, ttlMs: counter.expiresAt - now() } : undefined;
    },
    async remove(key) {
      counters.delete(key);
    },
  };
}

/** The same counters in Redis (INCR and PEXPIRE in one transaction); keys get `namespace`. */
export function redisCounterStore(redis: Redis, namespace: string): CounterStore {
  return {
    async hit(key, ttlMs) {
      const results = await redis
        .multi()
        .incr(namespace + key)
        .pexpire(namespace + key, ttlMs)
        .exec();
      const [error, count] = results?.[0] ?? [new Error('The Redis transaction was discarded.')];
      if (error) throw error;
      return Number(count);
    },
    async read(key) {
      const [value, ttlMs] = await Promise.all([
        redis.get(namespace + key),
        redis.pttl(namespace + key),
      ]);
      return value === null || ttlMs <= 0 ? undefined : { count: Number(value), ttlMs };
    },
    async remove(key) {
      await redis.del(namespace + key);
    },
  };
}

/**
 * Redis's counters while Redis is up, this process's own in an outage (decision 080): a login
 * is checked and counted without waiting on Redis, and Redis's counters are used again once it
 * answers. What was counted in memory meanwhile stays in memory.
 */
export function failoverCounterStore(
  redis: Redis,
  namespace: string,
  availability: Pick<RedisAvailability, 'run'>,
): CounterStore {
  const shared = redisCounterStore(redis, namespace);
  const local = memoryCounterStore();
  return {
    hit: (key, ttlMs) =>
      availability.run(
        () => shared.hit(key, ttlMs),
        () => local.hit(key, ttlMs),
      ),
    read: (key) =>
      availability.run(
        () => shared.read(key),
        () => local.read(key),
      ),
    remove: (key) =>
      availability.run(
        () => shared.remove(key),
        () => local.remove(key),
      ),
  };
}
