import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentIdParamsSchema } from '@pulso/contracts/content';
import {
  attendanceAnswerSchema,
  eventDetailSchema,
  eventsPageSchema,
  eventsQuerySchema,
  heartbeatBodySchema,
  joinAnswerSchema,
  registrationAnswerSchema,
  zoomUrlValidationAnswerSchema,
} from '@pulso/contracts/events';
import { problemSchema } from '@pulso/contracts/problem';
import { requestOriginOf } from '../../platform/public-url.ts';
import { requireUser } from '../identity/session/session.ts';
import type { EventsService } from './events.service.ts';

const minute = 60_000;
const p = problemSchema;
const tags = ['events'];

/** Per client address: a meeting screen beats once a minute; joins are rare. */
export const eventsRateLimits = {
  heartbeat: { max: 30, timeWindow: minute },
  join: { max: 30, timeWindow: minute },
} as const;

/**
 * Issue 14 events under /api (signed in, the doctor's country only: another country's event is
 * 404 `events.not_found`). Contracts: packages/contracts/src/events.ts.
 */
export function eventsRoutes({ events }: { events: EventsService }): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { preValidation: requireUser };
    const params = contentIdParamsSchema;

    app.get(
      '/events',
      {
        ...signedIn,
        schema: {
          tags,
          summary: "The country's events: upcoming (live first), past or all; by specialty, paged",
          querystring: eventsQuerySchema,
          response: { 200: eventsPageSchema, 400: p, 401: p },
        },
      },
      async (request) => events.list(request.user, request.query),
    );

    app.get(
      '/events/:id',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'An event: speakers, agenda, status on the server clock; recording once ended',
          params,
          response: { 200: eventDetailSchema, 400: p, 401: p, 404: p },
        },
      },
      async (request) => events.get(request.user, request.params.id),
    );

    app.put(
      '/events/:id/registration',
      {
        ...signedIn,
        // Counted per account besides per address (decision 071).
        preHandler: app.accountLimit('writes'),
        schema: {
          tags,
          summary: 'Registers for the event (idempotent); refused when full, past or cancelled',
          params,
          response: { 200: registrationAnswerSchema, 400: p, 401: p, 404: p, 409: p, 429: p },
        },
      },
      async (request) => events.register(request.user, request.params.id),
    );

    app.delete(
      '/events/:id/registration',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Cancels the registration (idempotent); its reminders are removed',
          params,
          response: { 200: registrationAnswerSchema, 400: p, 401: p, 404: p, 409: p },
        },
      },
      async (request) => events.unregister(request.user, request.params.id),
    );

    app.get(
      '/events/:id/calendar.ics',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'The event as an RFC 5545 calendar (UTC instants, UID, SEQUENCE, an alarm)',
          params,
          response: { 200: z.any().describe('text/calendar'), 400: p, 401: p, 404: p },
        },
      },
      async (request, reply) => {
        const ics = await events.calendar(
          request.user,
          request.params.id,
          requestOriginOf(request),
        );
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${request.params.id}.ics"`)
          .send(ics);
      },
    );

    app.post(
      '/events/:id/join',
      {
        ...signedIn,
        config: { rateLimit: eventsRateLimits.join },
        schema: {
          tags,
          summary:
            'What the meeting screen needs, by provider (Zoom signature, Jitsi room, link or stream); registered doctors, within the opening window',
          params,
          response: { 200: joinAnswerSchema, 400: p, 401: p, 403: p, 404: p, 409: p },
        },
      },
      async (request) => events.join(request.user, request.params.id),
    );

    app.post(
      '/events/:id/attendance',
      {
        ...signedIn,
        config: { rateLimit: eventsRateLimits.heartbeat },
        schema: {
          tags,
          summary:
            "The meeting screen's heartbeat (every 60 s while visible; `left` when it closes)",
          params,
          body: heartbeatBodySchema,
          response: { 200: attendanceAnswerSchema, 400: p, 401: p, 403: p, 404: p, 409: p },
        },
      },
      async (request) => events.heartbeat(request.user, request.params.id, request.body),
    );

    app.get(
      '/events/:id/attendance',
      {
        ...signedIn,
        schema: {
          tags,
          summary: "The doctor's attendance: merged intervals within the schedule, minutes",
          params,
          response: { 200: attendanceAnswerSchema, 400: p, 401: p, 404: p },
        },
      },
      async (request) => events.attendance(request.user, request.params.id),
    );
  };
}

/**
 * `POST /api/events/zoom/webhook`: Zoom's call, outside the /api scope (no API key, session or
 * anti-forgery token: the `x-zm-signature` HMAC is its authentication). The body is read raw,
 * since the signature covers its bytes.
 */
export function eventsWebhookRoutes({ events }: { events: EventsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    app.post(
      '/api/events/zoom/webhook',
      {
        schema: {
          tags,
          summary:
            "Zoom's webhook: endpoint.url_validation, participant joined/left (x-zm-signature; 401 when it does not match)",
          body: z.string().max(100_000).optional(),
          response: {
            200: z.union([zoomUrlValidationAnswerSchema, z.object({})]),
            401: p,
            404: p,
          },
        },
      },
      async (request) =>
        events.zoomWebhook({
          signature: request.headers['x-zm-signature'] as string | undefined,
          timestamp: request.headers['x-zm-request-timestamp'] as string | undefined,
          body: request.body ?? '',
        }),
    );
  };
}
