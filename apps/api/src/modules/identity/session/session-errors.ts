import { AppError } from '../../../errors.ts';

/** A protected route without a valid session (missing, unknown, expired or revoked token). */
export class SessionInvalidError extends AppError {
  readonly status = 401;
  readonly code = 'auth.session_invalid';
  readonly title = 'Missing, expired or revoked session';
}
