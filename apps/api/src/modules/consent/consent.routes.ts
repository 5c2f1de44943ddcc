import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentRequestSchema, consentResponseSchema } from '@pulso/contracts/consent';
import { normaliseHost } from '@pulso/contracts/country';
import { problemSchema } from '@pulso/contracts/problem';
import { resolveRequestUser } from '../identity/session/session.ts';
import type { ConsentService } from './consent.service.ts';

const HOST_MAX_LENGTH = 253;

export const consentRoutes =
  ({ consent }: { consent: ConsentService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/consents',
      {
        schema: {
          tags: ['consent'],
          summary: 'Records a cookie-consent choice in the append-only ledger',
          description:
            'Signed in or not; with a live session the choice is also tied to the user (and shown in the data export).',
          body: consentRequestSchema,
          response: { 201: consentResponseSchema, 400: problemSchema },
        },
      },
      async (request, reply) => {
        const user = await resolveRequestUser(request);
        const recorded = await consent.record(request.body, {
          country: request.country,
          host: normaliseHost(request.host).slice(0, HOST_MAX_LENGTH),
          userId: user?.id,
          userAgent: request.headers['user-agent'],
        });
        return reply.code(201).send(recorded);
      },
    );
  };
