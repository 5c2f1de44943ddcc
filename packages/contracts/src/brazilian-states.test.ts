import { describe, expect, it } from 'vitest';
import { brazilianStateName, brazilianStates, ufCodes, ufSchema } from './brazilian-states.ts';

describe('Brazilian federative units', () => {
  it('lists the 27 units, each once, with their names', () => {
    expect(brazilianStates).toHaveLength(27);
    expect(new Set(ufCodes).size).toBe(27);
    expect(brazilianStates).toEqual(
      expect.arrayContaining([
        { code: 'SP', name: 'São Paulo' },
        { code: 'DF', name: 'Distrito Federal' },
        { code: 'PA', name: 'Pará' },
        { code: 'PR', name: 'Paraná' },
      ]),
    );
  });

  it('is sorted by name as a Brazilian reader expects', () => {
    const names = brazilianStates.map((state) => state.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('pt-BR').compare));
  });

  it('accepts UF codes in upper case only', () => {
    expect(ufSchema.parse('RJ')).toBe('RJ');
    expect(ufSchema.safeParse('rj').success).toBe(false);
    expect(ufSchema.safeParse('XX').success).toBe(false);
  });

  it('gives the name of a UF', () => {
    expect(brazilianStateName('RJ')).toBe('Rio de Janeiro');
    expect(brazilianStateName('AP')).toBe('Amapá');
  });
});
