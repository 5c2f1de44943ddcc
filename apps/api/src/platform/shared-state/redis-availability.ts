import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** How often a process in a Redis outage asks Redis again (a PING). */
export const REDIS_PROBE_INTERVAL_MS = 1_000;

/**
 * Whether this process uses Redis now (docs/decisions/080). An outage starts at the first
 * failure (a command that failed or timed out, a lost connection) and ends when Redis answers a
 * PING again; meanwhile counters are kept in this process's memory, without asking Redis per
 * request. Each outage is logged once when it starts and once when it ends.
 */
export interface RedisAvailability {
  readonly up: boolean;
  /** Outages since the process started. */
  readonly outages: number;
  /** A command failed or the connection reported an error: an outage starts if none is on. */
  failed(error: unknown): void;
  /** Up and answering a PING now (within the command timeout); false at once in an outage. */
  check(): Promise<boolean>;
  /**
   * `onRedis` while Redis is up; `inMemory` in an outage, and when `onRedis` fails (the outage
   * starts then).
   */
  run<T>(onRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T>;
  /** Stops probing (the server closes). */
  stop(): void;
}

export function watchRedis(
  redis: Redis,
  log: FastifyBaseLogger,
  probeIntervalMs = REDIS_PROBE_INTERVAL_MS,
): RedisAvailability {
  let up = true;
  let outages = 0;
  let stopped = false;
  let probing = false;
  let timer: NodeJS.Timeout | undefined;

  const answers = () =>
    redis.ping().then(
      (reply) => reply === 'PONG',
      () => false,
    );

  function schedule(delayMs: number) {
    if (stopped || up || probing) return;
    clearTimeout(timer);
    timer = setTimeout(() => void probe(), delayMs);
    timer.unref();
  }

  async function probe() {
    timer = undefined;
    probing = true;
    const back = await answers();
    probing = false;
    if (stopped || up) return;
    if (!back) return schedule(probeIntervalMs);
    up = true;
    log.info('Redis answers again: rate limits and lock-out counters are shared again');
  }

  // A reconnection is worth a probe at once, without waiting for the next one.
  redis.on('ready', () => schedule(0));

  const availability: RedisAvailability = {
    get up() {
      return up;
    },
    get outages() {
      return outages;
    },
    failed(error) {
      if (!up || stopped) return;
      up = false;
      outages += 1;
      log.warn(
        { err: error },
        "Redis does not answer: rate limits and lock-out counters are kept in this process's memory until it does",
      );
      schedule(probeIntervalMs);
    },
    async check() {
      if (!up) return false;
      if (await answers()) return true;
      availability.failed(new Error('Redis did not answer a PING'));
      return false;
    },
    async run(onRedis, inMemory) {
      if (up) {
        try {
          return await onRedis();
        } catch (error) {
          availability.failed(error);
        }
      }
      return inMemory();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
  return availability;
}
