import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDetailSchema,
  speakerTrainingBodySchema,
  staffListSchema,
  staffMemberSchema,
  staffQuerySchema,
  staffRolesBodySchema,
  userIdParamsSchema,
  userSearchQuerySchema,
  userSearchResultSchema,
} from '@pulso/contracts/backoffice/accounts';
import { expiringListSchema, expiringQuerySchema } from '@pulso/contracts/backoffice/expiry';
import {
  LICENCE_IMPORT_MAX_BYTES,
  licenceImportResultSchema,
} from '@pulso/contracts/backoffice/licences';
import { problemSchema } from '@pulso/contracts/problem';
import { z } from 'zod';
import type { Action, BackofficeSubject } from './ability.ts';
import type { AccountsService } from './accounts.service.ts';
import type { ExpiryService } from './expiry.service.ts';
import type { LicenceImportService } from './licence-import.service.ts';

export interface AdminServices {
  backofficeExpiry: ExpiryService;
  backofficeAccounts: AccountsService;
  backofficeLicences: LicenceImportService;
}

const p = problemSchema;
const tags = ['backoffice'];
const errors = { 400: p, 401: p, 403: p, 404: p };
const allow = (action: Action, subject: BackofficeSubject) => ({
  backoffice: { action, subject },
});

/**
 * The back office's expiry dashboard, accounts, staff grants and licence import (issue 17),
 * registered inside the back-office scope (its one permission hook: backoffice.routes.ts).
 */
export const adminRoutes =
  ({
    backofficeExpiry: expiry,
    backofficeAccounts: accounts,
    backofficeLicences: licences,
  }: AdminServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/contents/expiring',
      {
        config: allow('read', 'Content'),
        schema: {
          tags,
          summary:
            "Approved items of the staff's countries whose valid-to falls within `days` (30, 14 or 7), with owner and days left",
          querystring: expiringQuerySchema,
          response: { 200: expiringListSchema, ...errors },
        },
      },
      async (request) => expiry.expiring(request.staff, request.query.days),
    );

    app.get(
      '/users',
      {
        config: allow('read', 'User'),
        schema: {
          tags,
          summary: "Finds doctors' accounts of the staff's countries by name, e-mail or licence",
          querystring: userSearchQuerySchema,
          response: { 200: userSearchResultSchema, ...errors },
        },
      },
      async (request) => accounts.search(request.staff, request.query),
    );

    app.get(
      '/users/:id',
      {
        config: allow('read', 'User'),
        schema: {
          tags,
          summary: "An account's summary, speaker-training access and consent records",
          params: userIdParamsSchema,
          response: { 200: accountDetailSchema, ...errors },
        },
      },
      async (request) => accounts.get(request.staff, request.params.id),
    );

    app.put(
      '/users/:id/speaker-training',
      {
        config: allow('update', 'User'),
        schema: {
          tags,
          summary: 'Grants or removes access to speaker training',
          params: userIdParamsSchema,
          body: speakerTrainingBodySchema,
          response: { 200: accountDetailSchema, ...errors },
        },
      },
      async (request) =>
        accounts.setSpeakerTraining(request.staff, request.params.id, request.body.enabled),
    );

    app.get(
      '/staff',
      {
        config: allow('read', 'Staff'),
        schema: {
          tags,
          summary:
            "Staff members of the admin's countries with their grants (`email`: one account, to grant a first role)",
          querystring: staffQuerySchema,
          response: { 200: staffListSchema, ...errors },
        },
      },
      async (request) => accounts.listStaff(request.staff, request.query),
    );

    app.put(
      '/staff/:id/roles',
      {
        config: allow('update', 'Staff'),
        schema: {
          tags,
          summary:
            "Sets an account's grants (`editor:mx`); only in the admin's countries, `*` only by a global admin; editor and reviewer of one country need `reason`",
          params: userIdParamsSchema,
          body: staffRolesBodySchema,
          response: { 200: staffMemberSchema, ...errors, 409: p },
        },
      },
      async (request) =>
        accounts.setRoles(
          request.staff,
          request.params.id,
          request.body.roles,
          request.body.reason,
        ),
    );

    app.post(
      '/licences/import',
      {
        config: allow('create', 'Licence'),
        bodyLimit: LICENCE_IMPORT_MAX_BYTES,
        schema: {
          tags,
          summary:
            "Imports Brazil's licence registry from a CSV file (`text/csv` body, as `npm run licences:import` reads it)",
          consumes: ['text/csv'],
          body: z.string({ error: 'body: a CSV file (text/csv) is expected' }),
          response: { 200: licenceImportResultSchema, ...errors, 413: p, 415: p },
        },
      },
      async (request) => licences.importCsv(request.staff, request.body),
    );
  };
