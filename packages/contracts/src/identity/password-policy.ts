import { missingOrInvalid, validationMessages as m, requestString } from '../validation.ts';

/**
 * The provider's password policy: 10 to 128 characters, with at least one letter and at least one
 * digit or symbol, no spaces at either end. Every unmet rule is reported, each as a key. Common
 * and breached passwords are refused too (common-passwords.ts: the list is large, so the web app
 * loads it only when a form checks a new password, and the provider checks it itself).
 */
export const passwordPolicy = {
  minLength: 10,
  maxLength: 128,
  requireLetter: true,
  requireDigitOrSymbol: true,
} as const;

export const passwordSchema = requestString(missingOrInvalid)
  .min(passwordPolicy.minLength, { error: m.passwordTooShort })
  .max(passwordPolicy.maxLength, { error: m.passwordTooLong })
  .regex(/\p{L}/u, { error: m.passwordLetter })
  .regex(/[^\p{L}\s]/u, { error: m.passwordDigitOrSymbol })
  .regex(/^(?!\s)[\s\S]*(?<!\s)$/u, { error: m.passwordSpaces });
