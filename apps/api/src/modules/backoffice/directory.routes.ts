import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  directoryListingListSchema,
  directoryListingSchema,
  directoryQuerySchema,
  hideListingBodySchema,
  listingIdParamsSchema,
} from '@pulso/contracts/backoffice/directory';
import { problemSchema } from '@pulso/contracts/problem';
import type { BackofficePermission } from './backoffice.routes.ts';
import type { BackofficeDirectoryService } from './directory.service.ts';

const p = problemSchema;
const tags = ['backoffice'];
const errors = { 400: p, 401: p, 403: p, 404: p };
const allow = (action: BackofficePermission['action']) => ({
  backoffice: { action, subject: 'Listing' } satisfies BackofficePermission,
});

/**
 * `/api/backoffice/directory…` (decision 056): registered inside the back office's scope, so its
 * one permission hook authorises these routes like every other.
 */
export const directoryRoutes =
  (directory: BackofficeDirectoryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/directory',
      {
        config: allow('read'),
        schema: {
          tags,
          summary: "The doctor finder's listings by name, CRM or id, with why each is hidden",
          querystring: directoryQuerySchema,
          response: { 200: directoryListingListSchema, ...errors },
        },
      },
      async (request) => directory.list(request.staff, request.query.q),
    );

    app.get(
      '/directory/:id',
      {
        config: allow('read'),
        schema: {
          tags,
          summary: 'One listing and why patients do not see it (left: known from the trail)',
          params: listingIdParamsSchema,
          response: { 200: directoryListingSchema, ...errors },
        },
      },
      async (request) => directory.get(request.staff, request.params.id),
    );

    app.post(
      '/directory/:id/hide',
      {
        config: allow('update'),
        schema: {
          tags,
          summary: 'Hides a listing from the public search and profile, with a reason',
          params: listingIdParamsSchema,
          body: hideListingBodySchema,
          response: { 200: directoryListingSchema, ...errors },
        },
      },
      async (request) => directory.hide(request.staff, request.params.id, request.body.reason),
    );

    app.post(
      '/directory/:id/unhide',
      {
        config: allow('update'),
        schema: {
          tags,
          summary: 'Shows a listing hidden by staff again',
          params: listingIdParamsSchema,
          response: { 200: directoryListingSchema, ...errors },
        },
      },
      async (request) => directory.unhide(request.staff, request.params.id),
    );
  };
