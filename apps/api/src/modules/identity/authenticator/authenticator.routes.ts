import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authenticatorPaths,
  recuperarTipoUsuarioGigyaRequestSchema,
  recuperarTipoUsuarioGigyaResponseSchema,
  validarCrmComPreCadastroComEmailRequestSchema,
  validarCrmComPreCadastroComEmailResponseSchema,
} from '@pulso/contracts/authenticator';
import { problemSchema } from '@pulso/contracts/problem';
import type { Config } from '../../../config.ts';
import { registerRateLimit } from '../../../platform/rate-limit.ts';
import type { AuthenticatorService } from './authenticator.service.ts';
import { basicAuthHook } from './basic-auth.ts';

/**
 * The Brazil authenticator service (spec §7), registered under `/authenticator`: two ASMX-style
 * operations, JSON in and out, basic auth (AUTHENTICATOR_USER / AUTHENTICATOR_PASSWORD). Server to
 * server only: no API key, no anti-forgery cookie, and the credentials never reach a browser.
 */
export function authenticatorRoutes(
  config: Config,
  { authenticator: service }: { authenticator: AuthenticatorService },
): FastifyPluginAsyncZod {
  return async (app) => {
    await registerRateLimit(app, config.rateLimit);
    app.addHook(
      'onRequest',
      basicAuthHook(
        { user: config.authenticator.user, password: config.authenticator.password },
        'pulso-authenticator',
      ),
    );
    const errors = { 400: problemSchema, 401: problemSchema };

    app.post(
      authenticatorPaths.recuperarTipoUsuarioGigya,
      {
        schema: {
          tags: ['authenticator'],
          summary: 'The kind of user behind an identity-provider UID (basic auth)',
          body: recuperarTipoUsuarioGigyaRequestSchema,
          response: { 200: recuperarTipoUsuarioGigyaResponseSchema, ...errors },
        },
      },
      async (request) => service.recuperarTipoUsuarioGigya(request.body),
    );

    app.post(
      authenticatorPaths.validarCrmComPreCadastroComEmail,
      {
        schema: {
          tags: ['authenticator'],
          summary: "Checks a doctor's CRM for a pre-registration with an e-mail (basic auth)",
          body: validarCrmComPreCadastroComEmailRequestSchema,
          response: { 200: validarCrmComPreCadastroComEmailResponseSchema, ...errors },
        },
      },
      async (request) => service.validarCrmComPreCadastroComEmail(request.body),
    );
  };
}
