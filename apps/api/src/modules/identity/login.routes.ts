import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@pulso/contracts/problem';
import { loginRequestSchema, loginResponseSchema } from '@pulso/contracts/users';
import type { LoginService } from './login.service.ts';
import { requireUser } from './session/session.ts';

/** Per client address. */
export const loginRateLimit = { max: 30, timeWindow: 60_000 } as const;

const p = problemSchema;

/**
 * Sign-in and sign-out of the product (spec §4 Session, §7 `users/login`, `users/logout`): the
 * identity provider's signed UID exchanged for a session, and the session ended.
 */
export function loginRoutes({ login }: { login: LoginService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/users/login',
      {
        config: { rateLimit: loginRateLimit },
        schema: {
          tags: ['users'],
          summary: "Exchanges the identity provider's login payload for a session",
          body: loginRequestSchema,
          response: { 200: loginResponseSchema, 400: p, 401: p, 403: p, 404: p, 503: p },
        },
      },
      async (request) => login.login(request.body, { userAgent: request.headers['user-agent'] }),
    );

    app.post(
      '/users/logout',
      {
        preValidation: requireUser,
        schema: {
          tags: ['users'],
          summary: "Ends the session, and the account's sessions in the identity provider",
          response: { 204: z.null(), 401: p },
        },
      },
      async (request, reply) => {
        await login.logout(request.user, (error) =>
          request.log.warn({ err: error }, 'the identity provider did not end its sessions'),
        );
        return reply.code(204).send(null);
      },
    );
  };
}
