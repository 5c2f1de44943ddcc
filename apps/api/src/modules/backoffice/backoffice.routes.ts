import type { FastifyRequest, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stringify } from 'csv-stringify/sync';
import {
  approveContentSchema,
  auditListSchema,
  auditQuerySchema,
  backofficeContentListSchema,
  backofficeContentSchema,
  backofficeContentsQuerySchema,
  backofficeMeSchema,
  contentDraftSchema,
  contentIdParamsSchema,
} from '@pulso/contracts/backoffice';
import { problemSchema } from '@pulso/contracts/problem';
import { requireUser } from '../identity/session/session.ts';
import { abilityFor, type Action, type BackofficeSubject } from './ability.ts';
import { BackofficeForbiddenError } from './backoffice.errors.ts';
import type { BackofficeContentsService, Staff } from './contents.service.ts';
import { backofficeCoursesRoutes } from './courses.routes.ts';
import type { BackofficeCoursesService } from './courses.service.ts';
import { backofficeEventsRoutes } from './events.routes.ts';
import type { BackofficeEventsService } from './events.service.ts';
import { directoryRoutes } from './directory.routes.ts';
import type { BackofficeDirectoryService } from './directory.service.ts';
import { adminRoutes, type AdminServices } from './admin.routes.ts';
import { backofficeMediaRoutes } from './media.routes.ts';
import type { BackofficeMediaService } from './media.service.ts';

/** What a back-office route needs: checked by the one hook below, before validation. */
export interface BackofficePermission {
  action: Action;
  subject: BackofficeSubject;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    backoffice?: BackofficePermission;
  }
  interface FastifyRequest {
    /** The staff member of a back-office route (set by its permission hook). */
    staff: Staff;
  }
}

/** Every back-office route (`METHOD /api/backoffice/...`), as registered: the matrix test's list. */
export const backofficeEndpoints: string[] = [];

const p = problemSchema;
const tags = ['backoffice'];
const errors = { 400: p, 401: p, 403: p, 404: p };
const errorsWithConflict = { ...errors, 409: p };

/**
 * Authorisation for the whole back office, in one place (decision 050): each route declares its
 * `config.backoffice` permission (a route without one is refused when the app starts); the hook
 * signs the user in, builds their CASL ability and answers 403 unless the role allows the action
 * in some country. Country scoping of records is the services' where-clause (404 elsewhere).
 */
async function authorise(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  const need = request.routeOptions.config.backoffice!;
  const ability = abilityFor(request.user.roles);
  if (!ability.can('enter', 'Backoffice') || !ability.can(need.action, need.subject))
    throw new BackofficeForbiddenError();
  request.staff = { user: request.user, ability };
}

export interface BackofficeServices extends AdminServices {
  backofficeContents: BackofficeContentsService;
  backofficeCourses: BackofficeCoursesService;
  backofficeEvents: BackofficeEventsService;
  backofficeDirectory: BackofficeDirectoryService;
  backofficeMedia: BackofficeMediaService;
}

export const backofficeRoutes =
  (services: BackofficeServices): FastifyPluginAsyncZod =>
  async (api) => {
    await api.register(backofficeScope(services), { prefix: '/backoffice' });
  };

const backofficeScope =
  ({
    backofficeContents: contents,
    backofficeCourses,
    backofficeEvents,
    backofficeDirectory: directory,
    backofficeMedia,
    ...admin
  }: BackofficeServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.config?.backoffice)
        throw new Error(
          `${route.method} ${route.url}: a back-office route declares its permission`,
        );
      if (route.method !== 'HEAD') backofficeEndpoints.push(`${String(route.method)} ${route.url}`);
    });
    app.addHook('preValidation', authorise);
    // Sections in their own files: registered after the hooks, so these hold for them too.
    await app.register(backofficeCoursesRoutes(backofficeCourses));
    await app.register(backofficeEventsRoutes(backofficeEvents));
    await app.register(directoryRoutes(directory));
    // The licence file comes as it is (`text/csv`); its size limit is the route's bodyLimit.
    app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    await app.register(adminRoutes(admin));
    await app.register(backofficeMediaRoutes(backofficeMedia));
    const allow = (action: Action, subject: BackofficeSubject = 'Content') => ({
      backoffice: { action, subject },
    });

    app.get(
      '/me',
      {
        config: allow('enter', 'Backoffice'),
        schema: {
          tags,
          summary: "The staff member's roles and, per action, the countries it is allowed in",
          response: { 200: backofficeMeSchema, 401: p, 403: p },
        },
      },
      async (request) => contents.me(request.staff),
    );

    app.get(
      '/contents',
      {
        config: allow('read'),
        schema: {
          tags,
          summary:
            'Content items of the staff countries, newest version each (expiry dashboard: expiringWithinDays)',
          querystring: backofficeContentsQuerySchema,
          response: { 200: backofficeContentListSchema, ...errors },
        },
      },
      async (request) => contents.list(request.staff, request.query),
    );

    app.post(
      '/contents',
      {
        config: allow('create'),
        schema: {
          tags,
          summary: 'Creates a content item as a draft',
          body: contentDraftSchema,
          response: { 201: backofficeContentSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return contents.create(request.staff, request.body);
      },
    );

    app.get(
      '/contents/:id',
      {
        config: allow('read'),
        schema: {
          tags,
          summary: 'The newest version of an item, with the published one if another',
          params: contentIdParamsSchema,
          response: { 200: backofficeContentSchema, ...errors },
        },
      },
      async (request) => contents.get(request.staff, request.params.id),
    );

    app.put(
      '/contents/:id',
      {
        config: allow('update'),
        schema: {
          tags,
          summary: 'Edits a draft; an approved version stays and the edit becomes a new draft',
          params: contentIdParamsSchema,
          body: contentDraftSchema,
          response: { 200: backofficeContentSchema, ...errors },
        },
      },
      async (request) => contents.update(request.staff, request.params.id, request.body),
    );

    const transition = (name: 'submit' | 'withdraw', summary: string) =>
      app.post(
        `/contents/:id/${name}`,
        {
          config: allow(name),
          schema: {
            tags,
            summary,
            params: contentIdParamsSchema,
            response: { 200: backofficeContentSchema, ...errorsWithConflict },
          },
        },
        async (request) => contents[name](request.staff, request.params.id),
      );
    transition(
      'submit',
      'Sends a draft for review; 400 backoffice.content_incomplete names each episode, lesson or body without its file or text',
    );
    transition('withdraw', 'Takes the published version off at once');

    app.post(
      '/contents/:id/approve',
      {
        config: allow('approve'),
        schema: {
          tags,
          summary: 'Approves the version in review with its code and validity (reviewers)',
          params: contentIdParamsSchema,
          body: approveContentSchema,
          response: { 200: backofficeContentSchema, ...errorsWithConflict },
        },
      },
      async (request) => contents.approve(request.staff, request.params.id, request.body),
    );

    app.get(
      '/audit',
      {
        config: allow('read', 'Audit'),
        schema: {
          tags,
          summary:
            "An entity's audit trail (content, course, event, listing, account, staff grant, licence import, upload), oldest first",
          querystring: auditQuerySchema,
          response: { 200: auditListSchema, ...errors },
        },
      },
      async (request) => contents.audit(request.staff, request.query.entityId),
    );

    app.get(
      '/audit.csv',
      {
        config: allow('read', 'Audit'),
        schema: {
          tags,
          summary: "An entity's audit trail as CSV (action, actor, at, before, after)",
          querystring: auditQuerySchema,
        },
      },
      async (request, reply) => {
        const { items } = await contents.audit(request.staff, request.query.entityId);
        const csv = stringify(
          items.map((item) => [
            item.action,
            item.actor.name,
            item.at,
            JSON.stringify(item.before),
            JSON.stringify(item.after),
          ]),
          { header: true, columns: ['action', 'actor', 'at', 'before', 'after'] },
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="audit-${request.query.entityId}.csv"`,
          )
          .send(csv);
      },
    );
  };
