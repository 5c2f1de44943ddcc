import { identityProblemCodes } from '@pulso/contracts/identity';
import { usersProblemCodes } from '@pulso/contracts/users';
import { AppError } from '../../../errors.ts';

/** updateEmail: another identity account has the e-mail (the same code as the product's check). */
export class IdentityEmailTakenError extends AppError {
  readonly status = 409;
  readonly code = usersProblemCodes.emailTaken;
  readonly title = 'The e-mail address is already in use';
}

/** SAP Customer Data Cloud did not answer, or answered an error the product cannot act on. */
export class IdentityProviderFailedError extends AppError {
  readonly status = 502;
  readonly code = identityProblemCodes.providerFailed;
  readonly title = 'The identity provider did not answer as expected';
}
