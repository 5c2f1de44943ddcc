// No zod here: the web app may read these codes where zod is not loaded.

/** Codes of a request the API refuses before any module's rule: its shape, headers or route. */
export const requestProblemCodes = {
  /** 400: fields of the params, query, headers or body refused; each one listed in `errors`. */
  invalid: 'request.invalid',
  /** 400: the body is not JSON. */
  malformedJson: 'request.malformed_json',
  /** 400: the `locale-id` header is not a known locale. */
  localeIdInvalid: 'request.locale_id_invalid',
  /** 400: the region header does not match the request's country. */
  regionMismatch: 'request.region_mismatch',
  /** 403: a write without the anti-forgery token, or with a wrong one. */
  xsrfInvalid: 'request.xsrf_invalid',
  /** 413: the body exceeds 1 MiB. */
  bodyTooLarge: 'request.body_too_large',
  /** 415: a body that is not JSON where JSON is expected. */
  unsupportedMediaType: 'request.unsupported_media_type',
  /** 4xx: any other refusal of the HTTP layer; its `detail` says what. */
  rejected: 'request.rejected',
  /** 404: no such route. */
  routeNotFound: 'route.not_found',
  /** 503: the server is starting or stopping. */
  serverNotReady: 'server.not_ready',
  /** 500: the server failed; the body says nothing more (the log does, by request id). */
  serverError: 'server.error',
} as const;
export type RequestProblemCode = (typeof requestProblemCodes)[keyof typeof requestProblemCodes];
