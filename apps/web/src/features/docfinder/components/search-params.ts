import type { DocfinderSearchParams } from '@pulso/contracts/docfinder';
import { brazilianStates } from '@pulso/contracts/brazilian-states';
import {
  DOCFINDER_DEFAULT_RADIUS_KM,
  DOCFINDER_MAX_RADIUS_KM,
} from '@pulso/contracts/docfinder/limits';
import { docfinderSpecialties } from '@pulso/contracts/docfinder/specialties';
import { isPostalCode, maskPostalCode } from '@pulso/contracts/helpers/postal-code';

/** The search as the page's URL keeps it (shareable, and Back returns to the same page). */
export interface SearchState {
  specialty: string;
  uf: string;
  municipality: string;
  q: string;
  /** `lat,lng` of the browser's position or of the chosen municipality. */
  near: string;
  /** What `near` is: the user's position, or the chosen municipality. */
  nearFrom: '' | 'position' | 'municipality';
  /** A CEP (§5, masked): the search is near its municipality (instead of `near`). */
  cep: string;
  radiusKm: string;
  page: number;
}

export const radiusChoices = ['5', '10', '25', '50', '100'] as const;
export const DEFAULT_RADIUS = String(DOCFINDER_DEFAULT_RADIUS_KM);

/**
 * The URL's names (Portuguese, what the page writes) and, for hand-written links, the API's
 * (`/docfinder/v1/doctors`): `?specialty=cardiologia&uf=sp` is read like
 * `?especialidade=cardiologia&uf=SP`.
 */
const names = {
  specialty: ['especialidade', 'specialty'],
  uf: ['uf'],
  municipality: ['municipio', 'municipality'],
  q: ['nome', 'q'],
  near: ['near'],
  nearFrom: ['perto'],
  cep: ['cep'],
  radiusKm: ['raio', 'radiusKm'],
  page: ['pagina', 'page'],
} as const;

/**
 * The form's field names: the URL's, so a search sent before the page came alive (the browser's
 * own GET) lands on the same URL the page writes.
 */
export const searchFieldNames = {
  specialty: names.specialty[0],
  uf: names.uf[0],
  municipality: names.municipality[0],
  q: names.q[0],
  cep: names.cep[0],
  radiusKm: names.radiusKm[0],
} as const;

const read = (params: URLSearchParams, key: keyof typeof names): string =>
  names[key].map((name) => params.get(name)?.trim()).find((value) => value) ?? '';

/** IBGE's two-digit state codes, the first two digits of a municipality's code. */
const ufOfIbge: Record<string, string> = {
  '11': 'RO', '12': 'AC', '13': 'AM', '14': 'RR', '15': 'PA', '16': 'AP', '17': 'TO',
  '21': 'MA', '22': 'PI', '23': 'CE', '24': 'RN', '25': 'PB', '26': 'PE', '27': 'AL',
  '28': 'SE', '29': 'BA', '31': 'MG', '32': 'ES', '33': 'RJ', '35': 'SP', '41': 'PR',
  '42': 'SC', '43': 'RS', '50': 'MS', '51': 'MT', '52': 'GO', '53': 'DF',
}; // prettier-ignore

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

/** A specialty's code from a code or its name ("Cardiologia", "clinica-medica"); else ''. */
function specialtyFrom(value: string): string {
  const wanted = plain(value);
  return (
    docfinderSpecialties.find(({ code, name }) => code === value || plain(name) === wanted)?.code ??
    ''
  );
}

const NEAR = /^-?\d{1,2}(?:\.\d+)?,-?\d{1,3}(?:\.\d+)?$/;

/**
 * The search a URL asks for, every value checked: one the page cannot show (an unknown UF or
 * specialty, a malformed point) is left out rather than sent to the API.
 */
export function searchStateFrom(params: URLSearchParams): SearchState {
  const page = Number(read(params, 'page') || '1');
  const municipality = /^\d{7}$/.test(read(params, 'municipality'))
    ? read(params, 'municipality')
    : '';
  const ufWritten = read(params, 'uf').toUpperCase();
  const uf = brazilianStates.some(({ code }) => code === ufWritten)
    ? ufWritten
    : (ufOfIbge[municipality.slice(0, 2)] ?? '');
  const cepWritten = maskPostalCode(read(params, 'cep'));
  const cep = isPostalCode(cepWritten) ? cepWritten : '';
  const near = cep || !NEAR.test(read(params, 'near')) ? '' : read(params, 'near');
  const nearFrom = read(params, 'nearFrom');
  const radius = Number(read(params, 'radiusKm'));
  return {
    specialty: specialtyFrom(read(params, 'specialty')),
    uf,
    // A municipality of another UF than the one written is left out (the API would refuse it).
    municipality: municipality && ufOfIbge[municipality.slice(0, 2)] === uf ? municipality : '',
    q: read(params, 'q'),
    near,
    nearFrom: !near ? '' : nearFrom === 'municipality' ? 'municipality' : 'position',
    cep,
    radiusKm: radius > 0 && radius <= DOCFINDER_MAX_RADIUS_KM ? String(radius) : DEFAULT_RADIUS,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string) => value && params.set(key, value);
  put('especialidade', state.specialty);
  put('uf', state.uf);
  put('municipio', state.municipality);
  put('nome', state.q.trim());
  if (state.cep) {
    put('cep', state.cep);
    put('raio', state.radiusKm);
  } else if (state.near) {
    put('near', state.near);
    put('perto', state.nearFrom);
    put('raio', state.radiusKm);
  }
  if (state.page > 1) params.set('pagina', String(state.page));
  return params;
}

/** Whether anything was asked: an empty landing shows no results yet. */
export function hasCriteria(state: SearchState): boolean {
  return Boolean(
    state.specialty || state.uf || state.municipality || state.q.trim() || state.near || state.cep,
  );
}

/**
 * The API query: near a municipality's point or a CEP's municipality replaces the UF and
 * municipality filters (neighbouring towns within the radius count), near the user's position
 * keeps the other filters.
 */
export function apiQueryOf(state: SearchState): DocfinderSearchParams {
  const nearPlace = state.cep || (state.near && state.nearFrom === 'municipality');
  const near = state.cep ? '' : state.near;
  return {
    specialty: state.specialty || undefined,
    uf: nearPlace ? undefined : state.uf || undefined,
    municipality: nearPlace ? undefined : state.municipality || undefined,
    q: state.q.trim() || undefined,
    near: near || undefined,
    cep: state.cep || undefined,
    radiusKm: near || state.cep ? Number(state.radiusKm) : undefined,
    page: state.page,
  };
}
