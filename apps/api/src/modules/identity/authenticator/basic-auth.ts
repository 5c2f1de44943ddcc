import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BasicAuthInvalidError } from './authenticator.errors.ts';

export interface BasicCredentials {
  user: string;
  password: string;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** `Authorization` value for basic auth (RFC 7617, UTF-8). */
export function basicAuthorization({ user, password }: BasicCredentials): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}

function sentCredentials(request: FastifyRequest): BasicCredentials | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * onRequest hook: the request must carry these credentials as basic auth. Both parts are
 * compared in constant time (as digests, so lengths leak nothing either), and both always are.
 * Otherwise 401 with `WWW-Authenticate`.
 */
export function basicAuthHook(expected: BasicCredentials, realm: string) {
  const user = digest(expected.user);
  const password = digest(expected.password);
  return async function checkBasicAuth(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const sent = sentCredentials(request);
    const userMatches = timingSafeEqual(digest(sent?.user ?? ''), user);
    const passwordMatches = timingSafeEqual(digest(sent?.password ?? ''), password);
    if (sent && userMatches && passwordMatches) return;
    reply.header('www-authenticate', `Basic realm="${realm}", charset="UTF-8"`);
    throw new BasicAuthInvalidError('Send the service credentials as basic auth.');
  };
}
