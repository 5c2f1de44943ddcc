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

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.decorateRequest('cspNonce', '');
  // Runs before helmet's own onRequest hook, which reads the nonce through the directive above.
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
    nonces.set(request.raw, request.cspNonce);
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
