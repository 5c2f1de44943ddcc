import { z } from 'zod';
import { getStates, type State } from '@brazilian-utils/brazilian-utils/get-states';

/** The two-letter code of a Brazilian federative unit (UF), e.g. `SP`. */
export type UfCode = State['code'];

export interface BrazilianState {
  code: UfCode;
  /** Official name in Portuguese, e.g. `São Paulo`. */
  name: string;
}

/** The 27 federative units of Brazil (26 states and the Federal District), sorted by name (IBGE). */
export const brazilianStates: readonly BrazilianState[] = Object.freeze(
  getStates().map(({ code, name }) => Object.freeze({ code, name })),
);

export const ufCodes = brazilianStates.map((state) => state.code) as [UfCode, ...UfCode[]];

/** Accepts a UF code in upper case, e.g. `SP` (the form the register API stores). */
export const ufSchema = z.enum(ufCodes);

export function brazilianStateName(code: UfCode): string {
  return brazilianStates.find((state) => state.code === code)?.name ?? code;
}
