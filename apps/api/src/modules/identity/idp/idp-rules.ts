import { GigyaErrorCode } from '@pulso/contracts/identity';
import { isCommonPassword } from '@pulso/contracts/common-passwords';
import { validationMessages } from '@pulso/contracts/validation';
import { GigyaError } from './gigya-answer.ts';

const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** The provider's rules, in one place. */
export const idpRules = {
  regTokenTtlMs: HOUR,
  resetTokenTtlMs: HOUR,
  sessionTtlMs: 24 * HOUR,
  /** At most this many reset mails per account and hour; more requests are answered, not sent. */
  resetMailsPerHour: 3,
  /** A reset request takes at least this long, whether or not the e-mail has an account. */
  resetMinimumMs: 250,
} as const;

/** A common or breached password (contracts common-passwords.ts), on the field that carried it. */
export function refuseCommonPassword(
  password: string,
  fieldName: 'password' | 'newPassword',
): void {
  if (!isCommonPassword(password)) return;
  throw new GigyaError(GigyaErrorCode.VALIDATION_ERROR, `${fieldName}: too common`, {
    validationErrors: [
      {
        errorCode: GigyaErrorCode.INVALID_PARAMETER_VALUE,
        fieldName,
        message: validationMessages.passwordCommon,
      },
    ],
  });
}

/** E-mail in use: Gigya's 400009 with a 400003 validation error on `email` (contracts identity.ts). */
export function emailInUseError(): GigyaError {
  return new GigyaError(GigyaErrorCode.VALIDATION_ERROR, 'email: Email already exists', {
    validationErrors: [
      {
        errorCode: GigyaErrorCode.UNIQUE_IDENTIFIER_EXISTS,
        fieldName: 'email',
        message: 'identity.errors.emailInUse',
      },
    ],
  });
}
