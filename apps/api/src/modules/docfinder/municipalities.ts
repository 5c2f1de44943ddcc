import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities';
import type { UfCode } from '@pulso/contracts/brazilian-states';
import type { GeoPoint, Municipality } from '@pulso/contracts/docfinder';
import points from './data/municipality-points.json' with { type: 'json' };

/**
 * Brazil's municipalities: names and UFs from the IBGE list of `@brazilian-utils/brazilian-utils`
 * (the web's), points from the open dataset in data/ (see data/README.md). Offices are placed at
 * their municipality's point: the offline geocoding of the doctor finder.
 */
const pointOf = points as unknown as Record<string, [number, number] | [number, number, 1]>;

const all: readonly (Municipality & { capital: boolean })[] = getMunicipalities().flatMap((m) => {
  const point = pointOf[m.code];
  return point
    ? [
        {
          code: m.code,
          name: m.name,
          uf: m.stateCode,
          lat: point[0],
          lng: point[1],
          capital: point[2] === 1,
        },
      ]
    : [];
});
const byCode = new Map(all.map((m) => [m.code, m]));

export function municipalityByCode(
  code: string,
): (Municipality & { capital: boolean }) | undefined {
  return byCode.get(code);
}

/** The municipalities of a UF, sorted by name (pt-BR). */
export function municipalitiesOf(uf: UfCode): Municipality[] {
  return all
    .filter((m) => m.uf === uf)
    .map(({ code, name, uf: state, lat, lng }) => ({ code, name, uf: state, lat, lng }));
}

/** Every municipality with its point (seeds and the benchmark). */
export function allMunicipalities(): readonly (Municipality & { capital: boolean })[] {
  return all;
}

/** The point of a municipality (it must be known). */
export function municipalityPoint(code: string): GeoPoint {
  const found = byCode.get(code);
  if (!found) throw new Error(`Unknown IBGE municipality code ${code}`);
  return { lat: found.lat, lng: found.lng };
}
