import type { ValidationMessage } from './validation.ts';

/**
 * The e-mail rule without zod, for the login form (issue 11: /signin downloads no zod).
 * `emailSchema` (validation.ts) checks the same pattern and length with the same messages;
 * email-rules.test.ts holds them to the same answers.
 */

/** Longest e-mail address accepted (spec §9). */
export const EMAIL_MAX_LENGTH = 320;

/** zod's e-mail pattern (`z.regexes.email`), which `emailSchema` is given. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A UTF-16 surrogate without its pair: not Unicode, and no database encoding can hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text can be kept as it is: no NUL (PostgreSQL text cannot hold one), no lone surrogate. */
export const isStorableText = (value: string): boolean =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** An e-mail address as `emailSchema` outputs it: trimmed and lower-cased. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

/** The first message `emailSchema` gives for a string, or `undefined` when it accepts it. */
export function emailProblem(value: string): ValidationMessage | undefined {
  if (!isStorableText(value)) return 'validation.text.characters';
  const email = normalizeEmail(value);
  if (email.length === 0) return 'validation.required';
  if (email.length > EMAIL_MAX_LENGTH) return 'validation.email.tooLong';
  if (!EMAIL_PATTERN.test(email)) return 'validation.email.invalid';
  return undefined;
}
