// The authenticator, the licence registry, the doctor finder and the support contacts.
import { perCountry, optional, withDefault } from '../platform/config-variables.ts';
import { corsOrigins, duration, positiveInteger, text } from '../platform/env-values.ts';

export const licencesDocfinderEnv = {
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
    "CEP service for the doctor finder's search near a CEP and the address form's filling, called as GET with {cep} replaced by the 8 digits and answering ViaCEP-style JSON (the 7-digit IBGE code `ibge`, `logradouro`, `bairro`); optional: without it (or when it fails) a CEP is placed offline by the CEP ranges of the UFs and of known municipalities and by the directory's own offices (decision 077).",
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
};
