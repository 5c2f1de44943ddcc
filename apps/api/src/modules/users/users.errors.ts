import { usersProblemCodes } from '@pulso/contracts/users';
import { AppError } from '../../errors.ts';

/** Another product account uses the e-mail address. */
export class EmailTakenError extends AppError {
  readonly status = 409;
  readonly code = usersProblemCodes.emailTaken;
  readonly title = 'The e-mail address is already in use';
}

/** Account deletion or an e-mail change confirmed with a wrong password. */
export class PasswordIncorrectError extends AppError {
  readonly status = 400;
  readonly code = usersProblemCodes.passwordIncorrect;
  readonly title = 'The password is not correct';
}

/** Account deletion or an e-mail change without the password, for an account that has one. */
export class PasswordRequiredError extends AppError {
  readonly status = 400;
  readonly code = usersProblemCodes.passwordRequired;
  readonly title = 'Confirm with your password';
}

/** The link of an e-mail change is unknown, already used, replaced by a newer one or expired. */
export class EmailChangeLinkInvalidError extends AppError {
  readonly status = 400;
  readonly code = usersProblemCodes.emailChangeInvalid;
  readonly title = 'The e-mail change link is no longer valid';
}

/** No public site is configured for the account's country: the confirmation link has no host. */
export class EmailChangeUnavailableError extends AppError {
  readonly status = 503;
  readonly code = usersProblemCodes.emailChangeUnavailable;
  readonly title = 'E-mail changes are not available';
}
