import { usersProblemCodes } from '@pulso/contracts/users';
import { AppError } from '../../../errors.ts';

/** A registration names an identity account that the caller has not proved to own. */
export class UidNotOwnedError extends AppError {
  readonly status = 403;
  readonly code = usersProblemCodes.uidNotOwned;
  readonly title = 'The identity account is not yours';
}

/** The UID already has a product account, registered with other data. */
export class AlreadyRegisteredError extends AppError {
  readonly status = 409;
  readonly code = usersProblemCodes.alreadyRegistered;
  readonly title = 'This account is already registered';
}

/** Brazil: another product account holds the licence (UF and CRM) of a registration. */
export class LicenceTakenError extends AppError {
  readonly status = 409;
  readonly code = usersProblemCodes.licenceTaken;
  readonly title = 'The licence is already held by another account';
}
