import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { headers } from '@pulso/contracts/http';

const SANE_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/** Fastify `genReqId`: an incoming x-request-id when it is short and plain, else a random UUID. */
export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers[headers.requestId];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}

/** Every response carries its request id (the same value the logs carry as `reqId`). */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(headers.requestId, request.id);
  });
}
