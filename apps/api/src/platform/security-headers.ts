import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import {
  countryOfHost,
  oneTrustOrigins,
  tagManagerContainerOf,
  tagManagerOrigins,
  type ThirdPartySettings,
} from '@pulso/contracts/consent';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request nonce allowed in style-src (written into index.html for Mantine's style tags). */
    cspNonce: string;
  }
}

const nonces = new WeakMap<IncomingMessage, string>();

/** The strict policy every response carries (the API docs page gets a relaxed one of its own). */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", (request: IncomingMessage) => `'nonce-${nonces.get(request) ?? ''}'`],
  // The style attributes React renders on the server (Mantine's style props); style tags and
  // scripts still need the nonce.
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

export interface SecurityHeadersOptions {
  /**
   * JITSI_DOMAIN: the meeting screen loads that deployment's External API script and embeds its
   * meeting; only then is that one host allowed (script and frame), nothing when it is not set.
   */
  jitsiDomain?: string;
  /**
   * Consent and analytics per country and host (docs/decisions/049): a host whose country has a
   * OneTrust id allows OneTrust's hosts, a host with a tag-manager container allows Google Tag
   * Manager's; every other host keeps the strict policy.
   */
  thirdParty?: ThirdPartySettings;
}

type Kind = 'script' | 'connect' | 'img';

/** The third-party origins the request's host may use, by directive kind. */
export function thirdPartyOrigins(
  host: string,
  settings: ThirdPartySettings | undefined,
): Record<Kind, string[]> {
  const origins: Record<Kind, string[]> = { script: [], connect: [], img: [] };
  if (!settings) return origins;
  const add = (from: Readonly<Record<Kind, readonly string[]>>) => {
    for (const kind of ['script', 'connect', 'img'] as const) origins[kind].push(...from[kind]);
  };
  const country = countryOfHost(host, settings.configuredHosts);
  if (country && settings.countries[country]?.consentKey) add(oneTrustOrigins);
  if (tagManagerContainerOf(host, settings)) add(tagManagerOrigins);
  return origins;
}

/** The strict policy, with the configured Jitsi deployment when there is one. */
export function contentSecurityPolicyFor(
  options: SecurityHeadersOptions = {},
): Record<string, (string | ((request: IncomingMessage) => string))[]> {
  const { thirdParty } = options;
  // Per request: the strict sources followed by the host's own third parties (if any).
  type Source = string | ((request: IncomingMessage) => string);
  const perHost = (kind: Kind, strict: readonly Source[]) => (request: IncomingMessage) =>
    [
      ...strict.map((source) => (typeof source === 'function' ? source(request) : source)),
      ...thirdPartyOrigins(request.headers.host ?? '', thirdParty)[kind],
    ].join(' ');
  const policy: Record<string, (string | ((request: IncomingMessage) => string))[]> = {
    ...contentSecurityPolicy,
    ...(thirdParty
      ? {
          'script-src': [perHost('script', contentSecurityPolicy['script-src'])],
          'connect-src': [perHost('connect', contentSecurityPolicy['connect-src'])],
          'img-src': [perHost('img', contentSecurityPolicy['img-src'])],
        }
      : {}),
  };
  if (!options.jitsiDomain) return policy;
  const jitsi = `https://${options.jitsiDomain}`;
  return {
    ...policy,
    'script-src': [...policy['script-src']!, jitsi],
    'frame-src': ["'self'", jitsi],
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions = {},
): Promise<void> {
  app.decorateRequest('cspNonce', '');
  // Runs before helmet's own onRequest hook, which reads the nonce through the directive above.
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
    nonces.set(request.raw, request.cspNonce);
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyFor(options) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
