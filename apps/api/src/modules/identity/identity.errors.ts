import { identityProblemCodes } from '@pulso/contracts/identity';
import { authProblemCodes, usersProblemCodes } from '@pulso/contracts/users';
import { AppError } from '../../errors.ts';

/** The login payload's UIDSignature is not the identity provider's signature of its UID. */
export class SignatureInvalidError extends AppError {
  readonly status = 401;
  readonly code = authProblemCodes.signatureInvalid;
  readonly title = 'The login signature is not valid';
}

/** The signature is genuine but its timestamp is outside the allowed clock skew. */
export class SignatureExpiredError extends AppError {
  readonly status = 401;
  readonly code = authProblemCodes.signatureExpired;
  readonly title = 'The login signature has expired';
}

/** The signature was already exchanged for a session. */
export class SignatureReplayedError extends AppError {
  readonly status = 401;
  readonly code = authProblemCodes.signatureReplayed;
  readonly title = 'The login signature was already used';
}

/** Spec §1, §2: accounts registered with a dental council (CRO) are no longer supported. */
export class DentistUnsupportedError extends AppError {
  readonly status = 403;
  readonly code = usersProblemCodes.dentistUnsupported;
  readonly title = 'Accounts registered with a CRO are no longer supported';
}

/** No identity provider is configured in this server. */
export class IdentityUnavailableError extends AppError {
  readonly status = 503;
  readonly code = identityProblemCodes.unavailable;
  readonly title = 'The identity provider is not available';
}
