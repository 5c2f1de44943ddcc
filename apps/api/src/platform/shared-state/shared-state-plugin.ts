import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import { memoryCounterStore, redisCounterStore, type CounterStore } from './counter-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis client of REDIS_URL (rate-limit stores), or undefined: state stays in memory. */
    redis: Redis | undefined;
    /** Counters shared by every process when REDIS_URL is set (lock-out, known addresses). */
    counters: CounterStore;
  }
}

/**
 * State that several processes must agree on (rate limits, lock-out counters): in Redis when
 * REDIS_URL is set, in this process's memory otherwise. Every key starts with REDIS_KEY_PREFIX.
 */
export const sharedStatePlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const { url, keyPrefix } = config.redis;
    if (!url) {
      app.decorate('redis', undefined);
      app.decorate('counters', memoryCounterStore());
      return;
    }
    // Loaded only with REDIS_URL (ioredis is heavy to load at every start).
    const { Redis } = await import('ioredis');
    const redis = new Redis(url, {
      keyPrefix,
      lazyConnect: true,
      connectTimeout: 5_000,
      maxRetriesPerRequest: 2,
    });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis connection error'));
    try {
      await redis.connect();
    } catch (cause) {
      redis.disconnect();
      throw new Error(`Redis at REDIS_URL did not answer: ${String(cause)}`, { cause });
    }
    app.decorate('redis', redis);
    app.decorate('counters', redisCounterStore(redis, 'counters:'));
    app.addHook('onClose', async () => {
      await redis.quit();
    });
    app.log.info('rate limits and lock-out counters: Redis');
  },
  { name: 'pulso-shared-state' },
);
