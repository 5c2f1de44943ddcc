import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotEmailRequestSchema, forgotEmailResponseSchema } from '@pulso/contracts/forgot-email';
import { problemSchema } from '@pulso/contracts/problem';
import {
  confirmEmailChangeRequestSchema,
  confirmEmailChangeResponseSchema,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  preferencesPatchSchema,
  preferencesResponseSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
  userDataExportSchema,
  userProfileSchema,
  verifyEmailQuerySchema,
  verifyEmailResponseSchema,
} from '@pulso/contracts/users';
import type { Config } from '../../config.ts';
import { NotFoundError } from '../../errors.ts';
import { requireUser } from '../identity/session/session.ts';
import { countrySiteOrigin } from '../../platform/public-url.ts';
import type { UsersService } from './users.service.ts';

const minutes = (count: number) => count * 60_000;

/**
 * Per client address, tighter than the /api default where an answer tells something about
 * accounts (verify, forgot-email) or a password is checked (delete).
 */
export const usersRateLimits = {
  verify: { max: 20, timeWindow: minutes(10) },
  forgotEmail: { max: 5, timeWindow: minutes(15) },
  deleteAccount: { max: 5, timeWindow: minutes(15) },
  /** A new e-mail checks the password. */
  profile: { max: 20, timeWindow: minutes(15) },
  confirmEmail: { max: 10, timeWindow: minutes(15) },
} as const;

const problems = (...codes: (400 | 401 | 403 | 404 | 409 | 429 | 503)[]) =>
  Object.fromEntries(codes.map((code) => [code, problemSchema])) as Record<
    number,
    typeof problemSchema
  >;

/**
 * Spec §4, §6, §7 `users/*` but sign-in and sign-up (`users/login`, `users/logout`, `POST users`:
 * modules/identity), plus the account's data export and deletion, and forgot-email.
 */
export function usersRoutes({
  users,
  publicHosts,
}: {
  users: UsersService;
  publicHosts: Config['publicHosts'];
}): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { preValidation: requireUser };

    app.get(
      '/users/profile',
      {
        ...signedIn,
        schema: {
          tags: ['users'],
          summary: "The signed-in user's profile",
          response: { 200: userProfileSchema, ...problems(401) },
        },
      },
      async (request) => users.getProfile(request.user),
    );

    app.put(
      '/users/profile',
      {
        ...signedIn,
        // It mails a new e-mail and checks the password: counted per account too (decision 071).
        preHandler: app.accountLimit('sensitive'),
        schema: {
          tags: ['users'],
          summary:
            "Changes the phone (the rules of the account's country) and asks for a new e-mail: with the current password, confirmed by a link mailed to it; the old address is told",
          body: updateProfileRequestSchema,
          response: { 200: updateProfileResponseSchema, ...problems(400, 401, 409, 429, 503) },
        },
        config: { rateLimit: usersRateLimits.profile },
      },
      async (request) =>
        users.updateProfile(request.user, request.body, (country) =>
          countrySiteOrigin(country, publicHosts, request),
        ),
    );

    app.post(
      '/users/email/confirm',
      {
        config: { rateLimit: usersRateLimits.confirmEmail },
        schema: {
          tags: ['users'],
          summary:
            'Follows the link mailed to a new e-mail: the e-mail changes and every session of the account ends',
          body: confirmEmailChangeRequestSchema,
          response: { 200: confirmEmailChangeResponseSchema, ...problems(400, 409, 503) },
        },
      },
      async (request) => users.confirmEmailChange(request.body.token),
    );

    app.patch(
      '/users/preferences',
      {
        ...signedIn,
        schema: {
          tags: ['users'],
          summary: 'Adds and removes followed specialty areas (never twice)',
          body: preferencesPatchSchema,
          response: { 200: preferencesResponseSchema, ...problems(400, 401) },
        },
      },
      async (request) => users.patchPreferences(request.user, request.body),
    );

    app.get(
      '/users/verify',
      {
        config: { rateLimit: usersRateLimits.verify },
        schema: {
          tags: ['users'],
          summary: 'Whether an e-mail is free to register (rate-limited per address)',
          querystring: verifyEmailQuerySchema,
          response: { 200: verifyEmailResponseSchema, ...problems(400, 503) },
        },
      },
      async (request) => users.verifyEmail(request.query.email),
    );

    app.get(
      '/users/me/data',
      {
        ...signedIn,
        schema: {
          tags: ['users'],
          summary: 'Everything held about the signed-in user, as a JSON download',
          response: { 200: userDataExportSchema, ...problems(401) },
        },
      },
      async (request, reply) => {
        const data = await users.exportData(request.user);
        const day = data.exportedAt.slice(0, 10);
        reply.header('content-disposition', `attachment; filename="pulso-data-${day}.json"`);
        reply.header('cache-control', 'no-store');
        return data;
      },
    );

    app.post(
      '/users/me/delete',
      {
        ...signedIn,
        // It checks the password: counted per account too (decision 071).
        preHandler: app.accountLimit('sensitive'),
        config: { rateLimit: usersRateLimits.deleteAccount },
        schema: {
          tags: ['users'],
          summary: 'Deletes the identity and product accounts (the e-mail is freed)',
          body: deleteAccountRequestSchema,
          response: { 200: deleteAccountResponseSchema, ...problems(400, 401, 429, 503) },
        },
      },
      async (request) => users.deleteAccount(request.user, request.body),
    );

    app.post(
      '/public/forgot-email',
      {
        config: { rateLimit: usersRateLimits.forgotEmail },
        // Brazil's screen only: elsewhere the route does not exist, whatever the body.
        preValidation: async (request) => {
          if (request.country !== 'br') throw new NotFoundError();
        },
        schema: {
          tags: ['users'],
          summary:
            'Brazil\'s "Esqueceu o e-mail?": a masked e-mail for a CRM, or the support contact',
          body: forgotEmailRequestSchema,
          response: { 200: forgotEmailResponseSchema, ...problems(400, 404) },
        },
      },
      async (request) => users.forgotEmail(request.country, request.body),
    );
  };
}
