import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { requestProblemCodes } from '@pulso/contracts/problem';
import {
  AppError,
  BodyTooLargeError,
  DatabaseUnavailableError,
  MalformedJsonError,
  NotFoundError,
  RequestInvalidError,
  StorageUnavailableError,
  UnsupportedMediaTypeError,
  XsrfInvalidError,
} from '../errors.ts';
import { isDatabaseUnavailable } from './db/database-unavailable.ts';
import { collectFieldProblems } from './field-problems.ts';
import { buildProblem, sendProblem, type ProblemInput } from './problem.ts';

/** Errors raised by Fastify and its plugins, mapped by their stable `code` (never by message). */
const frameworkErrors: Record<string, () => AppError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => new BodyTooLargeError('The body exceeds 1 MiB.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new UnsupportedMediaTypeError('Send application/json.'),
  FST_ERR_CTP_INVALID_JSON_BODY: () => new MalformedJsonError(),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new MalformedJsonError(),
  FST_CSRF_MISSING_SECRET: () => new XsrfInvalidError(),
  FST_CSRF_INVALID_TOKEN: () => new XsrfInvalidError(),
};

function classify(error: FastifyError | AppError, request: FastifyRequest): ProblemInput {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new RequestInvalidError(undefined, collectFieldProblems(request));
  }
  const known = error.code ? frameworkErrors[error.code] : undefined;
  if (known) return known();
  if (isDatabaseUnavailable(error)) return new DatabaseUnavailableError();
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Any other client error from Fastify (bad content length, bad URL, …): its message is safe.
    return { status, code: requestProblemCodes.rejected, detail: error.message };
  }
  return { status: 500, code: requestProblemCodes.serverError, title: 'Internal server error' };
}

/** One error handler for the whole server: every error leaves as application/problem+json. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const problem = classify(error, request);
    if (problem instanceof DatabaseUnavailableError)
      request.log.warn({ err: error }, 'request failed: the database is unavailable');
    else if (problem instanceof StorageUnavailableError)
      request.log.warn(
        { err: problem.cause, detail: problem.detail },
        'request failed: the media storage is unavailable',
      );
    else if (problem.status >= 500 && !(error instanceof AppError))
      request.log.error({ err: error }, 'request failed');
    else
      request.log.info(
        { code: problem.code, status: problem.status },
        'request answered with a problem',
      );
    // 5xx: the body says nothing about the cause; the log (with the request id) does.
    const body =
      problem.status >= 500
        ? { status: problem.status, code: problem.code, title: problem.title }
        : problem;
    if (problem instanceof DatabaseUnavailableError) reply.header('retry-after', '1');
    else if (problem.retryAfterSeconds !== undefined)
      reply.header('retry-after', String(problem.retryAfterSeconds));
    return sendProblem(reply, buildProblem(body, request));
  });

  app.setNotFoundHandler(() => {
    throw new NotFoundError();
  });
}
