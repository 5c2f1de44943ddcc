// Mail, the medical-information channel and the identity provider.
import { z } from 'zod';
import { perCountry, optional, withDefault } from '../platform/config-variables.ts';
import { base64Secret, duration, positiveInteger, text } from '../platform/env-values.ts';

export const mailIdentityEnv = {
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
    '5s',
    'Wait before the first retry of an e-mail the mail server did not take, or that a crashed process had taken (5–10 s at the default); it doubles at each retry, up to an hour.',
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
};
