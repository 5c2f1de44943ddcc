/** Spec §9: the phone mask holds at most 11 digits (2-digit area code + 9-digit number). */
export const PHONE_MAX_DIGITS = 11;

const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** Spec §5: the first digit of a phone number must be 2 or higher. Non-digits are ignored. */
export function isPhoneFirstDigitValid(value: string): boolean {
  const first = digitsOf(value).charAt(0);
  return first !== '' && first >= '2';
}

/**
 * Spec §5 Brazilian phone mask: digits only, capped at 11, formatted `(DD) number` with a hyphen
 * before the last 4 digits. Applied on every keystroke, so partial input is masked progressively:
 * `1` → `1`, `119` → `(11) 9`, `1198765` → `(11) 9-8765`, `11987654321` → `(11) 98765-4321`.
 */
export function maskPhone(value: string): string {
  const digits = digitsOf(value).slice(0, PHONE_MAX_DIGITS);
  return digits.replace(/^(\d{2})(\d)/, '($1) $2').replace(/(\d)(\d{4})$/, '$1-$2');
}

/** Spec §5: a number without area code — 9 digits as 5-4, 8 digits as 4-4, otherwise digits only. */
export function formatPhoneWithoutAreaCode(value: string): string {
  const digits = digitsOf(value);
  if (digits.length === 9) return `${digits.slice(0, 5)}-${digits.slice(5)}`;
  if (digits.length === 8) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  return digits;
}

/**
 * Spec §5 phone cleaning: removes the first space, the first hyphen and the first slash — only
 * the first occurrence of each, exactly as the spec states (other characters are kept).
 */
export function cleanPhone(value: string): string {
  return value.replace(' ', '').replace('-', '').replace('/', '');
}
