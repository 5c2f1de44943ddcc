import { docfinderSpecialtyCodes } from '@pulso/contracts/docfinder';

/**
 * A specialty's number on the offices (`specialty_ids int[]`, in the offices' GiST index with
 * their point, through intarray: docs/decisions/038): FNV-1a of its code, 31 bits. Derived from
 * the code, so a specialty added to the list changes no other's number.
 */
export function specialtyId(code: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < code.length; i += 1) {
    hash ^= code.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & 0x7fffffff;
}

export const specialtyIdsOf = (codes: readonly string[]): number[] => codes.map(specialtyId);

// Two codes with one number would mix their offices in searches: refuse to start.
if (new Set(docfinderSpecialtyCodes.map(specialtyId)).size !== docfinderSpecialtyCodes.length) {
  throw new Error('Two doctor-finder specialties share a number: change specialtyId');
}
