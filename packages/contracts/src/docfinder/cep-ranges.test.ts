import { describe, expect, it } from 'vitest';
import { getMunicipalityByCode } from '@brazilian-utils/brazilian-utils/get-municipality-by-code';
import { ufCodes } from '../brazilian-states.ts';
import {
  municipalityCepRanges,
  placeOfCep,
  ufCepRanges,
  type DivisionRange,
} from './cep-ranges.ts';

const divisions = (ranges: readonly DivisionRange[]) =>
  ranges.flatMap(([first, last]) =>
    Array.from({ length: Number(last) - Number(first) + 1 }, (_, index) =>
      String(Number(first) + index).padStart(5, '0'),
    ),
  );

describe('CEP ranges (decision 077)', () => {
  it('gives the UF of a CEP, and the municipality where its range is known', () => {
    expect(placeOfCep('01310-100')).toEqual({ uf: 'SP', municipalityCode: '3550308' });
    expect(placeOfCep('08499999')).toEqual({ uf: 'SP', municipalityCode: '3550308' });
    expect(placeOfCep('13010-000')).toEqual({ uf: 'SP', municipalityCode: '3509502' });
    expect(placeOfCep('14010-000')).toEqual({ uf: 'SP' }); // Ribeirão Preto: UF only
    expect(placeOfCep('20040-020')).toEqual({ uf: 'RJ', municipalityCode: '3304557' });
    expect(placeOfCep('23800-000')).toEqual({ uf: 'RJ' });
    expect(placeOfCep('30130-010')).toEqual({ uf: 'MG', municipalityCode: '3106200' });
    expect(placeOfCep('73000-000')).toEqual({ uf: 'DF', municipalityCode: '5300108' });
    expect(placeOfCep('72800-000')).toEqual({ uf: 'GO' });
    expect(placeOfCep('73700-000')).toEqual({ uf: 'GO' });
    expect(placeOfCep('69400-000')).toEqual({ uf: 'AM' });
    expect(placeOfCep('69300-000')).toEqual({ uf: 'RR', municipalityCode: '1400100' });
    expect(placeOfCep('76849-999')).toEqual({ uf: 'RO', municipalityCode: '1100205' });
    expect(placeOfCep('99999-999')).toEqual({ uf: 'RS' });
  });

  it('knows nothing of a CEP outside every range, or of a value that is not 8 digits', () => {
    expect(placeOfCep('00000-000')).toBeUndefined();
    expect(placeOfCep('00999-999')).toBeUndefined();
    expect(placeOfCep('0131')).toBeUndefined();
    expect(placeOfCep('')).toBeUndefined();
  });

  it('gives each of the 27 UFs ranges that cover 01000-000 to 99999-999 once', () => {
    expect(new Set(ufCepRanges.map(([uf]) => uf))).toEqual(new Set(ufCodes));
    const all = ufCepRanges.flatMap(([, ...ranges]) => divisions(ranges));
    // All but 78900–78999, Rondônia's former range, today no UF's.
    expect(all).toHaveLength(99_000 - 100);
    expect(new Set(all).size).toBe(all.length);
    expect(placeOfCep('78900-000')).toBeUndefined();
  });

  it('puts each municipality in its UF (IBGE), inside the UF’s ranges, overlapping no other', () => {
    const seen = new Set<string>();
    for (const [code, ...ranges] of municipalityCepRanges) {
      const municipality = getMunicipalityByCode(code);
      expect(municipality, code).not.toBeNull();
      for (const division of divisions(ranges)) {
        expect(placeOfCep(`${division}-000`)?.uf, `${code} ${division}`).toBe(
          municipality!.stateCode,
        );
        expect(seen.has(division), `${code} ${division}`).toBe(false);
        seen.add(division);
      }
    }
    // The 27 capitals and the 6 other cities of the demo offices.
    expect(municipalityCepRanges).toHaveLength(33);
  });
});
