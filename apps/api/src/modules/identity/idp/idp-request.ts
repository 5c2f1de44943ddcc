import type { FastifyError, FastifyRequest } from 'fastify';
import { GigyaErrorCode } from '@pulso/contracts/identity';
import { GigyaError } from './gigya-answer.ts';

/** How the provider reads a request: its parameters, its origin, Fastify's own errors. */

export type Parameters = Record<string, unknown>;

/**
 * A browser posts a form to any site without asking (no CORS preflight), so a form body is taken
 * only from callers that are not a page of another site: servers (no Origin, no Sec-Fetch-Site,
 * as Gigya's REST clients call) and pages of this very origin. JSON needs a preflight, which
 * /idp never grants, so it cannot be sent cross-site.
 */
export function refuseCrossSiteForm(request: FastifyRequest): void {
  const type = request.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return;
  const fetchSite = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const sameOrigin = origin === undefined || origin === `${request.protocol}://${request.host}`;
  if (
    (fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none') &&
    sameOrigin
  )
    return;
  throw new GigyaError(
    GigyaErrorCode.PERMISSION_DENIED,
    'Form posts from another site are refused; send JSON',
  );
}

export function parametersOf(request: FastifyRequest): Parameters {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Parameters)
    : {};
}

/** Errors from Fastify itself (body parsing) become Gigya answers too, by their stable codes. */
export function toGigyaError(error: FastifyError | GigyaError): GigyaError {
  if (error instanceof GigyaError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new GigyaError(
        GigyaErrorCode.INVALID_PARAMETER_VALUE,
        'Send the parameters as JSON or as form fields',
      );
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new GigyaError(GigyaErrorCode.INVALID_PARAMETER_VALUE, 'The body is not valid JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new GigyaError(GigyaErrorCode.INVALID_PARAMETER_VALUE, 'The body is too large');
  }
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 500
    ? new GigyaError(GigyaErrorCode.INVALID_PARAMETER_VALUE, error.message)
    : new GigyaError(GigyaErrorCode.GENERAL_SERVER_ERROR);
}
