import type {
  DocfinderMunicipalitiesResponse,
  DocfinderProfile,
  DocfinderSearchParams,
  DocfinderSearchResponse,
  MyListing,
  Office,
  OfficeRequestInput,
  OptInRequestInput,
} from '@pulso/contracts/docfinder';
import { docfinderUrl, request } from '../../../lib/http/http-client.ts';

/*
 * The public pages read their answers without the zod check (as the legal pages do, decision
 * 020): `@pulso/contracts/docfinder` brings zod and the IBGE municipality table (~150 KB), and
 * the API already serialises every answer through its schema. Only types are imported here.
 */

const enc = encodeURIComponent;

/** Public search, one page (rate-limited by the API): a background read, no blocking overlay. */
export function searchDoctors(
  query: DocfinderSearchParams,
  signal?: AbortSignal,
): Promise<DocfinderSearchResponse> {
  return request(docfinderUrl('doctors'), {
    query: query as Record<string, string | number | undefined>,
    blocking: false,
    signal,
  }) as Promise<DocfinderSearchResponse>;
}

export function getDoctor(id: string, signal?: AbortSignal): Promise<DocfinderProfile> {
  return request(docfinderUrl(`doctors/${enc(id)}`), {
    blocking: false,
    signal,
  }) as Promise<DocfinderProfile>;
}

export function getMunicipalities(
  uf: string,
  signal?: AbortSignal,
): Promise<DocfinderMunicipalitiesResponse> {
  return request(docfinderUrl('municipalities'), {
    query: { uf },
    blocking: false,
    signal,
  }) as Promise<DocfinderMunicipalitiesResponse>;
}

export function getMyListing(signal?: AbortSignal): Promise<MyListing> {
  return request(docfinderUrl('me'), { blocking: false, signal }) as Promise<MyListing>;
}

/** Opt in (with the consent) or change specialties and languages. */
export function optIn(body: OptInRequestInput): Promise<MyListing> {
  return request(docfinderUrl('me'), { method: 'PUT', body }) as Promise<MyListing>;
}

/** "Sair do diretório": the listing is hidden at once and its data deleted. */
export async function leaveDirectory(): Promise<void> {
  await request(docfinderUrl('me'), { method: 'DELETE' });
}

export function saveOffice(id: string | null, body: OfficeRequestInput): Promise<Office> {
  return request(docfinderUrl(id ? `me/addresses/${enc(id)}` : 'me/addresses'), {
    method: id ? 'PUT' : 'POST',
    body,
  }) as Promise<Office>;
}

export async function deleteOffice(id: string): Promise<void> {
  await request(docfinderUrl(`me/addresses/${enc(id)}`), { method: 'DELETE' });
}
