import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contentIdParamsSchema,
  contentItemSchema,
  publicContentQuerySchema,
} from '@pulso/contracts/content';
import {
  acceptTermsBodySchema,
  acceptTermsResponseSchema,
  userAccessQuerySchema,
  userAccessResponseSchema,
} from '@pulso/contracts/public-access';
import { problemSchema } from '@pulso/contracts/problem';
import { resolveRequestUser } from '../identity/session/session.ts';
import type { PublicAccessService } from './public-access.service.ts';

const p = problemSchema;
const tags = ['public content'];

/** Per client address: accepting terms writes a row. */
export const acceptTermsRateLimit = { max: 30, timeWindow: 60_000 } as const;

/**
 * Spec §7 `public/userAccess`, `public/acceptTerms`, `public/contents/{id}`: one item opened
 * through a token link, without a session. Failures are 403/410 problems with the codes of
 * `publicAccessProblemCodes` (never 401).
 */
export function publicAccessRoutes({
  publicAccess: access,
}: {
  publicAccess: PublicAccessService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/public/userAccess',
      {
        schema: {
          tags,
          summary: 'What a token link opens, until when, and whether its terms were accepted',
          querystring: userAccessQuerySchema,
          response: { 200: userAccessResponseSchema, 400: p, 403: p, 404: p, 410: p },
        },
      },
      async (request) => access.userAccess(request.query, request.country),
    );

    app.post(
      '/public/acceptTerms',
      {
        config: { rateLimit: acceptTermsRateLimit },
        schema: {
          tags,
          summary: 'Accepts the terms of a token link with a name and a register number',
          description:
            "Differs from spec §7 on purpose (docs/decisions, 'Where the API differs from the spec's calls'): the link's signed `token` must be sent as a query parameter, as for `public/userAccess` and `public/contents/{id}`; without it anyone could record an acceptance for any item. The optional `userId` is recorded only when it is the signed-in caller's own (from its session).",
          querystring: publicContentQuerySchema,
          body: acceptTermsBodySchema,
          response: { 200: acceptTermsResponseSchema, 400: p, 403: p, 404: p, 410: p },
        },
      },
      async (request) =>
        access.acceptTerms(request.query.token, request.body, {
          country: request.country,
          signedInUserId: (await resolveRequestUser(request))?.id,
        }),
    );

    app.get(
      '/public/contents/:id',
      {
        schema: {
          tags,
          summary: 'The item of a token link, once its terms were accepted',
          params: contentIdParamsSchema,
          querystring: publicContentQuerySchema,
          response: { 200: contentItemSchema, 400: p, 403: p, 404: p, 410: p },
        },
      },
      async (request) => access.content(request.query.token, request.params.id, request.country),
    );
  };
}
