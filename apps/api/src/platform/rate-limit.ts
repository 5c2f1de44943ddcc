import { createRequire } from 'node:module';
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { RateLimitedError } from '../errors.ts';
import type { RedisAvailability } from './shared-state/redis-availability.ts';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;
/** @fastify/rate-limit's own stores (the library's files; it exports only their interface). */
interface LibraryStore extends FastifyRateLimitStore {
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: unknown): LibraryStore;
}
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => LibraryStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => LibraryStore;

/** A store's call as a promise. */
function counted(
  store: LibraryStore,
  method: 'incr' | 'read',
  key: string,
  timeWindow: number,
  max: number,
): Promise<Counted> {
  return new Promise((resolve, reject) =>
    store[method](
      key,
      (error, result) =>
        error || !result ? reject(error ?? new Error('No count')) : resolve(result),
      timeWindow,
      max,
    ),
  );
}

/**
 * Counts in Redis while Redis is up, in this process's memory (the library's LocalStore) in an
 * outage: a request never waits on a Redis that does not answer, and is still limited
 * (decision 080).
 */
function failoverStore(
  redis: Redis,
  nameSpace: string,
  availability: Pick<RedisAvailability, 'run'>,
): FastifyRateLimitStoreCtor {
  function store(shared: LibraryStore, local: LibraryStore): LibraryStore {
    const count =
      (method: 'incr' | 'read') => (key: string, done: Done, timeWindow: number, max: number) =>
        void availability
          .run(
            () => counted(shared, method, key, timeWindow, max),
            () => counted(local, method, key, timeWindow, max),
          )
          .then(
            (result) => done(null, result),
            (error: Error) => done(error),
          );
    return {
      incr: count('incr'),
      read: count('read'),
      child: (routeOptions) => store(shared.child(routeOptions), local.child(routeOptions)),
    };
  }
  // @fastify/rate-limit constructs it with the plugin's options.
  return function FailoverStore(options: {
    continueExceeding?: boolean;
    exponentialBackoff?: boolean;
  }) {
    const { continueExceeding = false, exponentialBackoff = false } = options;
    return store(
      new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
      new LocalStore(continueExceeding, exponentialBackoff),
    );
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Where @fastify/rate-limit keeps its counts: Redis when REDIS_URL is set (every process shares
 * them), this process's memory in a Redis outage and without REDIS_URL.
 */
export function rateLimitStore(
  scope: FastifyInstance,
  nameSpace: string,
): Pick<RateLimitPluginOptions, 'store'> {
  const { redis, redisAvailability } = scope;
  return redis && redisAvailability
    ? { store: failoverStore(redis, nameSpace, redisAvailability) }
    : {};
}

/** Per client address, on every route of the scope it is registered in (/api, /authenticator). */
export async function registerRateLimit(
  scope: FastifyInstance,
  limits: Config['rateLimit'],
): Promise<void> {
  await scope.register(rateLimit, {
    global: true,
    max: limits.max,
    timeWindow: limits.windowMs,
    ...rateLimitStore(scope, `rate-limit:${scope.prefix}:`),
    errorResponseBuilder: (_request, context) => new RateLimitedError(`Retry in ${context.after}.`),
  });
}
