import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import { failoverCounterStore, memoryCounterStore, type CounterStore } from './counter-store.ts';
import { watchRedis, type RedisAvailability } from './redis-availability.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis client of REDIS_URL (rate-limit stores), or undefined: state stays in memory. */
    redis: Redis | undefined;
    /** With REDIS_URL: whether Redis is in use now, or in an outage (decision 080). */
    redisAvailability: RedisAvailability | undefined;
    /** Counters shared by every process when REDIS_URL is set (lock-out, known addresses). */
    counters: CounterStore;
  }
}

/**
 * State that several processes must agree on (rate limits, lock-out counters): in Redis when
 * REDIS_URL is set, in this process's memory otherwise. Every key starts with REDIS_KEY_PREFIX.
 *
 * Redis must answer at start; after that, a Redis that is down or does not answer within
 * REDIS_COMMAND_TIMEOUT never holds a request: no command waits for a connection (no offline
 * queue), and in an outage the counters are this process's own until Redis answers again
 * (decision 080).
 */
export const sharedStatePlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const { url, keyPrefix, commandTimeoutMs } = config.redis;
    if (!url) {
      app.decorate('redis', undefined);
      app.decorate('redisAvailability', undefined);
      app.decorate('counters', memoryCounterStore());
      return;
    }
    // Loaded only with REDIS_URL (ioredis is heavy to load at every start).
    const { Redis } = await import('ioredis');
    const redis = new Redis(url, {
      keyPrefix,
      lazyConnect: true,
      connectTimeout: 5_000,
      commandTimeout: commandTimeoutMs,
      // A command while the connection is down fails at once instead of waiting for it.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
    });
    redis.on('error', (error: Error) => app.log.debug({ err: error }, 'Redis connection error'));
    try {
      await redis.connect();
    } catch (cause) {
      redis.disconnect();
      throw new Error(`Redis at REDIS_URL did not answer: ${String(cause)}`, { cause });
    }
    const watched = watchRedis(redis, app.log);
    // Every reconnection attempt of an outage fails: the outage is logged once, when it starts.
    redis.on('error', (error: Error) => watched.failed(error));
    app.decorate('redis', redis);
    app.decorate('redisAvailability', watched);
    app.decorate('counters', failoverCounterStore(redis, 'counters:', watched));
    app.addHook('onClose', async () => {
      watched.stop();
      // QUIT waits for Redis's answer, at most the command timeout; down, just disconnect.
      await redis.quit().catch(() => redis.disconnect());
    });
    app.log.info('rate limits and lock-out counters: Redis');
  },
  { name: 'pulso-shared-state' },
);
