import type { UfCode } from '../brazilian-states.ts';

/**
 * What a CEP says by its number alone, with no network (decision 077): the Correios assign CEPs
 * by region, and the ranges of each UF are public and fixed (Correios' "faixas de CEP por UF");
 * so are those of the state capitals and of the other cities the directory's demo data uses.
 * The address form fills the UF (and, where known, the municipality) from here when no CEP
 * service answers; the server uses the same table. Zod-free and small: the form loads it.
 *
 * A range is `[first, last]` of the CEP's first five digits (its "division"): every CEP whose
 * division lies in it, suffix `000` to `999`.
 */
export type DivisionRange = readonly [first: string, last: string];

/**
 * Correios' CEP ranges per UF (DF, GO and AM in two ranges each). 78900–78999, Rondônia's former
 * range, is no UF's today.
 */
export const ufCepRanges: readonly (readonly [UfCode, ...DivisionRange[]])[] = [
  ['SP', ['01000', '19999']],
  ['RJ', ['20000', '28999']],
  ['ES', ['29000', '29999']],
  ['MG', ['30000', '39999']],
  ['BA', ['40000', '48999']],
  ['SE', ['49000', '49999']],
  ['PE', ['50000', '56999']],
  ['AL', ['57000', '57999']],
  ['PB', ['58000', '58999']],
  ['RN', ['59000', '59999']],
  ['CE', ['60000', '63999']],
  ['PI', ['64000', '64999']],
  ['MA', ['65000', '65999']],
  ['PA', ['66000', '68899']],
  ['AP', ['68900', '68999']],
  ['AM', ['69000', '69299'], ['69400', '69899']],
  ['RR', ['69300', '69399']],
  ['AC', ['69900', '69999']],
  ['DF', ['70000', '72799'], ['73000', '73699']],
  ['GO', ['72800', '72999'], ['73700', '76799']],
  ['RO', ['76800', '76999']],
  ['TO', ['77000', '77999']],
  ['MT', ['78000', '78899']],
  ['MS', ['79000', '79999']],
  ['PR', ['80000', '87999']],
  ['SC', ['88000', '89999']],
  ['RS', ['90000', '99999']],
];

/**
 * Municipalities whose whole CEP range the portal knows (7-digit IBGE code): the 27 capitals,
 * then the other cities of the directory's demo offices. Any other municipality is left for the
 * doctor to choose (or for the CEP service, when it answers).
 */
export const municipalityCepRanges: readonly (readonly [ibge: string, ...DivisionRange[]])[] = [
  ['1200401', ['69900', '69924']], // Rio Branco
  ['2704302', ['57000', '57099']], // Maceió
  ['1600303', ['68900', '68914']], // Macapá
  ['1302603', ['69000', '69099']], // Manaus
  ['2927408', ['40000', '42599']], // Salvador
  ['2304400', ['60000', '61599']], // Fortaleza
  ['5300108', ['70000', '72799'], ['73000', '73699']], // Brasília (the whole DF)
  ['3205309', ['29000', '29099']], // Vitória
  ['5208707', ['74000', '74899']], // Goiânia
  ['2111300', ['65000', '65109']], // São Luís
  ['5103403', ['78000', '78109']], // Cuiabá
  ['5002704', ['79000', '79129']], // Campo Grande
  ['3106200', ['30000', '31999']], // Belo Horizonte
  ['1501402', ['66000', '66999']], // Belém
  ['2507507', ['58000', '58099']], // João Pessoa
  ['4106902', ['80000', '82999']], // Curitiba
  ['2611606', ['50000', '52999']], // Recife
  ['2211001', ['64000', '64099']], // Teresina
  ['3304557', ['20000', '23799']], // Rio de Janeiro
  ['2408102', ['59000', '59139']], // Natal
  ['4314902', ['90000', '91999']], // Porto Alegre
  ['1100205', ['76800', '76849']], // Porto Velho
  ['1400100', ['69300', '69339']], // Boa Vista
  ['4205407', ['88000', '88099']], // Florianópolis
  ['3550308', ['01000', '05999'], ['08000', '08499']], // São Paulo
  ['2800308', ['49000', '49099']], // Aracaju
  ['1721000', ['77000', '77299']], // Palmas
  ['3518800', ['07000', '07399']], // Guarulhos
  ['3534401', ['06000', '06299']], // Osasco
  ['3547809', ['09000', '09299']], // Santo André
  ['3509502', ['13000', '13139']], // Campinas
  ['3303302', ['24000', '24399']], // Niterói
  ['3118601', ['32000', '32399']], // Contagem
];

/** What the number of a CEP tells: its UF, and its municipality where the portal knows it. */
export interface CepPlace {
  uf: UfCode;
  /** 7-digit IBGE code, when the CEP lies in a municipality's known range. */
  municipalityCode?: string;
}

const inRanges = (division: string, ranges: readonly DivisionRange[]) =>
  ranges.some(([first, last]) => division >= first && division <= last);

/**
 * The place of a CEP (`01310-100` or `01310100`) by its ranges; undefined for a value that is
 * not 8 digits or lies in no UF's range (`00000-000`).
 */
export function placeOfCep(cep: string): CepPlace | undefined {
  const digits = cep.replace(/\D/g, '');
  if (digits.length !== 8) return undefined;
  const division = digits.slice(0, 5);
  const uf = ufCepRanges.find(([, ...ranges]) => inRanges(division, ranges))?.[0];
  if (!uf) return undefined;
  const municipality = municipalityCepRanges.find(([, ...ranges]) => inRanges(division, ranges));
  return municipality ? { uf, municipalityCode: municipality[0] } : { uf };
}
