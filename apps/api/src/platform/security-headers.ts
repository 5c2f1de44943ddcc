import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request nonce allowed in style-src (written into index.html for Mantine's style tag). */
    cspNonce: string;
  }
}

const nonces = new WeakMap<IncomingMessage, string>();

/** The strict policy every response carries (the API docs page gets a relaxed one of its own). */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", (request: IncomingMessage) => `'nonce-${nonces.get(request) ?? ''}'`],
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
}

/** The strict policy, with the configured Jitsi deployment when there is one. */
export function contentSecurityPolicyFor(
  options: SecurityHeadersOptions = {},
): typeof contentSecurityPolicy & { 'frame-src'?: string[] } {
  if (!options.jitsiDomain) return contentSecurityPolicy;
  const jitsi = `https://${options.jitsiDomain}`;
  return {
    ...contentSecurityPolicy,
    'script-src': [...contentSecurityPolicy['script-src'], jitsi],
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
