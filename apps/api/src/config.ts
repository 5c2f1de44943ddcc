import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { countryCodes, type CountryCode } from '@pulso/contracts/country';
import { countryProfiles } from '@pulso/contracts/country-profiles';
import { envSchema, type Env } from './config-env.ts';
import { upper } from './platform/config-variables.ts';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

function countryValues(env: Env, code: CountryCode) {
  const suffix = upper(code);
  return {
    approvalCode: env[`APPROVAL_CODE_${suffix}`],
    regulatoryApprovalCode: code === 'mx' ? env.REGULATORY_APPROVAL_CODE_MX : undefined,
    idpApiKey: env[`IDP_API_KEY_${suffix}`],
    consentKey: env[`CONSENT_KEY_${suffix}`],
    analyticsId: env[`ANALYTICS_ID_${suffix}`],
    links: env[`COUNTRY_LINKS_${suffix}`],
    supportEmail: env[`SUPPORT_EMAIL_${suffix}`],
    supportPhone: env[`SUPPORT_PHONE_${suffix}`],
    medicalInformationMailbox: env[`MEDICAL_INFORMATION_MAILBOX_${suffix}`],
  };
}

function identityConfig(env: Env) {
  const rateLimits = {
    perAddress: { max: env.IDP_RATE_LIMIT_MAX, windowMs: env.IDP_RATE_LIMIT_WINDOW },
    perAccount: {
      max: env.IDP_ACCOUNT_RATE_LIMIT_MAX,
      windowMs: env.IDP_ACCOUNT_RATE_LIMIT_WINDOW,
    },
  };
  if (env.IDENTITY_PROVIDER === 'embedded')
    return { kind: 'embedded' as const, partnerSecret: env.IDP_PARTNER_SECRET, rateLimits };
  return {
    kind: 'gigya' as const,
    // Checked by identityProviderRules: present when IDENTITY_PROVIDER is gigya.
    partnerSecret: env.GIGYA_PARTNER_SECRET ?? '',
    accountsUrl: env.GIGYA_ACCOUNTS_URL,
    apiKey: env.GIGYA_API_KEY ?? env.IDP_API_KEY_BR,
    userKey: env.GIGYA_USER_KEY ?? '',
    userSecret: env.GIGYA_USER_SECRET ?? '',
    rateLimits,
  };
}

/** Production signs public content links with a configured secret, never a generated one. */
function contentTokenRules(env: Env, ctx: z.RefinementCtx) {
  if (env.NODE_ENV === 'production' && !env.CONTENT_TOKEN_SECRET)
    ctx.addIssue({
      code: 'custom',
      path: ['CONTENT_TOKEN_SECRET'],
      message: 'must be set in production',
    });
}

/** Secrets whose default is published in this repository: production refuses them. */
const publishedDefaults = { AUTHENTICATOR_PASSWORD: 'demo-authenticator-password' } as const;

/**
 * Production is not the demo: no published default secret, and no demo data unless forced
 * (SEED_DEMO_FORCE; the server then warns at start, see app.ts).
 */
function productionRules(env: Env, ctx: z.RefinementCtx) {
  if (env.NODE_ENV !== 'production') return;
  for (const [name, published] of Object.entries(publishedDefaults)) {
    if (env[name as keyof typeof publishedDefaults] === published)
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: 'must be set to a secret of your own in production (the default is published)',
      });
  }
  if (env.SEED_DEMO && !env.SEED_DEMO_FORCE)
    ctx.addIssue({
      code: 'custom',
      path: ['SEED_DEMO'],
      message:
        'is refused in production: the demo accounts have a published password (set SEED_DEMO_FORCE=true as well only for a test rig)',
    });
  if (env.EVENTS_TEST_FIXTURES && !env.SEED_DEMO_FORCE)
    ctx.addIssue({
      code: 'custom',
      path: ['EVENTS_TEST_FIXTURES'],
      message:
        'is refused in production: it lets anyone create events (only a test rig with SEED_DEMO_FORCE=true may set it)',
    });
  publicHostRules(env, ctx);
}

/**
 * Every country has its public host in production (decision 069): the server serves all seven
 * from one process (no setting narrows that), and a mail made away from any request — a reminder,
 * an event's change — can name the site absolutely only from PUBLIC_HOSTS.
 */
function publicHostRules(env: Env, ctx: z.RefinementCtx) {
  const served = new Set(Object.values(env.PUBLIC_HOSTS));
  const missing = countryCodes.filter((code) => !served.has(code));
  if (missing.length === 0) return;
  ctx.addIssue({
    code: 'custom',
    path: ['PUBLIC_HOSTS'],
    message: `must name the public host of every country in production, so that links in mails are absolute; none for ${missing.map(upper).join(', ')} (e.g. PUBLIC_HOSTS=pulso.com.mx=mx,pulso.com.ar=ar,…)`,
  });
}

/** IDENTITY_PROVIDER=gigya needs its partner secret and server credentials. */
function identityProviderRules(env: Env, ctx: z.RefinementCtx) {
  if (env.IDENTITY_PROVIDER !== 'gigya') return;
  for (const name of ['GIGYA_PARTNER_SECRET', 'GIGYA_USER_KEY', 'GIGYA_USER_SECRET'] as const) {
    if (!env[name])
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: 'must be set when IDENTITY_PROVIDER is gigya',
      });
  }
}

/** The Zoom Meeting SDK needs its key and its secret together. */
function zoomRules(env: Env, ctx: z.RefinementCtx) {
  if (Boolean(env.ZOOM_SDK_KEY) === Boolean(env.ZOOM_SDK_SECRET)) return;
  const missing = env.ZOOM_SDK_KEY ? 'ZOOM_SDK_SECRET' : 'ZOOM_SDK_KEY';
  ctx.addIssue({
    code: 'custom',
    path: [missing],
    message: 'must be set together with ZOOM_SDK_KEY and ZOOM_SDK_SECRET',
  });
}

/** The VAPID key pair is configured whole or not at all. */
function vapidRules(env: Env, ctx: z.RefinementCtx) {
  if (Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY)) return;
  const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
  ctx.addIssue({
    code: 'custom',
    path: [missing],
    message: 'must be set together with VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY',
  });
}

/** @fastify/cookie's `secure`: 'auto' follows the request's protocol. */
function cookieSecure(env: Env): boolean | 'auto' {
  const value = env.COOKIE_SECURE ?? (env.NODE_ENV === 'production' ? 'true' : 'auto');
  return value === 'auto' ? value : value === 'true';
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
    databaseTimeouts: {
      statementMs: env.DATABASE_STATEMENT_TIMEOUT,
      acquireMs: env.DATABASE_ACQUIRE_TIMEOUT,
    },
    jobsMonitorIntervalMs: env.JOBS_MONITOR_INTERVAL,
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    cookieSecure: cookieSecure(env),
    metricsToken: env.METRICS_TOKEN,
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
    apiKey: env.API_KEY,
    publicHosts: env.PUBLIC_HOSTS,
    countries: Object.fromEntries(
      countryCodes.map((code) => [code, countryValues(env, code)]),
    ) as Record<CountryCode, ReturnType<typeof countryValues>>,
    analyticsDefaultId: env.ANALYTICS_DEFAULT_ID,
    consentPolicyRevision: env.CONSENT_POLICY_REVISION,
    rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW },
    accountLimits: {
      medicalInformation: {
        max: env.MEDICAL_INFORMATION_ACCOUNT_RATE_LIMIT_MAX,
        windowMs: env.MEDICAL_INFORMATION_ACCOUNT_RATE_LIMIT_WINDOW,
      },
      sensitive: {
        max: env.ACCOUNT_SENSITIVE_RATE_LIMIT_MAX,
        windowMs: env.ACCOUNT_SENSITIVE_RATE_LIMIT_WINDOW,
      },
      writes: {
        max: env.ACCOUNT_WRITE_RATE_LIMIT_MAX,
        windowMs: env.ACCOUNT_WRITE_RATE_LIMIT_WINDOW,
      },
    },
    redis: {
      url: env.REDIS_URL,
      keyPrefix: env.REDIS_KEY_PREFIX,
      commandTimeoutMs: env.REDIS_COMMAND_TIMEOUT,
    },
    trustProxy: env.TRUST_PROXY,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT,
    sessionTtlMs: env.SESSION_TTL,
    sessionIdleTimeoutMs: env.SESSION_IDLE_TIMEOUT,
    loginMaxSkewSeconds: env.LOGIN_MAX_SKEW,
    authenticator: {
      url: env.AUTHENTICATOR_URL,
      user: env.AUTHENTICATOR_USER,
      password: env.AUTHENTICATOR_PASSWORD,
    },
    licenceRegistryUrl: env.LICENCE_REGISTRY_URL,
    docfinder: {
      corsOrigins: env.DOCFINDER_CORS_ORIGINS,
      cepServiceUrl: env.DOCFINDER_CEP_SERVICE_URL,
      rateLimit: { max: env.DOCFINDER_RATE_LIMIT_MAX, windowMs: env.DOCFINDER_RATE_LIMIT_WINDOW },
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, retryDelayMs: env.MAIL_RETRY_DELAY },
    omnichannel: {
      url: env.OMNICHANNEL_URL,
      token: env.OMNICHANNEL_TOKEN,
      retryDelayMs: env.OMNICHANNEL_RETRY_DELAY,
    },
    medicalInformation: { answerTargetMs: env.MEDICAL_INFORMATION_ANSWER_TARGET },
    identity: identityConfig(env),
    training: {
      maxAttempts: env.TRAINING_EXAM_MAX_ATTEMPTS,
      retryWaitMs: env.TRAINING_EXAM_RETRY_WAIT,
    },
    events: {
      openingWindowMs: env.EVENTS_OPENING_WINDOW,
      zoom:
        env.ZOOM_SDK_KEY && env.ZOOM_SDK_SECRET
          ? { sdkKey: env.ZOOM_SDK_KEY, sdkSecret: env.ZOOM_SDK_SECRET }
          : undefined,
      zoomWebhookSecret: env.ZOOM_WEBHOOK_SECRET,
      jitsiDomain: env.JITSI_DOMAIN,
      testFixtures: env.EVENTS_TEST_FIXTURES,
      /** Who a mailed event change says it is from (ORGANIZER): the country's support mailbox. */
      organizers: Object.fromEntries(
        countryCodes.map((code) => [
          code,
          { name: countryProfiles[code].appName, email: env[`SUPPORT_EMAIL_${upper(code)}`] },
        ]),
      ) as Record<CountryCode, { name: string; email: string }>,
    },
    contentTokenSecret: env.CONTENT_TOKEN_SECRET,
    push: {
      vapidKeys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      endpointHosts: env.PUSH_ENDPOINT_HOSTS,
    },
    mediaDir: env.MEDIA_DIR
      ? resolve(cwd, env.MEDIA_DIR)
      : resolve(repositoryRoot, 'apps/api/media'),
    mediaUrlTtlMs: env.MEDIA_URL_TTL,
    mediaUploads: {
      maxBytes: {
        thumbnail: env.MEDIA_MAX_THUMBNAIL,
        pdf: env.MEDIA_MAX_PDF,
        audio: env.MEDIA_MAX_AUDIO,
        video: env.MEDIA_MAX_VIDEO,
      },
      s3: env.MEDIA_S3_BUCKET
        ? {
            bucket: env.MEDIA_S3_BUCKET,
            endpoint: env.MEDIA_S3_ENDPOINT,
            region: env.MEDIA_S3_REGION,
            credentials:
              env.MEDIA_S3_ACCESS_KEY_ID && env.MEDIA_S3_SECRET_ACCESS_KEY
                ? {
                    accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
                    secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
                  }
                : undefined,
            timeoutMs: env.MEDIA_S3_TIMEOUT,
          }
        : undefined,
    },
    webDist: env.WEB_DIST ? resolve(cwd, env.WEB_DIST) : resolve(repositoryRoot, 'apps/web/dist'),
  };
}

export const configSchema = (cwd: string) =>
  envSchema
    .superRefine(identityProviderRules)
    .superRefine(contentTokenRules)
    .superRefine(zoomRules)
    .superRefine(vapidRules)
    .superRefine(productionRules)
    .transform((env) => toConfig(env, cwd));
export type Config = z.output<ReturnType<typeof configSchema>>;

/** Every variable the server reads, for the README's configuration table. */
export { configVariables, type ConfigVariable } from './platform/config-variables.ts';

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
