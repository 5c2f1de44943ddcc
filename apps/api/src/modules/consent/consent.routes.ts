import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consentLinkRequestSchema,
  consentLinkResponseSchema,
  consentRequestSchema,
  consentResponseSchema,
} from '@pulso/contracts/consent';
import { normaliseHost } from '@pulso/contracts/country';
import { problemSchema } from '@pulso/contracts/problem';
import { requireUser, resolveRequestUser } from '../identity/session/session.ts';
import type { ConsentService } from './consent.service.ts';

const HOST_MAX_LENGTH = 253;
const p = problemSchema;

/**
 * Per client address, as the other public writes: a visitor chooses a few times a visit (a
 * choice, a change, a sign-in), never dozens a minute.
 */
export const consentRateLimits = {
  record: { max: 30, timeWindow: 60_000 },
  link: { max: 30, timeWindow: 60_000 },
} as const;

export const consentRoutes =
  ({ consent }: { consent: ConsentService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/consents',
      {
        config: { rateLimit: consentRateLimits.record },
        schema: {
          tags: ['consent'],
          summary: 'Records a cookie-consent choice in the append-only ledger',
          description:
            'Signed in or not; with a live session the choice is also tied to the user (and shown in the data export). A choice made in our banner names the version of the text shown (`textVersion`, SHA-256 as `consentTextVersion` computes it); a version the server never served is refused with 422 `consent.text_version_unknown` (docs/decisions/070).',
          body: consentRequestSchema,
          response: { 201: consentResponseSchema, 400: p, 422: p, 429: p },
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

    app.post(
      '/consents/links',
      {
        config: { rateLimit: consentRateLimits.link },
        preValidation: requireUser,
        schema: {
          tags: ['consent'],
          summary: "Ties the choices this browser made signed out to the caller's account",
          description:
            "Called by the web app at sign-in with the consent id kept beside the choice: the signed-out choices of that id made since its last link become the account's (data export). Nothing is written when there are none (`linkedRecords: 0`).",
          body: consentLinkRequestSchema,
          response: { 200: consentLinkResponseSchema, 400: p, 401: p, 429: p },
        },
      },
      async (request) => consent.link(request.body.consentId, request.user.id),
    );
  };
