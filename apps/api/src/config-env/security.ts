// Limits, shared state, proxies, cookies, operations endpoints, shutdown and sessions.
import { z } from 'zod';
import { optional, withDefault } from '../platform/config-variables.ts';
import {
  booleanText,
  duration,
  positiveInteger,
  text,
  trustProxy,
} from '../platform/env-values.ts';

export const securityEnv = {
  RATE_LIMIT_MAX: withDefault(
    'RATE_LIMIT_MAX',
    positiveInteger,
    '300',
    'Requests one client address may make to /api per window.',
  ),
  RATE_LIMIT_WINDOW: withDefault(
    'RATE_LIMIT_WINDOW',
    duration,
    '1m',
    'Rate-limit window: milliseconds, or with a unit (30s, 1m, 1h).',
  ),
  ACCOUNT_WRITE_RATE_LIMIT_MAX: withDefault(
    'ACCOUNT_WRITE_RATE_LIMIT_MAX',
    positiveInteger,
    '60',
    'Calls one signed-in account may make per ACCOUNT_WRITE_RATE_LIMIT_WINDOW to each write that creates a record (event registration, saved item, exam start, push subscription, doctor-finder listing and offices), from whatever address; then 429 request.account_rate_limited with Retry-After. Counted in Redis when REDIS_URL is set.',
  ),
  ACCOUNT_WRITE_RATE_LIMIT_WINDOW: withDefault(
    'ACCOUNT_WRITE_RATE_LIMIT_WINDOW',
    duration,
    '1h',
    'Window of ACCOUNT_WRITE_RATE_LIMIT_MAX.',
  ),
  ACCOUNT_SENSITIVE_RATE_LIMIT_MAX: withDefault(
    'ACCOUNT_SENSITIVE_RATE_LIMIT_MAX',
    positiveInteger,
    '10',
    'Calls one signed-in account may make per ACCOUNT_SENSITIVE_RATE_LIMIT_WINDOW to each write that mails, pushes or checks the password (profile change with its e-mail change mails, account deletion, test notification), from whatever address; then 429 request.account_rate_limited.',
  ),
  ACCOUNT_SENSITIVE_RATE_LIMIT_WINDOW: withDefault(
    'ACCOUNT_SENSITIVE_RATE_LIMIT_WINDOW',
    duration,
    '1h',
    'Window of ACCOUNT_SENSITIVE_RATE_LIMIT_MAX.',
  ),
  REDIS_URL: optional(
    'REDIS_URL',
    text.regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL'),
    'Redis shared by every process, e.g. redis://127.0.0.1:6379: rate limits and the identity provider\'s lock-out counters live there; when absent they are kept in each process\'s memory (one process only). While Redis does not answer, each process counts in its own memory and uses Redis again once it answers (README "Operations").',
  ),
  REDIS_COMMAND_TIMEOUT: withDefault(
    'REDIS_COMMAND_TIMEOUT',
    duration,
    '500ms',
    'Longest the server waits for an answer from Redis; past it Redis counts as down (an outage: counters in memory) until it answers a PING again, tried every second.',
  ),
  REDIS_KEY_PREFIX: withDefault(
    'REDIS_KEY_PREFIX',
    text,
    'pulso:',
    'Prefix of every Redis key the server writes (several deployments can share one Redis).',
  ),
  TRUST_PROXY: withDefault(
    'TRUST_PROXY',
    trustProxy,
    'false',
    'Trust X-Forwarded-* headers: true, false, a hop count, or a comma list of proxy addresses. Behind a TLS proxy set it, so that client addresses (rate limits) and the https protocol are those the proxy saw.',
  ),
  COOKIE_SECURE: optional(
    'COOKIE_SECURE',
    z.enum(['true', 'false', 'auto'], { error: 'must be true, false or auto' }),
    'Mark cookies Secure (sent only over https): true, false, or auto (when the request came over https, which behind a proxy needs TRUST_PROXY).',
    'true in production, else auto',
  ),
  METRICS_TOKEN: optional(
    'METRICS_TOKEN',
    text.min(16, 'must be 16 characters or more'),
    'Bearer token /metrics asks for (Authorization: Bearer <token>). When unset, /metrics answers 404 in production and is open elsewhere.',
  ),
  API_DOCS: optional(
    'API_DOCS',
    booleanText,
    'Serve the OpenAPI description and its page at /api/docs.',
    'true (false in production)',
  ),
  SHUTDOWN_TIMEOUT: withDefault(
    'SHUTDOWN_TIMEOUT',
    duration,
    '10s',
    'How long a graceful shutdown may take before the process exits anyway.',
  ),
  SESSION_TTL: withDefault(
    'SESSION_TTL',
    duration,
    '12h',
    'How long a product session (sign-in) lasts: milliseconds, or with a unit (30m, 12h).',
  ),
  SESSION_IDLE_TIMEOUT: withDefault(
    'SESSION_IDLE_TIMEOUT',
    duration,
    '30m',
    'A product session unused for this long ends (besides SESSION_TTL): milliseconds, or with a unit (30m, 1h). Use is recorded at most once a minute.',
  ),
  LOGIN_MAX_SKEW: withDefault(
    'LOGIN_MAX_SKEW',
    positiveInteger,
    '300',
    "Seconds a login signature's signatureTimestamp may differ from the server clock, either way.",
  ),
};
