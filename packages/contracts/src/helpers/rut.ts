import { clean, format, getCheckDigit, validate } from 'rut.js';

/**
 * Chile's RUT (Rol Único Tributario): a body number and a check digit (0–9 or K) computed
 * modulo 11. The arithmetic comes from `rut.js` (small, dependency-free, MIT); this file fixes how
 * Pulso writes and reads it.
 */

/**
 * True when `value` is a RUT with a correct check digit, written with or without dots and hyphen
 * (`12.345.678-5`, `12345678-5`, `123456785`), the check digit `K` in either case. Surrounding
 * spaces are ignored; leading zeros and other characters are refused.
 */
export function isValidRut(value: string): boolean {
  return validate(value.trim());
}

/** The stored form: body digits, a hyphen, the check digit in upper case (`12345678-5`, `10000013-K`). */
export function normaliseRut(value: string): string {
  return format(value.trim(), { dots: false });
}

/** The form shown to people: `12.345.678-5`. */
export function formatRut(value: string): string {
  return format(value.trim(), { dots: true });
}

/** The check digit of a RUT body (`12345678` → `5`, `10000013` → `K`). */
export function rutCheckDigit(body: string): string {
  return getCheckDigit(clean(body));
}
