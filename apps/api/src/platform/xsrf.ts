import cookie from '@fastify/cookie';
import csrfProtection from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { XSRF_COOKIE, headers } from '@pulso/contracts/http';

/**
 * Anti-forgery (docs/decisions/006): @fastify/csrf-protection keeps its secret in an http-only
 * cookie; the token made from it goes into the readable XSRF-TOKEN cookie, which the web client
 * echoes in `x-xsrf-token` on state-changing requests. A forged cross-site request cannot read the
 * cookie, and a token made for another secret does not verify.
 */
const SECRET_COOKIE = 'pulso-xsrf-secret';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `secure` (COOKIE_SECURE) is the default of every cookie the server sets: true in production,
 * where TLS ends at a proxy and the request itself may arrive over http.
 */
export async function registerXsrf(
  app: FastifyInstance,
  { secure }: { secure: boolean | 'auto' },
): Promise<void> {
  await app.register(cookie, { parseOptions: { secure } });
  await app.register(csrfProtection, {
    cookieKey: SECRET_COOKIE,
    cookieOpts: { path: '/', sameSite: 'lax', httpOnly: true, secure },
    getToken: (request) => request.headers[headers.xsrf] as string | undefined,
  });
}

/** Sets XSRF-TOKEN (and its secret) when the browser does not have them yet. */
export function issueXsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[XSRF_COOKIE] && request.cookies[SECRET_COOKIE]) return;
  const token = reply.generateCsrf();
  reply.setCookie(XSRF_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
  });
}

/** onRequest hook for /api: reads get a cookie, writes must echo it (403 request.xsrf_invalid). */
export function xsrfHook(app: FastifyInstance) {
  return function checkXsrf(
    request: FastifyRequest,
    reply: FastifyReply,
    done: (error?: Error) => void,
  ): void {
    if (SAFE_METHODS.has(request.method)) {
      issueXsrfCookie(request, reply);
      done();
      return;
    }
    app.csrfProtection(request, reply, done);
  };
}
