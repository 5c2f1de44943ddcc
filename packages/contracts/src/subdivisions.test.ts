import { describe, expect, it } from 'vitest';
import { argentineProvinces } from './argentine-provinces.ts';
import { chileanRegions } from './chilean-regions.ts';
import { mexicanStates } from './mexican-states.ts';

describe.each([
  ['mexicanStates', mexicanStates, 32, /^[A-Z]{3}$/],
  ['argentineProvinces', argentineProvinces, 24, /^[A-Z]$/],
  ['chileanRegions', chileanRegions, 16, /^[A-Z]{2}$/],
] as const)('%s', (_name, list, count, codeShape) => {
  it(`has the ${count} subdivisions with unique ISO 3166-2 codes and names`, () => {
    expect(list).toHaveLength(count);
    expect(new Set(list.map((entry) => entry.code)).size).toBe(count);
    expect(new Set(list.map((entry) => entry.name)).size).toBe(count);
    for (const entry of list) expect(entry.code).toMatch(codeShape);
  });
});

describe('subdivision names', () => {
  it('include the capitals and the places people pick most', () => {
    const names = (list: readonly { name: string }[]) => list.map((entry) => entry.name);
    expect(names(mexicanStates)).toEqual(
      expect.arrayContaining(['Ciudad de México', 'Estado de México', 'Jalisco', 'Nuevo León']),
    );
    expect(names(argentineProvinces)).toEqual(
      expect.arrayContaining(['Ciudad Autónoma de Buenos Aires', 'Buenos Aires', 'Córdoba']),
    );
    expect(names(chileanRegions)).toEqual(
      expect.arrayContaining(['Metropolitana de Santiago', 'Valparaíso', 'Ñuble']),
    );
  });
});
