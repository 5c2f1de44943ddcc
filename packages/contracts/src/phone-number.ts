import { z } from 'zod';
import type { CountryCode } from './country.ts';
import { isPhoneFirstDigitValid } from './helpers/phone.ts';
import { validationMessages as m, requestString } from './validation.ts';

/**
 * Phone numbers given at registration and on the account page (spec §5 "Phone", §9 limits).
 *
 * - Brazil: area code (2 digits, not starting with 0) plus the number, 10 or 11 digits in all;
 *   the number's first digit (after the area code) is 2 or higher, the rule of
 *   `helpers/phone.ts` `isPhoneFirstDigitValid`. A `+55` prefix is accepted and dropped. The
 *   masked form `(11) 98765-4321` is accepted; the stored form is digits only.
 * - Other countries: 7 to 15 digits (the E.164 maximum), with an optional leading `+` that is
 *   kept; separators are dropped.
 *
 * Separators allowed while typing: spaces, hyphens, dots, slashes and parentheses.
 */
export const PHONE_INPUT_MAX_LENGTH = 25;
export const BRAZIL_PHONE_DIGITS = { min: 10, max: 11 } as const;
export const INTERNATIONAL_PHONE_DIGITS = { min: 7, max: 15 } as const;

const ALLOWED = /^\+?[\d\s\-./()]+$/;

export type PhoneNumberCheck =
  { ok: true; value: string } | { ok: false; message: (typeof m)[keyof typeof m] };

/**
 * Checks a phone number by the rules of `country` (without a country: the international rule),
 * giving the stored form or the problem's key.
 */
export function checkPhoneNumber(country: CountryCode | undefined, raw: string): PhoneNumberCheck {
  const value = raw.trim();
  if (value.length > PHONE_INPUT_MAX_LENGTH || !ALLOWED.test(value)) {
    return { ok: false, message: m.phoneInvalid };
  }
  const international = value.startsWith('+');
  let digits = value.replace(/\D/g, '');

  if (country === 'br') {
    if (international) {
      if (!digits.startsWith('55')) return { ok: false, message: m.phoneInvalid };
      digits = digits.slice(2);
    }
    if (digits.length < BRAZIL_PHONE_DIGITS.min || digits.length > BRAZIL_PHONE_DIGITS.max) {
      return { ok: false, message: m.phoneLength };
    }
    if (digits.startsWith('0')) return { ok: false, message: m.phoneAreaCode };
    if (!isPhoneFirstDigitValid(digits.slice(2))) return { ok: false, message: m.phoneFirstDigit };
    return { ok: true, value: digits };
  }

  if (
    digits.length < INTERNATIONAL_PHONE_DIGITS.min ||
    digits.length > INTERNATIONAL_PHONE_DIGITS.max
  ) {
    return { ok: false, message: m.phoneLength };
  }
  return { ok: true, value: international ? `+${digits}` : digits };
}

/**
 * An optional phone number of `country` (without a country: the international rule): absent,
 * `null` or blank gives `undefined`; otherwise the stored form (see `checkPhoneNumber`).
 */
export function phoneNumberSchemaFor(country: CountryCode | undefined) {
  return requestString(m.phoneInvalid)
    .nullish()
    .transform((raw, ctx) => {
      if (raw == null || raw.trim() === '') return undefined;
      const checked = checkPhoneNumber(country, raw);
      if (checked.ok) return checked.value;
      ctx.addIssue({ code: 'custom', message: checked.message, input: raw });
      return z.NEVER;
    });
}
