import { authProblemCodes } from '@pulso/contracts/users/problem-codes';
import {
  limitProblemCodes,
  requestProblemCodes,
  serviceProblemCodes,
  type FieldProblem,
} from '@pulso/contracts/problem';

/**
 * Errors the API answers on purpose. Each class carries its HTTP status and a stable `code`
 * (the web client and the UI key on the code, never on the message). One handler
 * (platform/error-handler.ts) turns them into application/problem+json.
 */
export abstract class AppError extends Error {
  abstract readonly status: number;
  abstract readonly code: string;
  /** Short human summary; the same for every instance of a class. */
  abstract readonly title: string;
  readonly detail: string | undefined;
  readonly errors: readonly FieldProblem[] | undefined;
  /** When the same request may succeed (the problem's `retryAt`). */
  readonly retryAt?: Date | undefined;
  /** In how many seconds it may (`Retry-After`). */
  readonly retryAfterSeconds?: number | undefined;
  /** The most bytes the request's file may have (the problem's `maxBytes`). */
  readonly maxBytes?: number | undefined;
  /** The size in pixels of the request's image (the problem's `imageSize`). */
  readonly imageSize?: { width: number; height: number } | undefined;

  constructor(detail?: string, errors?: readonly FieldProblem[]) {
    super(detail);
    this.name = new.target.name;
    this.detail = detail;
    this.errors = errors;
  }
}

export class RequestInvalidError extends AppError {
  readonly status = 400;
  readonly code = requestProblemCodes.invalid;
  readonly title = 'The request has invalid fields';
}

export class MalformedJsonError extends AppError {
  readonly status = 400;
  readonly code = requestProblemCodes.malformedJson;
  readonly title = 'The request body is not valid JSON';
}

export class LocaleIdInvalidError extends AppError {
  readonly status = 400;
  readonly code = requestProblemCodes.localeIdInvalid;
  readonly title = 'The locale-id header is not a known locale';
}

export class RegionMismatchError extends AppError {
  readonly status = 400;
  readonly code = requestProblemCodes.regionMismatch;
  readonly title = "The region header does not match the request's country";
}

export class ApiKeyInvalidError extends AppError {
  readonly status = 401;
  readonly code = authProblemCodes.apiKeyInvalid;
  readonly title = 'Missing or wrong API key';
}

export class MetricsTokenInvalidError extends AppError {
  readonly status = 401;
  readonly code = authProblemCodes.metricsTokenInvalid;
  readonly title = 'Missing or wrong metrics token';
}

export class XsrfInvalidError extends AppError {
  readonly status = 403;
  readonly code = requestProblemCodes.xsrfInvalid;
  readonly title = 'Missing or wrong anti-forgery token';
}

export class NotFoundError extends AppError {
  readonly status = 404;
  readonly code: string;
  readonly title = 'Not found';

  /** `code` names what was not found, e.g. `legal.document_not_found`; default: no such route. */
  constructor(code: string = requestProblemCodes.routeNotFound, detail?: string) {
    super(detail);
    this.code = code;
  }
}

export class BodyTooLargeError extends AppError {
  readonly status = 413;
  readonly code = requestProblemCodes.bodyTooLarge;
  readonly title = 'The request body is too large';
}

export class UnsupportedMediaTypeError extends AppError {
  readonly status = 415;
  readonly code = requestProblemCodes.unsupportedMediaType;
  readonly title = 'Unsupported content type';
}

export class RateLimitedError extends AppError {
  readonly status = 429;
  readonly code = limitProblemCodes.addressRateLimited;
  readonly title = 'Too many requests';
}

/** One account made too many of one kind of write (platform/account-limit.ts, decision 071). */
export class AccountRateLimitedError extends AppError {
  readonly status = 429;
  readonly code = limitProblemCodes.accountRateLimited;
  readonly title = 'Too many requests from this account';
}

export class NotReadyError extends AppError {
  readonly status = 503;
  readonly code = requestProblemCodes.serverNotReady;
  readonly title = 'The server is not ready';
}

/** The database dropped or refused the connection mid-request (see database-unavailable.ts). */
export class DatabaseUnavailableError extends AppError {
  readonly status = 503;
  readonly code = serviceProblemCodes.databaseUnavailable;
  readonly title = 'The database is unavailable; try again';
}

/** A storage that refused or stayed silent is seldom back within a second; an upload is heavy. */
const STORAGE_RETRY_AFTER_SECONDS = 5;

/**
 * The media storage (S3) refused, failed or did not answer within MEDIA_S3_TIMEOUT
 * (platform/media/media-storage.ts): the file was not kept; the client may send it again.
 */
export class StorageUnavailableError extends AppError {
  readonly status = 503;
  readonly code = serviceProblemCodes.storageUnavailable;
  readonly title = 'The file storage is unavailable; try again';
  override readonly retryAfterSeconds = STORAGE_RETRY_AFTER_SECONDS;

  constructor(detail: string, cause: unknown) {
    super(detail);
    this.cause = cause;
  }
}
