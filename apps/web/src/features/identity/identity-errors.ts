import { GigyaErrorCode } from '@pulso/contracts/identity';
import { clientIdentityErrors } from './adapters/identity-adapter.ts';

/** The translation key of a provider error code, as the screen sets show it. */
export function identityErrorKey(errorCode: number): string {
  switch (errorCode) {
    case GigyaErrorCode.INVALID_LOGIN_ID_OR_PASSWORD:
    case GigyaErrorCode.LOGIN_ID_DOES_NOT_EXIST:
      return 'identity.errors.invalidLogin';
    case GigyaErrorCode.ACCOUNT_TEMPORARILY_LOCKED_OUT:
      return 'identity.errors.locked';
    case GigyaErrorCode.RATE_LIMIT_HIT:
      return 'identity.errors.rateLimit';
    case GigyaErrorCode.ACCOUNT_DISABLED:
      return 'identity.errors.disabled';
    case GigyaErrorCode.UNIQUE_IDENTIFIER_EXISTS:
    case GigyaErrorCode.LOGIN_IDENTIFIER_EXISTS:
      return 'identity.errors.emailInUse';
    case clientIdentityErrors.network:
      return 'errors.codes.network.unreachable';
    case clientIdentityErrors.missingSignature:
      return 'alerts.gigyaLoginData';
    default:
      return 'identity.errors.generic';
  }
}
