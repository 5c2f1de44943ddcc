import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentIdParamsSchema } from '@pulso/contracts/content';
import type { CountryCode } from '@pulso/contracts/country';
import { problemSchema } from '@pulso/contracts/problem';
import {
  acceptTrainingTermsResponseSchema,
  certificateIdParamsSchema,
  certificateListSchema,
  certificateVerificationPath,
  certificateVerificationSchema,
  examAttemptSchema,
  openAttemptResponseSchema,
  examResultSchema,
  finishExamRequestSchema,
  lessonParamsSchema,
  saveAnswersRequestSchema,
  saveAnswersResponseSchema,
  startExamRequestSchema,
  trainingProgressListSchema,
  trainingProgressSchema,
  verificationCodeParamsSchema,
} from '@pulso/contracts/training';
import { requireUser } from '../identity/session/session.ts';
import { countrySiteOrigin, type ConfiguredHosts } from '../../platform/public-url.ts';
import type { createCertificateService } from './certificates.ts';
import type { TrainingService } from './training.service.ts';

const minute = 60_000;

/** Per client address: an exam autosaves on each answer; verification is public. */
export const trainingRateLimits = {
  exam: { max: 240, timeWindow: minute },
  pdf: { max: 30, timeWindow: minute },
  verify: { max: 60, timeWindow: minute },
} as const;

const p = problemSchema;
const tags = ['training'];

/**
 * The public page the certificate's QR code opens, on the public site of the certificate's
 * country (never the Host the PDF was asked from); only the path when the country has no site.
 */
const verificationUrlFor =
  (request: FastifyRequest, hosts: ConfiguredHosts) => (country: CountryCode, code: string) =>
    `${countrySiteOrigin(country, hosts, request) ?? ''}${certificateVerificationPath(code)}`;

/**
 * Spec §7 `training/*` (accept terms, start, finish, feedback, certificates), with autosave,
 * resume, lesson progress, the certificate PDF and the public verification of a certificate.
 */
export function trainingRoutes({
  training,
  certificates,
  publicSite,
}: {
  training: TrainingService;
  certificates: ReturnType<typeof createCertificateService>;
  publicSite: ConfiguredHosts;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { preValidation: requireUser };
    const exam = { rateLimit: trainingRateLimits.exam };
    const params = contentIdParamsSchema;

    app.post(
      '/training/:id/accept-terms',
      {
        ...signedIn,
        schema: {
          tags,
          summary: "Accepts a course's exam terms (no body)",
          params,
          response: { 200: acceptTrainingTermsResponseSchema, 400: p, 401: p, 403: p, 404: p },
        },
      },
      async (request) => training.acceptTerms(request.user, request.params.id),
    );

    app.post(
      '/training/:id/start',
      {
        ...signedIn,
        // An attempt is a record: counted per account besides per address (decision 071).
        preHandler: app.accountLimit('writes'),
        config: exam,
        schema: {
          tags,
          summary: 'Starts the exam, or resumes the open attempt (questions without the key)',
          params,
          body: startExamRequestSchema,
          response: { 200: examAttemptSchema, 400: p, 401: p, 403: p, 404: p, 409: p, 429: p },
        },
      },
      async (request) => training.start(request.user, request.params.id, request.body),
    );

    app.get(
      '/training/:id/attempt',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'The open attempt with its saved answers and remaining time (resume), or null',
          params,
          response: { 200: openAttemptResponseSchema, 400: p, 401: p, 403: p, 404: p },
        },
      },
      async (request) => training.attempt(request.user, request.params.id),
    );

    app.put(
      '/training/:id/answers',
      {
        ...signedIn,
        config: exam,
        schema: {
          tags,
          summary: 'Autosaves answers of the open attempt (refused once its time is over)',
          params,
          body: saveAnswersRequestSchema,
          response: { 200: saveAnswersResponseSchema, 400: p, 401: p, 403: p, 404: p, 409: p },
        },
      },
      async (request) => training.saveAnswers(request.user, request.params.id, request.body),
    );

    app.post(
      '/training/:id/finish',
      {
        ...signedIn,
        config: exam,
        schema: {
          tags,
          summary: 'Finishes and grades the attempt on the server clock (repeatable: grades once)',
          params,
          body: finishExamRequestSchema,
          response: { 200: examResultSchema, 400: p, 401: p, 403: p, 404: p },
        },
      },
      async (request) => training.finish(request.user, request.params.id, request.body),
    );

    app.get(
      '/training/:id/feedback',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'The last finished attempt: each answer, whether right, the key if shown',
          params,
          response: { 200: examResultSchema, 400: p, 401: p, 403: p, 404: p },
        },
      },
      async (request) => training.feedback(request.user, request.params.id),
    );

    app.post(
      '/training/:id/lessons/:lessonId/complete',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Marks a lesson (or episode) done; answers the course progress',
          params: lessonParamsSchema,
          response: { 200: trainingProgressSchema, 400: p, 401: p, 403: p, 404: p },
        },
      },
      async (request) =>
        training.completeLesson(request.user, request.params.id, request.params.lessonId),
    );

    app.get(
      '/training/progress',
      {
        ...signedIn,
        schema: {
          tags,
          summary: "The user's courses: state, attempts, lessons done, certificate",
          response: { 200: trainingProgressListSchema, 401: p },
        },
      },
      async (request) => training.progress(request.user),
    );

    app.get(
      '/training/certificates',
      {
        ...signedIn,
        schema: {
          tags,
          summary: "The user's certificates, newest first",
          response: { 200: certificateListSchema, 401: p },
        },
      },
      async (request) => certificates.list(request.user),
    );

    app.get(
      '/training/certificates/:id/pdf',
      {
        ...signedIn,
        config: { rateLimit: trainingRateLimits.pdf },
        schema: {
          tags,
          summary: 'The certificate as a PDF (name, course, date, codes, QR of the verification)',
          params: certificateIdParamsSchema,
          response: { 200: z.any().describe('application/pdf'), 400: p, 401: p, 404: p },
        },
      },
      async (request, reply) => {
        const { bytes, fileName } = await certificates.pdf(
          request.user,
          request.params.id,
          verificationUrlFor(request, publicSite),
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(bytes));
      },
    );

    app.get(
      '/public/certificates/:code',
      {
        config: { rateLimit: trainingRateLimits.verify },
        schema: {
          tags,
          summary: 'Verifies a certificate code (no session)',
          params: verificationCodeParamsSchema,
          response: { 200: certificateVerificationSchema, 400: p, 404: p },
        },
      },
      async (request) => certificates.verify(request.params.code),
    );
  };
}
