import { authProblemCodes } from '@pulso/contracts/users/problem-codes';
import { AppError } from '../../../errors.ts';

/** A protected route without a valid session (missing, unknown, expired or revoked token). */
export class SessionInvalidError extends AppError {
  readonly status = 401;
  readonly code = authProblemCodes.sessionInvalid;
  readonly title = 'Missing, expired or revoked session';
}
