// The server itself: where it listens, its database, the demo data, the API key.
import { z } from 'zod';
import { DEFAULT_API_KEY } from '@pulso/contracts/http';
import { optional, withDefault } from '../platform/config-variables.ts';
import { booleanText, duration, port, text } from '../platform/env-values.ts';

export const serverEnv = {
  PORT: withDefault('PORT', port, '3000', 'TCP port the server listens on.'),
  HOST: withDefault('HOST', text, '0.0.0.0', 'Address the server listens on.'),
  NODE_ENV: withDefault(
    'NODE_ENV',
    z.enum(['development', 'test', 'production']),
    'development',
    'development, test or production.',
  ),
  LOG_LEVEL: withDefault(
    'LOG_LEVEL',
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
    'pino log level.',
  ),
  DATA_DIR: withDefault(
    'DATA_DIR',
    text,
    './data',
    'Where the embedded database (DATA_DIR/pglite) keeps its files; relative to the working directory.',
  ),
  DATABASE_URL: optional(
    'DATABASE_URL',
    text.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL'),
    'PostgreSQL connection URL; when absent the embedded PGlite database is used.',
  ),
  DATABASE_STATEMENT_TIMEOUT: withDefault(
    'DATABASE_STATEMENT_TIMEOUT',
    duration,
    '5s',
    "PostgreSQL: longest a request's statement may run or wait for a lock before PostgreSQL cancels it; the request answers 503 service.database_unavailable with Retry-After (migrations at start are not bound). PGlite cannot cancel a statement.",
  ),
  DATABASE_ACQUIRE_TIMEOUT: withDefault(
    'DATABASE_ACQUIRE_TIMEOUT',
    duration,
    '3s',
    'PostgreSQL: longest a request waits for a connection of the pool (10 connections), or for a new one to open; then 503 service.database_unavailable with Retry-After.',
  ),
  JOBS_MONITOR_INTERVAL: withDefault(
    'JOBS_MONITOR_INTERVAL',
    duration,
    '5s',
    'How often the job queue (pg-boss, in the database) looks for jobs whose worker stopped: a mail whose process crashed while sending it is sent again once its heartbeat is 10 s old and this pass finds it (whole seconds, at least 1 s).',
  ),
  SEED_DEMO: optional(
    'SEED_DEMO',
    booleanText,
    'Load the demo data (demo accounts with a published password, demo licences) once into an empty database. In production true is refused unless SEED_DEMO_FORCE=true.',
    'true (false in production)',
  ),
  SEED_DEMO_FORCE: withDefault(
    'SEED_DEMO_FORCE',
    booleanText,
    'false',
    'true lets SEED_DEMO=true load the demo data in production (a test rig, never real doctors); the server logs a warning at every start.',
  ),
  API_KEY: withDefault(
    'API_KEY',
    text,
    DEFAULT_API_KEY,
    'Value every /api request must send as x-api-key (a public client key, not a secret).',
  ),
};
