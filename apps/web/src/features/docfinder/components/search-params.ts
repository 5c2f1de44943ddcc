import type { DocfinderSearchParams } from '@pulso/contracts/docfinder';
import { DOCFINDER_DEFAULT_RADIUS_KM } from '@pulso/contracts/docfinder/limits';

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
  radiusKm: string;
  page: number;
}

export const radiusChoices = ['5', '10', '25', '50', '100'] as const;
export const DEFAULT_RADIUS = String(DOCFINDER_DEFAULT_RADIUS_KM);

export function searchStateFrom(params: URLSearchParams): SearchState {
  const nearFrom = params.get('perto');
  const page = Number(params.get('pagina') ?? '1');
  return {
    specialty: params.get('especialidade') ?? '',
    uf: params.get('uf') ?? '',
    municipality: params.get('municipio') ?? '',
    q: params.get('nome') ?? '',
    near: params.get('near') ?? '',
    nearFrom: nearFrom === 'position' || nearFrom === 'municipality' ? nearFrom : '',
    radiusKm: params.get('raio') ?? DEFAULT_RADIUS,
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
  if (state.near) {
    put('near', state.near);
    put('perto', state.nearFrom);
    put('raio', state.radiusKm);
  }
  if (state.page > 1) params.set('pagina', String(state.page));
  return params;
}

/** Whether anything was asked: an empty landing shows no results yet. */
export function hasCriteria(state: SearchState): boolean {
  return Boolean(state.specialty || state.uf || state.municipality || state.q.trim() || state.near);
}

/**
 * The API query: near a municipality's point replaces the municipality filter (neighbouring
 * towns within the radius count), near the user's position keeps the other filters.
 */
export function apiQueryOf(state: SearchState): DocfinderSearchParams {
  const nearMunicipality = state.near && state.nearFrom === 'municipality';
  return {
    specialty: state.specialty || undefined,
    uf: nearMunicipality ? undefined : state.uf || undefined,
    municipality: nearMunicipality ? undefined : state.municipality || undefined,
    q: state.q.trim() || undefined,
    near: state.near || undefined,
    radiusKm: state.near ? Number(state.radiusKm) : undefined,
    page: state.page,
  };
}
