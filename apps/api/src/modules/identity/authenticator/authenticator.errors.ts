import { authProblemCodes } from '@pulso/contracts/users/problem-codes';
import { AppError } from '../../../errors.ts';

/** Basic auth missing or wrong on the authenticator service. */
export class BasicAuthInvalidError extends AppError {
  readonly status = 401;
  readonly code = authProblemCodes.basicInvalid;
  readonly title = 'Missing or wrong basic-auth credentials';
}

/** The product API could not get an answer from the authenticator service. */
export class AuthenticatorUnavailableError extends AppError {
  readonly status = 503;
  readonly code = 'authenticator.unavailable';
  readonly title = 'The authenticator service is not available; try again later';
}
