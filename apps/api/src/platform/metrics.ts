import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config.ts';
import { MetricsTokenInvalidError, NotFoundError } from '../errors.ts';
import { constantTimeMatcher } from './constant-time.ts';

/**
 * Who may read /metrics: with METRICS_TOKEN, only `Authorization: Bearer <token>` (compared in
 * constant time); without it, nobody in production (404, as if absent) and anyone elsewhere.
 */
function metricsGuard(config: Pick<Config, 'metricsToken' | 'environment'>) {
  const token = config.metricsToken;
  if (token === undefined) {
    const open = config.environment !== 'production';
    return async () => {
      if (!open) throw new NotFoundError();
    };
  }
  const matches = constantTimeMatcher(`Bearer ${token}`);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (matches(request.headers.authorization)) return;
    reply.header('www-authenticate', 'Bearer realm="pulso-metrics"');
    throw new MetricsTokenInvalidError('Send Authorization: Bearer <METRICS_TOKEN>.');
  };
}

/**
 * Prometheus metrics: Node's defaults, the duration of every HTTP request by route, and with
 * REDIS_URL whether Redis is in use.
 */
export function registerMetrics(
  app: FastifyInstance,
  config: Pick<Config, 'version' | 'metricsToken' | 'environment'>,
): void {
  const { version } = config;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'pulso_build_info',
    help: 'Version of the running server.',
    labelNames: ['version'],
    registers: [registry],
  }).set({ version }, 1);
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests in seconds, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const redis = app.redisAvailability;
  if (redis) {
    new Gauge({
      name: 'pulso_redis_up',
      help: '1 while this process uses Redis (REDIS_URL), 0 during an outage: rate limits and lock-out counters in its own memory.',
      registers: [registry],
      collect() {
        this.set(redis.up ? 1 : 0);
      },
    });
    new Counter({
      name: 'pulso_redis_outages_total',
      help: 'Redis outages this process met (Redis down or not answering within REDIS_COMMAND_TIMEOUT).',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(redis.outages);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: ids would make one series per request.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get(
    '/metrics',
    { logLevel: 'warn', schema: { hide: true }, onRequest: metricsGuard(config) },
    async (_request, reply) => {
      reply.type(registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    },
  );
}
