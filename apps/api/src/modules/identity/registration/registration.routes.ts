import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemSchema } from '@pulso/contracts/problem';
import {
  registrationRequestSchema,
  registrationResponseSchema,
} from '@pulso/contracts/registration';
import type { RegistrationService } from './registration.service.ts';

/** Per client address. */
export const registrationRateLimit = { max: 10, timeWindow: 60_000 } as const;

const p = problemSchema;

/**
 * Sign-up (spec §4, §5, §7 `POST users`): the product account of an identity account the caller
 * proves to own. The web's sign-up screen is identity's too (`features/identity`).
 */
export function registrationRoutes({
  registration,
}: {
  registration: RegistrationService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/users',
      {
        config: { rateLimit: registrationRateLimit },
        schema: {
          tags: ['users'],
          summary:
            'Registers the product account of an identity account (proved by its UIDSignature)',
          description:
            "Differs from spec §7 on purpose (docs/decisions, 'Where the API differs from the spec's calls'): besides §7's body, it needs the identity provider's `UIDSignature` and `signatureTimestamp` for `idGigya` (as `POST /api/users/login` does), so nobody can register someone else's identity account. `timezone` is the country's IANA zone or, as §7 sends it, its UTC offset (`UTC-3`).",
          body: registrationRequestSchema,
          response: { 200: registrationResponseSchema, 400: p, 401: p, 403: p, 409: p, 503: p },
        },
      },
      async (request) => registration.register(request.body, request.country),
    );
  };
}
