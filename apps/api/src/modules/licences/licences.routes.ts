import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemSchema } from '@pulso/contracts/problem';
import { checkCrmQuerySchema, checkCrmResponseSchema } from '@pulso/contracts/users';
import type { LicencesService } from './licences.service.ts';

/** checkCRM answers are public data, but one address may not walk the whole registry. */
const CHECK_CRM_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

export function licencesRoutes({ licences }: { licences: LicencesService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/public/veeva/checkCRM',
      {
        config: { rateLimit: CHECK_CRM_RATE_LIMIT },
        schema: {
          tags: ['licences'],
          summary:
            'Checks a Brazilian CRM against the licence registry (UF optional: an active licence in any UF wins)',
          querystring: checkCrmQuerySchema,
          response: { 200: checkCrmResponseSchema, 400: problemSchema, 503: problemSchema },
        },
      },
      async (request) => licences.checkCrm(request.query),
    );
  };
}
