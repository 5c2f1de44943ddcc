import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clusterContainerSchema,
  clusterIds,
  clusterQuerySchema,
  contentIdParamsSchema,
  contentItemSchema,
  contentQuerySchema,
  savedItemRequestSchema,
  savedItemResponseSchema,
  savedItemsResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@pulso/contracts/content';
import { problemSchema } from '@pulso/contracts/problem';
import { sendPrecompressed } from '../../platform/compression.ts';
import { requireUser } from '../identity/session/session.ts';
import type { ClustersService } from './clusters.service.ts';
import type { ContentService } from './content.service.ts';
import type { SavedService } from './saved.service.ts';
import { readerOf } from './viewer.ts';

const p = problemSchema;
const JSON_TYPE = 'application/json; charset=utf-8';
const serialiseJson = (payload: unknown) => JSON.stringify(payload);
const tags = ['content'];

/** Every cluster needs a session except the public landing home. */
async function requireUserUnlessLanding(request: FastifyRequest): Promise<void> {
  if ((request.params as { id?: unknown }).id !== clusterIds.landing) await requireUser(request);
}

/**
 * Spec §7 `clusters/{id}`, `contents/{id}`, `search`, and the see-later list; their media URLs
 * signed for the reader (decision 016).
 */
export const contentRoutes =
  ({
    content,
    clusters,
    saved,
  }: {
    content: ContentService;
    clusters: ClustersService;
    saved: SavedService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { preValidation: requireUser };

    app.get(
      '/clusters/:id',
      {
        preValidation: requireUserUnlessLanding,
        schema: {
          tags,
          summary:
            'A home (signed-in `home`, public `landing`) or a one-row list (news, exclusive, exclusive-<product>, products, feed)',
          // `landing` without a session, every other id with one (platform/openapi.ts).
          security: [{ apiKey: [] }, { apiKey: [], session: [] }],
          params: contentIdParamsSchema,
          querystring: clusterQuerySchema,
          response: { 200: clusterContainerSchema, 400: p, 401: p, 404: p },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        // The signed-in home comes serialised and compressed (clusters.service keeps its pages):
        // sent as bytes, which the route's typed reply (objects of its schema) does not describe.
        if (id === clusterIds.home) {
          const body = await clusters.home(request.user, request.query);
          return sendPrecompressed(request, (reply as FastifyReply).type(JSON_TYPE), body);
        }
        const container =
          id === clusterIds.landing
            ? await clusters.landing(request.country)
            : await clusters.list(id, request.user, request.query.next);
        // Serialised as they are, without checking the container against its schema once more on
        // the way out (its cards are built field by field, and the tests check the answers
        // against clusterContainerSchema).
        return reply.type(JSON_TYPE).serializer(serialiseJson).send(container);
      },
    );

    app.get(
      '/contents/:id',
      {
        ...signedIn,
        schema: {
          tags,
          summary:
            'A content item. A read: it records no opening (POST contents/{id}/views does); logContentAccess is accepted as spec §7 has it and changes nothing',
          params: contentIdParamsSchema,
          querystring: contentQuerySchema,
          response: { 200: contentItemSchema, 400: p, 401: p, 403: p, 404: p },
        },
      },
      async (request) => content.getContent(request.user, request.params.id),
    );

    app.post(
      '/contents/:id/views',
      {
        ...signedIn,
        schema: {
          tags,
          summary:
            "The doctor opened the item's page: counted for the most seen (top10) once per doctor, item and day, however often it is sent",
          params: contentIdParamsSchema,
          response: { 204: z.null(), 400: p, 401: p, 403: p, 404: p },
        },
      },
      async (request, reply) => {
        await content.recordView(request.user, request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/search',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Full-text search (unaccented, stemmed, typo-tolerant), 20 results from `from`',
          querystring: searchQuerySchema,
          response: { 200: searchResponseSchema, 400: p, 401: p },
        },
      },
      async (request) => content.search(request.user, request.query),
    );

    app.get(
      '/saved',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'The see-later list, newest saved first',
          response: { 200: savedItemsResponseSchema, 401: p },
        },
      },
      async (request) => saved.list(readerOf(request.user)),
    );

    app.post(
      '/saved',
      {
        ...signedIn,
        // Counted per account besides per address (decision 071).
        preHandler: app.accountLimit('writes'),
        schema: {
          tags,
          summary: 'Adds an item to the see-later list (again is fine)',
          body: savedItemRequestSchema,
          response: { 200: savedItemResponseSchema, 400: p, 401: p, 403: p, 404: p, 429: p },
        },
      },
      async (request) => saved.add(readerOf(request.user), request.body.contentId),
    );

    app.delete(
      '/saved/:id',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Removes an item from the see-later list (again is fine)',
          params: contentIdParamsSchema,
          response: { 200: savedItemResponseSchema, 400: p, 401: p },
        },
      },
      async (request) => saved.remove(readerOf(request.user), request.params.id),
    );
  };
