/**
 * The 24 jurisdictions of Argentina (23 provinces and the Autonomous City of Buenos Aires), with
 * their ISO 3166-2:AR codes, sorted by name. The name is the value stored; the code is accepted
 * too.
 */
export interface ArgentineProvince {
  /** ISO 3166-2:AR subdivision letter, e.g. `X` for Córdoba. */
  code: string;
  name: string;
}

export const argentineProvinces: readonly ArgentineProvince[] = Object.freeze([
  { code: 'B', name: 'Buenos Aires' },
  { code: 'K', name: 'Catamarca' },
  { code: 'H', name: 'Chaco' },
  { code: 'U', name: 'Chubut' },
  { code: 'C', name: 'Ciudad Autónoma de Buenos Aires' },
  { code: 'X', name: 'Córdoba' },
  { code: 'W', name: 'Corrientes' },
  { code: 'E', name: 'Entre Ríos' },
  { code: 'P', name: 'Formosa' },
  { code: 'Y', name: 'Jujuy' },
  { code: 'L', name: 'La Pampa' },
  { code: 'F', name: 'La Rioja' },
  { code: 'M', name: 'Mendoza' },
  { code: 'N', name: 'Misiones' },
  { code: 'Q', name: 'Neuquén' },
  { code: 'R', name: 'Río Negro' },
  { code: 'A', name: 'Salta' },
  { code: 'J', name: 'San Juan' },
  { code: 'D', name: 'San Luis' },
  { code: 'Z', name: 'Santa Cruz' },
  { code: 'S', name: 'Santa Fe' },
  { code: 'G', name: 'Santiago del Estero' },
  { code: 'V', name: 'Tierra del Fuego, Antártida e Islas del Atlántico Sur' },
  { code: 'T', name: 'Tucumán' },
]);
