import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  GigyaErrorCode,
  gigyaErrorMessages,
  gigyaStatusCode,
  gigyaStatusReason,
  toGigyaValidationErrors,
  type GigyaErrorResponse,
  type GigyaValidationError,
} from '@pulso/contracts/identity';

/**
 * Gigya's answers (contracts identity.ts): always HTTP 200, with `errorCode` 0 on success and
 * Gigya's own code otherwise, `statusCode` its first three digits, a `callId` (the request id,
 * so an answer can be found in the logs) and the `time`.
 */
export class GigyaError extends Error {
  constructor(
    readonly errorCode: Exclude<GigyaErrorCode, 0>,
    readonly details?: string,
    readonly extra: { validationErrors?: GigyaValidationError[]; regToken?: string } = {},
  ) {
    super(details ?? gigyaErrorMessages[errorCode]);
    this.name = 'GigyaError';
  }
}

/** Refused for now (rate limit, slowed account): the answer carries `Retry-After`. */
export class GigyaRetryLaterError extends GigyaError {
  constructor(
    readonly retryAfterSeconds: number,
    details?: string,
  ) {
    super(GigyaErrorCode.RATE_LIMIT_HIT, details);
  }
}

const API_VERSION = 2;

function base(request: FastifyRequest, errorCode: number) {
  const statusCode = gigyaStatusCode(errorCode);
  return {
    callId: request.id.replace(/-/g, ''),
    errorCode,
    apiVersion: API_VERSION,
    statusCode,
    statusReason: gigyaStatusReason(statusCode),
    time: new Date().toISOString(),
  };
}

export function okAnswer<T extends object>(request: FastifyRequest, fields: T) {
  return { ...base(request, 0), errorCode: 0 as const, ...fields };
}

export function errorAnswer(request: FastifyRequest, error: GigyaError): GigyaErrorResponse {
  return {
    ...base(request, error.errorCode),
    errorMessage: gigyaErrorMessages[error.errorCode],
    ...(error.details ? { errorDetails: error.details } : {}),
    ...error.extra,
  };
}

/** Parameters checked by a contract schema; every problem is listed in a 400009 answer. */
export function parseParameters<S extends z.ZodType>(schema: S, parameters: unknown): z.output<S> {
  const parsed = schema.safeParse(parameters);
  if (parsed.success) return parsed.data;
  const validationErrors = toGigyaValidationErrors(parsed.error, parameters);
  throw new GigyaError(
    GigyaErrorCode.VALIDATION_ERROR,
    validationErrors.map((problem) => `${problem.fieldName}: ${problem.message}`).join('; '),
    { validationErrors },
  );
}
