/** Spec §5 Brazilian postal code (CEP): 5 digits, an optional hyphen, then 3 digits. */
const POSTAL_CODE = /^\d{5}-?\d{3}$/;

export function isPostalCode(value: string): boolean {
  return POSTAL_CODE.test(value);
}

/**
 * Spec §5 postal-code mask: digits only; past 5 digits, 5 digits, a hyphen and up to 3 digits.
 * A value that is not text, or is empty, gives `''`.
 */
export function maskPostalCode(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const digits = value.replace(/\D/g, '');
  if (digits.length <= 5) return digits;
  return `${digits.slice(0, 5)}-${digits.slice(5, 8)}`;
}
