// Every environment variable the server reads: its value's rule, default and description (the
// README's configuration table is generated from these, `npm run docs:config`). config.ts turns
// the parsed values into the server's Config and adds the rules between variables.
import { z } from 'zod';
import { DEFAULT_API_KEY } from '@pulso/contracts/http';
import packageJson from '../package.json' with { type: 'json' };
import { PUSH_SERVICE_HOSTS } from './modules/push/endpoint-hosts.ts';
import { optional, perCountry, upper, withDefault } from './platform/config-variables.ts';
import {
  base64Secret,
  base64SecretOf,
  booleanText,
  corsOrigins,
  countryLinks,
  duration,
  hostPatterns,
  base64UrlOf,
  byteSize,
  port,
  positiveInteger,
  publicHosts,
  text,
  trustProxy,
} from './platform/env-values.ts';

/** Empty, or an id made of letters, digits and dashes (it goes into a script address). */
const oneTrustId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]*$/, 'must be a OneTrust id (letters, digits, dashes) or empty');
const tagManagerId = z
  .string()
  .trim()
  .regex(/^(GTM-[A-Z0-9]+)?$/, 'must be a Google Tag Manager id (GTM-…) or empty');

export const envSchema = z.object({
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
  PUBLIC_HOSTS: withDefault(
    'PUBLIC_HOSTS',
    publicHosts,
    '',
    "Each country's public host name, e.g. pulso.com.mx=mx,pulso.com.br=br: links in mails, certificates and canonical URLs name it (https; a loopback name with its port, e.g. website-mx.localhost:4173=mx, is a test rig's and http). Production refuses to start unless every country has one; elsewhere website-XX.* hosts need no entry.",
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
    () => '',
    'OneTrust cookie-consent script id of the country ("-test" is appended outside production); empty: the self-hosted banner.',
    oneTrustId,
  ),
  ...perCountry(
    'ANALYTICS_ID',
    () => '',
    'Google Tag Manager container id (GTM-…) of the country host; empty: ANALYTICS_DEFAULT_ID.',
    tagManagerId,
  ),
  ...perCountry(
    'COUNTRY_LINKS',
    () => '',
    "Addresses of the country profile's external links, e.g. contact=https://pulso.example/contacto,reportSideEffect=mailto:fv@pulso.example (names: corporateSite, terms, privacy, contact, pharmaceuticals, reportSideEffect, technicalComplaint); links not named keep the profile's (Pulso's fictitious corporate pages).",
    countryLinks,
  ),
  ANALYTICS_DEFAULT_ID: withDefault(
    'ANALYTICS_DEFAULT_ID',
    tagManagerId,
    '',
    'Google Tag Manager container id for hosts without their own; empty: no tag manager loads.',
  ),
  CONSENT_POLICY_REVISION: withDefault(
    'CONSENT_POLICY_REVISION',
    positiveInteger,
    '1',
    'Revision of the cookie policy; raising it asks every visitor for consent again.',
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
    "Redis shared by every process, e.g. redis://127.0.0.1:6379: rate limits and the identity provider's lock-out counters live there; when absent they are kept in each process's memory (one process only).",
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
  AUTHENTICATOR_URL: optional(
    'AUTHENTICATOR_URL',
    text.regex(/^https?:\/\//, 'must be an http:// or https:// URL'),
    "Base address of the authenticator service (e.g. https://auth.example/authenticator); when absent the API uses this server's own, in process.",
  ),
  AUTHENTICATOR_USER: withDefault(
    'AUTHENTICATOR_USER',
    text,
    'pulso-authenticator',
    'Basic-auth user of the authenticator service (server to server; never sent to browsers).',
  ),
  AUTHENTICATOR_PASSWORD: withDefault(
    'AUTHENTICATOR_PASSWORD',
    text,
    'demo-authenticator-password',
    'Basic-auth password of the authenticator service; the default is a published demo value, refused in production.',
  ),
  LICENCE_REGISTRY_URL: optional(
    'LICENCE_REGISTRY_URL',
    text.regex(/^https?:\/\//, 'must be an http:// or https:// URL'),
    'External licence (CRM) registry, called as GET <url>?uf=<UF>&crm=<number> answering JSON {status, name, specialty}; when absent the embedded licences table is used.',
  ),
  DOCFINDER_CORS_ORIGINS: withDefault(
    'DOCFINDER_CORS_ORIGINS',
    corsOrigins,
    '',
    "Origins (scheme://host[:port], comma separated) whose pages may call the doctor-finder API /docfinder/v1 from the browser (CORS); this server's own pages need no entry.",
  ),
  DOCFINDER_CEP_SERVICE_URL: optional(
    'DOCFINDER_CEP_SERVICE_URL',
    text.regex(/^https?:\/\/.*\{cep\}/, 'must be an http:// or https:// URL containing {cep}'),
    "CEP service for the doctor finder's search near a CEP, called as GET with {cep} replaced by the 8 digits and answering ViaCEP-style JSON with the 7-digit IBGE code `ibge`; optional: without it (or when it fails) a CEP is placed offline from the directory's own offices.",
  ),
  DOCFINDER_RATE_LIMIT_MAX: withDefault(
    'DOCFINDER_RATE_LIMIT_MAX',
    positiveInteger,
    '120',
    'Requests one client address may make to the doctor-finder API /docfinder/v1 per DOCFINDER_RATE_LIMIT_WINDOW (the public search has no bulk export).',
  ),
  DOCFINDER_RATE_LIMIT_WINDOW: withDefault(
    'DOCFINDER_RATE_LIMIT_WINDOW',
    duration,
    '1m',
    'Window of DOCFINDER_RATE_LIMIT_MAX.',
  ),
  ...perCountry(
    'SUPPORT_EMAIL',
    (code) => `suporte.${code}@pulso.example`,
    'Support e-mail offered when "Esqueceu o e-mail?" finds no account; also the organiser (ORGANIZER) named in the calendar file of a mailed event change.',
  ),
  ...perCountry(
    'SUPPORT_PHONE',
    () => '0800 000 0000',
    'Support phone offered when "Esqueceu o e-mail?" finds no account.',
  ),
  // Mail (platform/mail) and the identity provider (modules/identity/idp).
  SMTP_URL: optional(
    'SMTP_URL',
    text.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
    'Mail server, e.g. smtps://user:password@smtp.example:465; when absent e-mail is kept unsent in the job queue (and logged outside production).',
  ),
  MAIL_FROM: withDefault(
    'MAIL_FROM',
    text,
    'Pulso <no-reply@pulso.example>',
    'Sender of the e-mails the server sends.',
  ),
  MAIL_RETRY_DELAY: withDefault(
    'MAIL_RETRY_DELAY',
    duration,
    '10s',
    'Wait before the first retry of an e-mail the mail server did not take; it doubles at each retry, up to an hour.',
  ),
  // The medical-information channel (modules/medical-information).
  ...perCountry(
    'MEDICAL_INFORMATION_MAILBOX',
    (code) => `medical-information.${code}@pulso.example`,
    "The medical-information team's mailbox that the country's requests are mailed to (through SMTP_URL) when OMNICHANNEL_URL is not set.",
  ),
  OMNICHANNEL_URL: optional(
    'OMNICHANNEL_URL',
    text.regex(/^https?:\/\//, 'must be an http:// or https:// URL'),
    'External omnichannel send-mail service: each medical-information request is POSTed to it as JSON (with an Idempotency-Key header), instead of being mailed; retried with backoff until it answers 2xx.',
  ),
  OMNICHANNEL_TOKEN: optional(
    'OMNICHANNEL_TOKEN',
    text,
    'Sent to OMNICHANNEL_URL as Authorization: Bearer (server to server; never sent to browsers).',
  ),
  OMNICHANNEL_RETRY_DELAY: withDefault(
    'OMNICHANNEL_RETRY_DELAY',
    duration,
    '10s',
    'Wait before the first retry of a request the omnichannel service did not take; it doubles at each retry, up to an hour.',
  ),
  MEDICAL_INFORMATION_ANSWER_TARGET: withDefault(
    'MEDICAL_INFORMATION_ANSWER_TARGET',
    duration,
    '48h',
    "Time within which a medical-information case should be answered: the back office's inbox highlights open cases older than this.",
  ),
  MEDICAL_INFORMATION_ACCOUNT_RATE_LIMIT_MAX: withDefault(
    'MEDICAL_INFORMATION_ACCOUNT_RATE_LIMIT_MAX',
    positiveInteger,
    '10',
    "Medical-information requests one signed-in account may send per MEDICAL_INFORMATION_ACCOUNT_RATE_LIMIT_WINDOW, from whatever address (each is mailed to the country's team); then 429 request.account_rate_limited with Retry-After. Counted in Redis when REDIS_URL is set.",
  ),
  MEDICAL_INFORMATION_ACCOUNT_RATE_LIMIT_WINDOW: withDefault(
    'MEDICAL_INFORMATION_ACCOUNT_RATE_LIMIT_WINDOW',
    duration,
    '1h',
    'Window of MEDICAL_INFORMATION_ACCOUNT_RATE_LIMIT_MAX.',
  ),
  IDENTITY_PROVIDER: withDefault(
    'IDENTITY_PROVIDER',
    z.enum(['embedded', 'gigya']),
    'embedded',
    'embedded (the identity provider at /idp, default) or gigya (SAP Customer Data Cloud; needs the GIGYA_* variables).',
  ),
  IDP_PARTNER_SECRET: optional(
    'IDP_PARTNER_SECRET',
    base64Secret,
    'Base64 secret (16 bytes or more) the embedded identity provider signs UIDs with; when absent one is generated on first start and kept in the database.',
  ),
  IDP_RATE_LIMIT_MAX: withDefault(
    'IDP_RATE_LIMIT_MAX',
    positiveInteger,
    '100',
    'Calls one client address may make to /idp per IDP_RATE_LIMIT_WINDOW.',
  ),
  IDP_RATE_LIMIT_WINDOW: withDefault(
    'IDP_RATE_LIMIT_WINDOW',
    duration,
    '1m',
    'Window of IDP_RATE_LIMIT_MAX.',
  ),
  IDP_ACCOUNT_RATE_LIMIT_MAX: withDefault(
    'IDP_ACCOUNT_RATE_LIMIT_MAX',
    positiveInteger,
    '20',
    'Logins and registrations for one e-mail address from one client address per IDP_ACCOUNT_RATE_LIMIT_WINDOW (failed logins across addresses are bounded at 100 an hour per account instead, decision 071; password reset requests are not limited per account).',
  ),
  IDP_ACCOUNT_RATE_LIMIT_WINDOW: withDefault(
    'IDP_ACCOUNT_RATE_LIMIT_WINDOW',
    duration,
    '15m',
    'Window of IDP_ACCOUNT_RATE_LIMIT_MAX.',
  ),
  GIGYA_PARTNER_SECRET: optional(
    'GIGYA_PARTNER_SECRET',
    base64Secret,
    'IDENTITY_PROVIDER=gigya: the site partner secret (base64) that verifies UIDSignature.',
  ),
  GIGYA_ACCOUNTS_URL: withDefault(
    'GIGYA_ACCOUNTS_URL',
    text.regex(/^https?:\/\//, 'must be an http:// or https:// URL'),
    'https://accounts.us1.gigya.com',
    "IDENTITY_PROVIDER=gigya: base address of the data center's accounts REST API.",
  ),
  GIGYA_API_KEY: optional(
    'GIGYA_API_KEY',
    text,
    'IDENTITY_PROVIDER=gigya: API key of the (parent) site for server calls; default IDP_API_KEY_BR.',
  ),
  GIGYA_USER_KEY: optional(
    'GIGYA_USER_KEY',
    text,
    'IDENTITY_PROVIDER=gigya: user key of the application key that signs server calls.',
  ),
  GIGYA_USER_SECRET: optional(
    'GIGYA_USER_SECRET',
    text,
    'IDENTITY_PROVIDER=gigya: secret of that application key (server to server; never sent to browsers).',
  ),
  // Course exams (modules/training, decision 072).
  TRAINING_EXAM_MAX_ATTEMPTS: withDefault(
    'TRAINING_EXAM_MAX_ATTEMPTS',
    positiveInteger,
    '3',
    "Attempts a doctor may start of a course's exam, unless the course sets its own in the back office; a start beyond them is refused with 409 training.attempts_exhausted. The right answers are shown after a pass or the last attempt.",
  ),
  TRAINING_EXAM_RETRY_WAIT: withDefault(
    'TRAINING_EXAM_RETRY_WAIT',
    duration,
    '24h',
    'How long a doctor waits after a failed exam attempt before the next, unless the course sets its own (in hours) in the back office; an earlier start is refused with 409 training.retry_later and its retryAt.',
  ),
  // Events with online meetings (modules/events).
  EVENTS_OPENING_WINDOW: withDefault(
    'EVENTS_OPENING_WINDOW',
    duration,
    '15m',
    'How long before its start an event can be joined (the waiting room turns into the meeting), unless the event sets its own.',
  ),
  EVENTS_TEST_FIXTURES: withDefault(
    'EVENTS_TEST_FIXTURES',
    booleanText,
    'false',
    'true adds POST /__testing/events, which creates a stream event opening seconds ahead, and POST /__testing/publication-clock, which moves forward the clock of content validity (the end-to-end suite). Test rigs only: refused in production unless SEED_DEMO_FORCE=true (a rig whose demo accounts are published already).',
  ),
  ZOOM_SDK_KEY: optional(
    'ZOOM_SDK_KEY',
    text,
    'Zoom Meeting SDK key (the spec\'s meeting SDK key; public, sent to registered doctors); with ZOOM_SDK_SECRET. Without both, Zoom events show "meeting not configured".',
  ),
  ZOOM_SDK_SECRET: optional(
    'ZOOM_SDK_SECRET',
    text,
    'Zoom Meeting SDK secret that signs the join JWT (HS256); never sent to browsers.',
  ),
  ZOOM_WEBHOOK_SECRET: optional(
    'ZOOM_WEBHOOK_SECRET',
    text,
    "Secret token of the Zoom app's event subscription: verifies x-zm-signature on POST /api/events/zoom/webhook (participant joined/left feed attendance); when absent the webhook answers 404.",
  ),
  JITSI_DOMAIN: optional(
    'JITSI_DOMAIN',
    text.regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name, e.g. meet.example.org'),
    'Jitsi Meet deployment of Jitsi events (never meet.jit.si by default: it limits embeds to 5 minutes); when absent Jitsi events show "meeting not configured".',
  ),
  VAPID_PUBLIC_KEY: optional(
    'VAPID_PUBLIC_KEY',
    base64UrlOf(65),
    'Web push (VAPID) application server public key, base64url (the uncompressed P-256 point, 65 bytes; `npx web-push generate-vapid-keys`); set together with VAPID_PRIVATE_KEY. When both are absent a key pair is generated once and kept in the database (shared by every process on it).',
  ),
  VAPID_PRIVATE_KEY: optional(
    'VAPID_PRIVATE_KEY',
    base64UrlOf(32),
    "Web push (VAPID) private key, base64url (32 bytes), the pair of VAPID_PUBLIC_KEY. The VAPID subject is `mailto:` the country's SUPPORT_EMAIL_<CC>.",
  ),
  PUSH_ENDPOINT_HOSTS: withDefault(
    'PUSH_ENDPOINT_HOSTS',
    hostPatterns,
    PUSH_SERVICE_HOSTS.join(','),
    'Hosts a push subscription endpoint may be on (comma separated, `*.domain` for its subdomains), so that a subscription cannot make the server call another address; an endpoint elsewhere is refused with 400 push.endpoint_not_allowed. The default lists the push services of Chrome/Edge/Opera (FCM), Firefox, Windows and Safari.',
  ),
  CONTENT_TOKEN_SECRET: optional(
    'CONTENT_TOKEN_SECRET',
    base64SecretOf(32),
    'Base64 secret (32 bytes or more) that signs the public one-item content links (`npm run content:token`); required in production; elsewhere, when absent, one is generated once and kept in the database (shared by every process on it).',
  ),
  MEDIA_DIR: optional(
    'MEDIA_DIR',
    text,
    "Files served under /media (thumbnails, audio, video, PDFs); the default is the repository's apps/api/media, a value set is relative to the working directory.",
    'apps/api/media',
  ),
  MEDIA_URL_TTL: withDefault(
    'MEDIA_URL_TTL',
    duration,
    '4h',
    'How long a signed /media URL (a file of an item that needs a session, minted into the content answers) stays valid at least; it is valid up to a quarter longer and stays the same for a quarter of it.',
  ),
  MEDIA_MAX_THUMBNAIL: withDefault(
    'MEDIA_MAX_THUMBNAIL',
    byteSize,
    '5MB',
    'Largest thumbnail the back office may upload (JPEG, PNG or WebP; e.g. 5000, 512KB, 5MB, 2GB); a larger one is refused with 413 media.too_large.',
  ),
  MEDIA_MAX_PDF: withDefault(
    'MEDIA_MAX_PDF',
    byteSize,
    '50MB',
    'Largest PDF the back office may upload.',
  ),
  MEDIA_MAX_AUDIO: withDefault(
    'MEDIA_MAX_AUDIO',
    byteSize,
    '200MB',
    'Largest audio file (MP3, Ogg, M4A/AAC, WAV) the back office may upload.',
  ),
  MEDIA_MAX_VIDEO: withDefault(
    'MEDIA_MAX_VIDEO',
    byteSize,
    '2GB',
    'Largest video (MP4, WebM) the back office may upload.',
  ),
  MEDIA_S3_BUCKET: optional(
    'MEDIA_S3_BUCKET',
    text,
    'When set, uploaded media go to this S3-compatible bucket instead of MEDIA_DIR/uploads (decision 057); /media/uploads/… then redirects to a short presigned URL after the usual access check.',
  ),
  MEDIA_S3_ENDPOINT: optional(
    'MEDIA_S3_ENDPOINT',
    text,
    'Endpoint of an S3-compatible service (MinIO, R2, …; path-style addressing); empty for AWS S3.',
  ),
  MEDIA_S3_REGION: withDefault('MEDIA_S3_REGION', text, 'us-east-1', 'Region of MEDIA_S3_BUCKET.'),
  MEDIA_S3_ACCESS_KEY_ID: optional(
    'MEDIA_S3_ACCESS_KEY_ID',
    text,
    "Access key of MEDIA_S3_BUCKET, with MEDIA_S3_SECRET_ACCESS_KEY; when absent the SDK's default credentials (environment, instance role) are used.",
  ),
  MEDIA_S3_SECRET_ACCESS_KEY: optional(
    'MEDIA_S3_SECRET_ACCESS_KEY',
    text,
    'Secret key of MEDIA_S3_BUCKET, with MEDIA_S3_ACCESS_KEY_ID.',
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

export type Env = z.output<typeof envSchema>;
