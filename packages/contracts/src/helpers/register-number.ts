/**
 * Length of a Brazilian CRM number after normalisation. The spec (§5) says the number is padded
 * "to a required length" without giving it; 6 digits covers every regional council's numbering
 * today (CRM-SP is past 200000) and is what licence registries print.
 */
export const CRM_LENGTH = 6;

/**
 * Spec §5: medical-collegiate or CRM number — keep digits only, drop leading zeros, then left-pad
 * with zeros to `length`. A value without any digit gives `''` (an empty field stays empty rather
 * than turning into a number of zeros). Longer numbers are kept whole, never cut.
 */
export function normaliseRegisterNumber(value: string, length: number = CRM_LENGTH): string {
  const digits = value.replace(/\D/g, '');
  if (digits === '') return '';
  return digits.replace(/^0+/, '').padStart(length, '0');
}
