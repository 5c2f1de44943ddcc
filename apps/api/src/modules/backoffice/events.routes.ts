import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveEventSchema,
  backofficeEventListSchema,
  backofficeEventSchema,
  createEventSchema,
  eventIdParamsSchema,
  eventProviderInputSchema,
  eventRecordingParamsSchema,
  eventRecordingSchema,
  eventScheduleSchema,
  eventTextSchema,
} from '@pulso/contracts/backoffice/events';
import { problemSchema as p } from '@pulso/contracts/problem';
import type { BackofficeEventsService } from './events.service.ts';

const tags = ['backoffice'];
const errors = { 400: p, 401: p, 403: p, 404: p };
const withConflict = { ...errors, 409: p };
const allow = (action: 'read' | 'create' | 'update' | 'submit' | 'approve') => ({
  backoffice: { action, subject: 'Event' as const },
});
const response = { 200: backofficeEventSchema, ...withConflict };

/** `/api/backoffice/events…`, inside the back-office scope (its one permission hook). */
export const backofficeEventsRoutes =
  (events: BackofficeEventsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/events',
      {
        config: allow('read'),
        schema: {
          tags,
          summary: "Events of the staff's countries, newest first",
          response: { 200: backofficeEventListSchema, ...errors },
        },
      },
      async (request) => events.list(request.staff),
    );

    app.post(
      '/events',
      {
        config: allow('create'),
        schema: {
          tags,
          summary:
            'Creates a draft event with its text (speakers, agenda, image, materials), scheduled in its time zone, with its meeting',
          body: createEventSchema,
          response: { 201: backofficeEventSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return events.create(request.staff, request.body);
      },
    );

    app.get(
      '/events/:id',
      {
        config: allow('read'),
        schema: { tags, summary: 'An event', params: eventIdParamsSchema, response },
      },
      async (request) => events.get(request.staff, request.params.id),
    );

    app.put(
      '/events/:id/text',
      {
        config: allow('update'),
        schema: {
          tags,
          summary:
            "Edits the text doctors see; an approved event's edit waits for its own approval while doctors keep the approved text",
          params: eventIdParamsSchema,
          body: eventTextSchema,
          response,
        },
      },
      async (request) => events.updateText(request.staff, request.params.id, request.body),
    );

    app.post(
      '/events/:id/submit',
      {
        config: allow('submit'),
        schema: {
          tags,
          summary: "Sends the draft event to its country's reviewers",
          params: eventIdParamsSchema,
          response,
        },
      },
      async (request) => events.submit(request.staff, request.params.id),
    );

    app.post(
      '/events/:id/approve',
      {
        config: allow('approve'),
        schema: {
          tags,
          summary:
            'Publishes the submitted event with its approval code; never by one who wrote it (403 backoffice.four_eyes)',
          params: eventIdParamsSchema,
          body: approveEventSchema,
          response,
        },
      },
      async (request) => events.approve(request.staff, request.params.id, request.body),
    );

    app.put(
      '/events/:id/schedule',
      {
        config: allow('update'),
        schema: {
          tags,
          summary: "Reschedules the event in its time zone; registrations' reminders move with it",
          params: eventIdParamsSchema,
          body: eventScheduleSchema,
          response,
        },
      },
      async (request) => events.reschedule(request.staff, request.params.id, request.body),
    );

    app.post(
      '/events/:id/cancel',
      {
        config: allow('update'),
        schema: {
          tags,
          summary: 'Calls the event off; its reminders are removed',
          params: eventIdParamsSchema,
          response,
        },
      },
      async (request) => events.cancel(request.staff, request.params.id),
    );

    app.put(
      '/events/:id/meeting',
      {
        config: allow('update'),
        schema: {
          tags,
          summary: 'The meeting provider; secrets are write-only (left out: kept)',
          params: eventIdParamsSchema,
          body: eventProviderInputSchema,
          response,
        },
      },
      async (request) => events.setMeeting(request.staff, request.params.id, request.body),
    );

    app.post(
      '/events/:id/recordings',
      {
        config: allow('update'),
        schema: {
          tags,
          summary: 'Adds a recording (at most 4)',
          params: eventIdParamsSchema,
          body: eventRecordingSchema,
          response,
        },
      },
      async (request) => events.addRecording(request.staff, request.params.id, request.body),
    );

    app.delete(
      '/events/:id/recordings/:index',
      {
        config: allow('update'),
        schema: {
          tags,
          summary: 'Removes a recording',
          params: eventRecordingParamsSchema,
          response,
        },
      },
      async (request) =>
        events.removeRecording(request.staff, request.params.id, request.params.index),
    );
  };
