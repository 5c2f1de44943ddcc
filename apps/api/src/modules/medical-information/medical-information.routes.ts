import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  articleMailRequestSchema,
  assignCaseSchema,
  caseIdParamsSchema,
  changeCaseStatusSchema,
  medicalInformationCaseListSchema,
  medicalInformationCaseSchema,
  medicalInformationRequestSchema,
  sendMailResponseSchema,
  teamAccessSchema,
  teamCaseListSchema,
  teamCaseSchema,
  teamCasesQuerySchema,
} from '@pulso/contracts/medical-information';
import { problemSchema } from '@pulso/contracts/problem';
import { requireUser } from '../identity/session/session.ts';
import type { MedicalInformationService } from './medical-information.service.ts';
import type { TeamService } from './team.service.ts';

const minute = 60_000;

/**
 * Per client address: requests are writes that mail a team; a person sends a few an hour. A
 * request is counted per account too (MEDICAL_INFORMATION_ACCOUNT_RATE_LIMIT_MAX, decision 071).
 */
export const medicalInformationRateLimits = {
  request: { max: 20, timeWindow: minute },
  sendMail: { max: 20, timeWindow: minute },
  team: { max: 120, timeWindow: minute },
} as const;

const p = problemSchema;

/**
 * Spec §7 `POST medicalInformation` and the follow-up sendMail, the doctor's cases, and the
 * medical-information team's inbox. The omnichannel dispatcher is started by the composition
 * root (src/composition.ts), not here.
 */
export function medicalInformationRoutes({
  medicalInformation: requests,
  team,
}: {
  medicalInformation: MedicalInformationService;
  team: TeamService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { preValidation: requireUser };
    const tags = ['medical-information'];

    app.post(
      '/medicalInformation',
      {
        ...signedIn,
        preHandler: app.accountLimit('medicalInformation'),
        config: { rateLimit: medicalInformationRateLimits.request },
        schema: {
          tags,
          summary:
            'Stores a medical-information request as a case and queues its mail (idempotent on id)',
          body: medicalInformationRequestSchema,
          response: {
            200: medicalInformationCaseSchema,
            201: medicalInformationCaseSchema,
            400: p,
            401: p,
            409: p,
            429: p,
          },
        },
      },
      async (request, reply) => {
        const result = await requests.submit(request.user, request.body);
        return reply.code(result.created ? 201 : 200).send(result.case);
      },
    );

    app.post(
      '/medicalInformation/sendMail',
      {
        ...signedIn,
        config: { rateLimit: medicalInformationRateLimits.sendMail },
        schema: {
          tags,
          summary: "Keeps the article mail fields with the request's case (never a second mail)",
          body: articleMailRequestSchema,
          response: { 202: sendMailResponseSchema, 400: p, 401: p, 404: p },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await requests.attachMailDetails(request.user, request.body)),
    );

    app.get(
      '/medicalInformation/cases',
      {
        ...signedIn,
        schema: {
          tags,
          summary: "The signed-in doctor's cases, newest first, with their status",
          response: { 200: medicalInformationCaseListSchema, 401: p },
        },
      },
      async (request) => ({ items: await requests.listOwn(request.user) }),
    );

    app.get(
      '/medicalInformation/team/access',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Whether the signed-in user is on the medical-information team, and where',
          response: { 200: teamAccessSchema, 401: p },
        },
      },
      async (request) => team.access(request.user),
    );

    const teamLimit = { rateLimit: medicalInformationRateLimits.team };

    app.get(
      '/medicalInformation/team/cases',
      {
        ...signedIn,
        config: teamLimit,
        schema: {
          tags,
          summary: "The team's inbox: cases of the member's countries, newest first",
          querystring: teamCasesQuerySchema,
          response: { 200: teamCaseListSchema, 400: p, 401: p, 403: p },
        },
      },
      async (request) => team.list(request.user, request.query),
    );

    app.get(
      '/medicalInformation/team/cases/:id',
      {
        ...signedIn,
        config: teamLimit,
        schema: {
          tags,
          summary: 'A case with its audit trail and mail delivery state',
          params: caseIdParamsSchema,
          response: { 200: teamCaseSchema, 400: p, 401: p, 403: p, 404: p },
        },
      },
      async (request) => team.get(request.user, request.params.id),
    );

    app.patch(
      '/medicalInformation/team/cases/:id',
      {
        ...signedIn,
        config: teamLimit,
        schema: {
          tags,
          summary: "Changes a case's status (allowed transitions only); kept in the audit trail",
          params: caseIdParamsSchema,
          body: changeCaseStatusSchema,
          response: { 200: teamCaseSchema, 400: p, 401: p, 403: p, 404: p, 409: p },
        },
      },
      async (request) => team.changeStatus(request.user, request.params.id, request.body),
    );

    app.put(
      '/medicalInformation/team/cases/:id/assignee',
      {
        ...signedIn,
        config: teamLimit,
        schema: {
          tags,
          summary: 'Assigns a case to an agent of its country, or to nobody (null); trailed',
          params: caseIdParamsSchema,
          body: assignCaseSchema,
          response: { 200: teamCaseSchema, 400: p, 401: p, 403: p, 404: p, 422: p },
        },
      },
      async (request) => team.assign(request.user, request.params.id, request.body),
    );
  };
}
