/**
 * The 16 regions of Chile, with their ISO 3166-2:CL codes, from north to south as Chile lists
 * them. The name is the value stored; the code is accepted too.
 */
export interface ChileanRegion {
  /** ISO 3166-2:CL subdivision code, e.g. `RM` for the Metropolitan Region. */
  code: string;
  name: string;
}

export const chileanRegions: readonly ChileanRegion[] = Object.freeze([
  { code: 'AP', name: 'Arica y Parinacota' },
  { code: 'TA', name: 'Tarapacá' },
  { code: 'AN', name: 'Antofagasta' },
  { code: 'AT', name: 'Atacama' },
  { code: 'CO', name: 'Coquimbo' },
  { code: 'VS', name: 'Valparaíso' },
  { code: 'RM', name: 'Metropolitana de Santiago' },
  { code: 'LI', name: "Libertador General Bernardo O'Higgins" },
  { code: 'ML', name: 'Maule' },
  { code: 'NB', name: 'Ñuble' },
  { code: 'BI', name: 'Biobío' },
  { code: 'AR', name: 'La Araucanía' },
  { code: 'LR', name: 'Los Ríos' },
  { code: 'LL', name: 'Los Lagos' },
  { code: 'AI', name: 'Aysén del General Carlos Ibáñez del Campo' },
  { code: 'MA', name: 'Magallanes y de la Antártica Chilena' },
]);
