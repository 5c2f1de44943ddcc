import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@pulso/contracts/problem';
import {
  pushDeviceSchema,
  pushPublicKeySchema,
  pushQuietHoursBodySchema,
  pushSettingsSchema,
  pushSubscriptionBodySchema,
  pushTestAnswerSchema,
  pushUnsubscribeQuerySchema,
} from '@pulso/contracts/push';
import { requireUser } from '../identity/session/session.ts';
import type { PushService } from './push.service.ts';

const p = problemSchema;
const tags = ['push'];

/** Per client address: a test notification is a click in the preferences, not a loop. */
export const pushRateLimits = { test: { max: 5, timeWindow: 60_000 } } as const;

/** Issue 16 web push under /api. Contracts: packages/contracts/src/push.ts. */
export function pushRoutes({ push }: { push: PushService }): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { preValidation: requireUser };

    app.get(
      '/push/public-key',
      {
        schema: {
          tags,
          summary: "The VAPID public key (the browser's applicationServerKey), base64url",
          response: { 200: pushPublicKeySchema },
        },
      },
      async () => ({ publicKey: push.publicKey() }),
    );

    app.get(
      '/push/subscriptions',
      {
        ...signedIn,
        schema: {
          tags,
          summary: "The caller's subscribed devices (with their topics) and quiet hours",
          response: { 200: pushSettingsSchema, 401: p },
        },
      },
      async (request) => push.settings(request.user.id),
    );

    app.post(
      '/push/subscriptions',
      {
        ...signedIn,
        // Counted per account besides per address (decision 071).
        preHandler: app.accountLimit('writes'),
        schema: {
          tags,
          summary:
            "Stores this device's PushSubscription (by endpoint) with its topics; the endpoint must be a browser push service (port 443); another account's device is 409, not moved",
          body: pushSubscriptionBodySchema,
          response: { 201: pushDeviceSchema, 400: p, 401: p, 409: p, 429: p },
        },
      },
      async (request, reply) => {
        const device = await push.subscribe(
          request.user.id,
          request.body,
          request.headers['user-agent'],
        );
        return reply.code(201).send(device);
      },
    );

    app.delete(
      '/push/subscriptions',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Forgets one of the caller\u2019s devices (idempotent)',
          querystring: pushUnsubscribeQuerySchema,
          response: { 204: z.null(), 400: p, 401: p },
        },
      },
      async (request, reply) => {
        await push.unsubscribe(request.user.id, request.query.endpoint);
        return reply.code(204).send(null);
      },
    );

    app.put(
      '/push/quiet-hours',
      {
        ...signedIn,
        schema: {
          tags,
          summary: "Sets (or, with null, clears) the caller's quiet hours, in the account's zone",
          body: pushQuietHoursBodySchema,
          response: { 200: pushSettingsSchema, 400: p, 401: p },
        },
      },
      async (request) => push.setQuietHours(request.user.id, request.body.quietHours),
    );

    app.post(
      '/push/test',
      {
        ...signedIn,
        // It pushes to every device: counted per account too (decision 071).
        preHandler: app.accountLimit('sensitive'),
        config: { rateLimit: pushRateLimits.test },
        schema: {
          tags,
          summary: "Sends one test notification to each of the caller's devices",
          response: { 200: pushTestAnswerSchema, 401: p, 409: p, 429: p },
        },
      },
      async (request) => push.sendTest(request.user.id, request.user.country),
    );
  };
}
