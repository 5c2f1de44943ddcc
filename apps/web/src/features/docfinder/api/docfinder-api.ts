import {
  cepAddressSchema,
  docfinderMunicipalitiesResponseSchema,
  docfinderProfileSchema,
  docfinderSearchResponseSchema,
  myListingSchema,
  officeSchema,
  type CepAddress,
  type DocfinderMunicipalitiesResponse,
  type DocfinderProfile,
  type DocfinderSearchParams,
  type DocfinderSearchResponse,
  type MyListing,
  type Office,
  type OfficeRequestInput,
  type OptInRequestInput,
} from '@pulso/contracts/docfinder';
import { docfinderUrl, request } from '../../../lib/http/http-client.ts';

/*
 * `@pulso/contracts/docfinder` brings zod and the IBGE municipality table (~150 KB): the answers'
 * schemas check them in development and tests only, and the production build leaves them out of
 * the public pages (decision 066).
 */

const enc = encodeURIComponent;

/** Public search, one page (rate-limited by the API): a background read, no blocking overlay. */
export function searchDoctors(
  query: DocfinderSearchParams,
  signal?: AbortSignal,
): Promise<DocfinderSearchResponse> {
  return request(docfinderUrl('doctors'), {
    schema: docfinderSearchResponseSchema,
    query: query as Record<string, string | number | undefined>,
    blocking: false,
    signal,
  });
}

export function getDoctor(id: string, signal?: AbortSignal): Promise<DocfinderProfile> {
  return request(docfinderUrl(`doctors/${enc(id)}`), {
    schema: docfinderProfileSchema,
    blocking: false,
    signal,
  });
}

export function getMunicipalities(
  uf: string,
  signal?: AbortSignal,
): Promise<DocfinderMunicipalitiesResponse> {
  return request(docfinderUrl('municipalities'), {
    schema: docfinderMunicipalitiesResponseSchema,
    query: { uf },
    blocking: false,
    signal,
  });
}

/** What a CEP tells the address form (decision 077): a background read, no blocking overlay. */
export function lookUpCep(cep: string, signal?: AbortSignal): Promise<CepAddress> {
  return request(docfinderUrl(`ceps/${enc(cep)}`), {
    schema: cepAddressSchema,
    blocking: false,
    signal,
  });
}

export function getMyListing(signal?: AbortSignal): Promise<MyListing> {
  return request(docfinderUrl('me'), { schema: myListingSchema, blocking: false, signal });
}

/** Opt in (with the consent) or change specialties and languages. */
export function optIn(body: OptInRequestInput): Promise<MyListing> {
  return request(docfinderUrl('me'), { schema: myListingSchema, method: 'PUT', body });
}

/** "Sair do diretório": the listing is hidden at once and its data deleted. */
export async function leaveDirectory(): Promise<void> {
  await request(docfinderUrl('me'), { method: 'DELETE' });
}

export function saveOffice(id: string | null, body: OfficeRequestInput): Promise<Office> {
  return request(docfinderUrl(id ? `me/addresses/${enc(id)}` : 'me/addresses'), {
    schema: officeSchema,
    method: id ? 'PUT' : 'POST',
    body,
  });
}

export async function deleteOffice(id: string): Promise<void> {
  await request(docfinderUrl(`me/addresses/${enc(id)}`), { method: 'DELETE' });
}
