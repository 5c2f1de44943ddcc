import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cepAddressSchema,
  cepParamsSchema,
  docfinderMunicipalitiesResponseSchema,
  docfinderProfileSchema,
  docfinderSearchQuerySchema,
  docfinderSearchResponseSchema,
  docfinderSpecialtiesResponseSchema,
  doctorIdParamsSchema,
  municipalitiesQuerySchema,
  myListingSchema,
  officeIdParamsSchema,
  officeRequestSchema,
  officeSchema,
  optInRequestSchema,
} from '@pulso/contracts/docfinder';
import { problemSchema } from '@pulso/contracts/problem';
import type { Config } from '../../config.ts';
import { NotFoundError } from '../../errors.ts';
import { registerAccountLimits } from '../../platform/account-limit.ts';
import { registerRateLimit } from '../../platform/rate-limit.ts';
import { requireUser } from '../identity/session/session.ts';
import type { DocfinderService } from './docfinder.service.ts';

export const DOCFINDER_PREFIX = '/docfinder/v1';

const p = problemSchema;
const tags = ['docfinder'];
const session = [{ session: [] }];

/** Public answers may be kept a little by browsers and proxies; reference data longer. */
const cacheFor = (seconds: number) => `public, max-age=${seconds}`;

/**
 * The doctor finder's own OpenAPI document: the server's (at /api/docs/json) cut down to the
 * /docfinder/v1 operations, with this API's title and base address. Needs API_DOCS.
 */
function docfinderDocument(app: FastifyInstance, version: string) {
  const whole = (app as FastifyInstance & { swagger?: () => Record<string, unknown> }).swagger?.();
  if (!whole) return undefined;
  const paths = Object.fromEntries(
    Object.entries((whole.paths ?? {}) as Record<string, unknown>)
      .filter(([path]) => path.startsWith(`${DOCFINDER_PREFIX}/`) && !path.includes('/docs'))
      .map(([path, item]) => [path.slice(DOCFINDER_PREFIX.length), item]),
  );
  return {
    ...whole,
    info: {
      title: 'Pulso doctor-finder API',
      version: `1 (${version})`,
      description:
        'The doctor finder of the Pulso portal (issue 15): public search and profiles (rate-limited, paged, no API key), and a signed-in doctor’s own listing (Authorization: Bearer, the product session). Errors are application/problem+json with a stable `code`; field problems name the field (`query.near`, `body.cep`).',
    },
    servers: [{ url: DOCFINDER_PREFIX }],
    paths,
  };
}

/**
 * `/docfinder/v1`: the doctor-finder API (spec §7 "a doctor-finder API (versioned v1)"), a scope
 * of its own: CORS for DOCFINDER_CORS_ORIGINS, its own rate limit, no API key and no
 * anti-forgery token (a bearer token is no ambient credential; docs/decisions/039).
 */
export function docfinderApi({
  config,
  docfinder,
}: {
  config: Config;
  docfinder: DocfinderService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(cors, {
      origin: config.docfinder.corsOrigins.length > 0 ? config.docfinder.corsOrigins : false,
      methods: ['GET', 'PUT', 'POST', 'DELETE'],
      // What clients send (decision 039): the portal's own calls carry only `accept`,
      // `authorization` and `content-type`; others may name the language and a request id to
      // correlate with the answer's problem. Rate-limit and request-id headers are readable.
      allowedHeaders: ['authorization', 'content-type', 'accept-language', 'x-request-id'],
      exposedHeaders: [
        'retry-after',
        'x-ratelimit-limit',
        'x-ratelimit-remaining',
        'x-ratelimit-reset',
        'x-request-id',
      ],
      maxAge: 600,
    });
    await registerRateLimit(app, config.docfinder.rateLimit);
    registerAccountLimits(app, config.accountLimits);
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });

    app.get(
      '/doctors',
      {
        schema: {
          tags,
          summary: 'Searches the listed doctors (paged, nearest first with `near`)',
          querystring: docfinderSearchQuerySchema,
          response: { 200: docfinderSearchResponseSchema, 400: p, 422: p, 429: p },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', cacheFor(60));
        return docfinder.search(request.query);
      },
    );

    app.get(
      '/doctors/:id',
      {
        schema: {
          tags,
          summary: 'A listed doctor’s public profile (only what the doctor published)',
          params: doctorIdParamsSchema,
          response: { 200: docfinderProfileSchema, 400: p, 404: p, 429: p },
        },
      },
      async (request, reply) => {
        const profile = await docfinder.profile(request.params.id);
        reply.header('cache-control', cacheFor(60));
        return profile;
      },
    );

    app.get(
      '/specialties',
      {
        schema: {
          tags,
          summary: 'The specialties a listing may name (CFM), with their codes',
          response: { 200: docfinderSpecialtiesResponseSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', cacheFor(86_400));
        return docfinder.specialties();
      },
    );

    app.get(
      '/municipalities',
      {
        schema: {
          tags,
          summary: 'The municipalities of a UF (IBGE codes and names) with their points',
          querystring: municipalitiesQuerySchema,
          response: { 200: docfinderMunicipalitiesResponseSchema, 400: p },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', cacheFor(86_400));
        return docfinder.municipalities(request.query.uf);
      },
    );

    const signedIn = { preValidation: requireUser };
    /** Listing edits, counted per account besides per address (decision 071). */
    const limitedWrite = { ...signedIn, preHandler: app.accountLimit('writes') };

    app.get(
      '/ceps/:cep',
      {
        ...signedIn,
        schema: {
          tags,
          summary:
            'What a CEP tells of an address: UF and municipality, street and district when the CEP service answers',
          security: session,
          params: cepParamsSchema,
          response: { 200: cepAddressSchema, 400: p, 401: p, 422: p, 429: p },
        },
      },
      async (request) => docfinder.cepAddress(request.params.cep),
    );

    app.get(
      '/me',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'My listing: its state and a preview as patients see it',
          security: session,
          response: { 200: myListingSchema, 401: p },
        },
      },
      async (request) => docfinder.me(request.user.id),
    );

    app.put(
      '/me',
      {
        ...limitedWrite,
        schema: {
          tags,
          summary: 'Opts in to the directory (consent: true), or changes specialties and languages',
          security: session,
          body: optInRequestSchema,
          response: { 200: myListingSchema, 400: p, 401: p, 403: p, 429: p },
        },
      },
      async (request) => docfinder.optIn(request.user.id, request.body),
    );

    app.delete(
      '/me',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Leaves the directory: the listing is hidden and its data deleted at once',
          security: session,
          response: { 204: z.null(), 401: p },
        },
      },
      async (request, reply) => {
        await docfinder.leave(request.user.id);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/me/addresses',
      {
        ...limitedWrite,
        schema: {
          tags,
          summary: 'Adds an office to my listing',
          security: session,
          body: officeRequestSchema,
          response: { 201: officeSchema, 400: p, 401: p, 409: p, 429: p },
        },
      },
      async (request, reply) => {
        const office = await docfinder.addOffice(request.user.id, request.body);
        return reply.code(201).send(office);
      },
    );

    app.put(
      '/me/addresses/:id',
      {
        ...limitedWrite,
        schema: {
          tags,
          summary: 'Changes one of my offices',
          security: session,
          params: officeIdParamsSchema,
          body: officeRequestSchema,
          response: { 200: officeSchema, 400: p, 401: p, 404: p, 429: p },
        },
      },
      async (request) => docfinder.updateOffice(request.user.id, request.params.id, request.body),
    );

    app.delete(
      '/me/addresses/:id',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Deletes one of my offices',
          security: session,
          params: officeIdParamsSchema,
          response: { 204: z.null(), 400: p, 401: p, 404: p },
        },
      },
      async (request, reply) => {
        await docfinder.deleteOffice(request.user.id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.get('/docs/json', { schema: { hide: true } }, async () => {
      const document = docfinderDocument(app, config.version);
      if (!document) throw new NotFoundError();
      return document;
    });
  };
}
