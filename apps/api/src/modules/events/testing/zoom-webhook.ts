import type { FastifyInstance } from 'fastify';
import { signZoomWebhook } from '../zoom.ts';

/** Zoom's webhook as Zoom sends it: `body` as JSON, signed with `secret` at `at`. */
export function postZoomWebhook(
  app: FastifyInstance,
  { body, secret, at }: { body: unknown; secret: string; at: Date },
) {
  const text = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/api/events/zoom/webhook',
    headers: {
      'content-type': 'application/json',
      ...signZoomWebhook(secret, text, Math.floor(at.getTime() / 1000)),
    },
    payload: text,
  });
}
