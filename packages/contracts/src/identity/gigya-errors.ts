/**
 * Gigya's error codes that the portal uses or answers, with Gigya's own numbers (from SAP
 * Customer Data Cloud's "Response Codes and Errors"):
 * - `ACCOUNT_PENDING_REGISTRATION` is 206001 (a login to an account whose registration was not
 *   finalised; the answer carries a `regToken`). 403041 is `ACCOUNT_DISABLED`, not "pending".
 * - `LOGIN_ID_DOES_NOT_EXIST` (403047) is what Gigya answers `accounts.resetPassword` for an
 *   unknown login ID. The embedded provider does not use it there: it answers 0 for unknown
 *   addresses too, so that the answer does not reveal whether an e-mail is registered.
 * - `UNIQUE_IDENTIFIER_EXISTS` (400003) is the code of an e-mail already in use; Gigya reports it
 *   inside a 400009 answer's `validationErrors` for `accounts.register` (field `email`).
 * - `RATE_LIMIT_HIT` (403048): Gigya has no 429 in its codes; HTTP 429 is only for the plain HTTP
 *   layer in front.
 */
export const GigyaErrorCode = {
  OK: 0,
  ACCOUNT_PENDING_REGISTRATION: 206001,
  MISSING_REQUIRED_PARAMETER: 400002,
  UNIQUE_IDENTIFIER_EXISTS: 400003,
  INVALID_PARAMETER_VALUE: 400006,
  VALIDATION_ERROR: 400009,
  INVALID_API_KEY: 400093,
  UNAUTHORIZED_USER: 403005,
  PERMISSION_DENIED: 403007,
  ACCOUNT_DISABLED: 403041,
  INVALID_LOGIN_ID_OR_PASSWORD: 403042,
  LOGIN_IDENTIFIER_EXISTS: 403043,
  LOGIN_ID_DOES_NOT_EXIST: 403047,
  RATE_LIMIT_HIT: 403048,
  ACCOUNT_TEMPORARILY_LOCKED_OUT: 403120,
  GENERAL_SERVER_ERROR: 500001,
} as const;
export type GigyaErrorCode = (typeof GigyaErrorCode)[keyof typeof GigyaErrorCode];

/** Gigya's `errorMessage` for each code, in English as Gigya writes it. */
export const gigyaErrorMessages: Readonly<Record<GigyaErrorCode, string>> = {
  [GigyaErrorCode.OK]: 'OK',
  [GigyaErrorCode.ACCOUNT_PENDING_REGISTRATION]: 'Account Pending Registration',
  [GigyaErrorCode.MISSING_REQUIRED_PARAMETER]: 'Missing required parameter',
  [GigyaErrorCode.UNIQUE_IDENTIFIER_EXISTS]: 'Unique identifier exists',
  [GigyaErrorCode.INVALID_PARAMETER_VALUE]: 'Invalid parameter value',
  [GigyaErrorCode.VALIDATION_ERROR]: 'Validation error',
  [GigyaErrorCode.INVALID_API_KEY]: 'Invalid ApiKey parameter',
  [GigyaErrorCode.UNAUTHORIZED_USER]: 'Unauthorized user',
  [GigyaErrorCode.PERMISSION_DENIED]: 'Permission denied',
  [GigyaErrorCode.ACCOUNT_DISABLED]: 'Account Disabled',
  [GigyaErrorCode.INVALID_LOGIN_ID_OR_PASSWORD]: 'Invalid LoginID',
  [GigyaErrorCode.LOGIN_IDENTIFIER_EXISTS]: 'Login identifier exists',
  [GigyaErrorCode.LOGIN_ID_DOES_NOT_EXIST]: 'Login ID does not exist',
  [GigyaErrorCode.RATE_LIMIT_HIT]: 'Rate limit hit',
  [GigyaErrorCode.ACCOUNT_TEMPORARILY_LOCKED_OUT]: 'Account temporarily locked out',
  [GigyaErrorCode.GENERAL_SERVER_ERROR]: 'General Server Error',
};

/** Gigya's `statusCode` for an error code: its first three digits (403042 → 403); 0 → 200. */
export function gigyaStatusCode(errorCode: number): number {
  return errorCode === 0 ? 200 : Math.floor(errorCode / 1000);
}

const statusReasons: Readonly<Record<number, string>> = {
  200: 'OK',
  206: 'Partial Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
};

/** Gigya's `statusReason` for a status code (`403` → `Forbidden`). */
export function gigyaStatusReason(statusCode: number): string {
  return statusReasons[statusCode] ?? 'Error';
}
