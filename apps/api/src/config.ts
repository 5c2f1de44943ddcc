import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { countryCodes, type CountryCode } from '@pulso/contracts/country';
import { DEFAULT_API_KEY } from '@pulso/contracts/http';
import packageJson from '../package.json' with { type: 'json' };
import {
  booleanText,
  duration,
  port,
  positiveInteger,
  publicHosts,
  text,
  trustProxy,
} from './platform/env-values.ts';

/** What the README says about a variable; collected from the schema itself, so they never drift. */
export interface ConfigVariable {
  name: string;
  default: string | undefined;
  meaning: string;
}

const documented: ConfigVariable[] = [];
const upper = <C extends CountryCode>(code: C) => code.toUpperCase() as Uppercase<C>;
const countryList = countryCodes.map(upper).join(', ');
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

function withDefault<S extends z.ZodType>(
  name: string,
  schema: S,
  fallback: string,
  meaning: string,
) {
  documented.push({ name, default: fallback, meaning });
  // Environment values are text: the default is parsed like a value that was set.
  return schema.prefault(fallback as z.input<S>);
}

function optional<S extends z.ZodType>(
  name: string,
  schema: S,
  meaning: string,
  shownDefault?: string,
) {
  documented.push({ name, default: shownDefault, meaning });
  return schema.optional();
}

/** `APPROVAL_CODE_MX` … `APPROVAL_CODE_BR`, documented once as `APPROVAL_CODE_<CC>`. */
function perCountry<P extends string>(
  prefix: P,
  fallback: (code: CountryCode) => string,
  meaning: string,
) {
  documented.push({
    name: `${prefix}_<CC>`,
    default: fallback('xx' as CountryCode).replace(/xx/gi, (m) => (m === 'XX' ? '<CC>' : '<cc>')),
    meaning: `${meaning} <CC> is one of ${countryList}.`,
  });
  const entries = countryCodes.map(
    (code) => [`${prefix}_${upper(code)}`, text.prefault(fallback(code))] as const,
  );
  return Object.fromEntries(entries) as {
    [C in CountryCode as `${P}_${Uppercase<C>}`]: z.ZodPrefault<typeof text>;
  };
}

const envSchema = z.object({
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
  SEED_DEMO: withDefault(
    'SEED_DEMO',
    booleanText,
    'true',
    'Load the demo data once into an empty database.',
  ),
  API_KEY: withDefault(
    'API_KEY',
    text,
    DEFAULT_API_KEY,
    'Value every /api request must send as x-api-key (a public client key, not a secret).',
  ),
  PUBLIC_HOSTS: withDefault(
    'PUBLIC_HOSTS',
    publicHosts,
    '',
    'Configured host names and their country, e.g. pulso.com.mx=mx,pulso.com.br=br (website-XX.* hosts need no entry).',
  ),
  ...perCountry(
    'APPROVAL_CODE',
    (code) => `DEMO-${upper(code)}-APPROVAL`,
    'Approval code printed in the country footer.',
  ),
  REGULATORY_APPROVAL_CODE_MX: withDefault(
    'REGULATORY_APPROVAL_CODE_MX',
    text,
    'DEMO-MX-COFEPRIS',
    'Mexico regulatory (COFEPRIS) approval code.',
  ),
  ...perCountry(
    'IDP_API_KEY',
    (code) => `pulso-${code}`,
    'Identity-provider API key of the country.',
  ),
  ...perCountry(
    'CONSENT_KEY',
    (code) => `demo-consent-${code}`,
    'Cookie-consent script id of the country ("-test" is appended outside production).',
  ),
  ...perCountry(
    'ANALYTICS_ID',
    (code) => `GTM-DEMO${upper(code)}`,
    'Analytics container id of the country host.',
  ),
  ANALYTICS_DEFAULT_ID: withDefault(
    'ANALYTICS_DEFAULT_ID',
    text,
    'GTM-DEMO',
    'Analytics container id for hosts not listed.',
  ),
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
  TRUST_PROXY: withDefault(
    'TRUST_PROXY',
    trustProxy,
    'false',
    'Trust X-Forwarded-* headers: true, false, a hop count, or a comma list of proxy addresses.',
  ),
  SHUTDOWN_TIMEOUT: withDefault(
    'SHUTDOWN_TIMEOUT',
    duration,
    '10s',
    'How long a graceful shutdown may take before the process exits anyway.',
  ),
  WEB_DIST: optional(
    'WEB_DIST',
    text,
    "Built web app the server serves; the default is the repository's apps/web/dist, a value set is relative to the working directory.",
    'apps/web/dist',
  ),
  APP_VERSION: withDefault(
    'APP_VERSION',
    text,
    packageJson.version,
    'Version reported to the web app and in /metrics.',
  ),
});

type Env = z.output<typeof envSchema>;

function countryValues(env: Env, code: CountryCode) {
  const suffix = upper(code);
  return {
    approvalCode: env[`APPROVAL_CODE_${suffix}`],
    regulatoryApprovalCode: code === 'mx' ? env.REGULATORY_APPROVAL_CODE_MX : undefined,
    idpApiKey: env[`IDP_API_KEY_${suffix}`],
    consentKey: env[`CONSENT_KEY_${suffix}`],
    analyticsId: env[`ANALYTICS_ID_${suffix}`],
  };
}

function toConfig(env: Env, cwd: string) {
  return {
    port: env.PORT,
    host: env.HOST,
    environment: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    version: env.APP_VERSION,
    dataDir: resolve(cwd, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    seedDemo: env.SEED_DEMO,
    apiKey: env.API_KEY,
    publicHosts: env.PUBLIC_HOSTS,
    countries: Object.fromEntries(
      countryCodes.map((code) => [code, countryValues(env, code)]),
    ) as Record<CountryCode, ReturnType<typeof countryValues>>,
    analyticsDefaultId: env.ANALYTICS_DEFAULT_ID,
    rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW },
    trustProxy: env.TRUST_PROXY,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT,
    webDist: env.WEB_DIST ? resolve(cwd, env.WEB_DIST) : resolve(repositoryRoot, 'apps/web/dist'),
  };
}

export const configSchema = (cwd: string) => envSchema.transform((env) => toConfig(env, cwd));
export type Config = z.output<ReturnType<typeof configSchema>>;

/** Every variable the server reads, for the README's configuration table. */
export const configVariables: readonly ConfigVariable[] = documented;

export class ConfigError extends Error {
  constructor(readonly problems: readonly { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Parses the environment; empty values count as unset. Throws ConfigError naming each bad variable. */
export function parseConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = configSchema(cwd).safeParse(present);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => ({
      variable: issue.path.join('.') || '(environment)',
      message: issue.message,
    })),
  );
}
