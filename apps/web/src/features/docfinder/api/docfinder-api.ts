import { docfinderUrl, request } from '../../../lib/http/http-client.ts';
import {
  doctorListingSchema,
  doctorSearchResultSchema,
  municipalityListSchema,
  myListingSchema,
  officeSchema,
  specialtyListSchema,
  type DoctorListing,
  type DoctorSearchQuery,
  type DoctorSearchResult,
  type MyListing,
  type Office,
  type OfficeInput,
  type OptIn,
} from './docfinder-schemas.ts';

const enc = encodeURIComponent;

/** Public search (paged, rate-limited by the API): background reads, no blocking overlay. */
export function searchDoctors(
  query: DoctorSearchQuery,
  signal?: AbortSignal,
): Promise<DoctorSearchResult> {
  return request(docfinderUrl('doctors'), {
    query: { ...query },
    schema: doctorSearchResultSchema,
    blocking: false,
    signal,
  });
}

export function getDoctor(id: string, signal?: AbortSignal): Promise<DoctorListing> {
  return request(docfinderUrl(`doctors/${enc(id)}`), {
    schema: doctorListingSchema,
    blocking: false,
    signal,
  });
}

export function getSpecialties(signal?: AbortSignal) {
  return request(docfinderUrl('specialties'), {
    schema: specialtyListSchema,
    blocking: false,
    signal,
  });
}

export function getMunicipalities(uf: string, signal?: AbortSignal) {
  return request(docfinderUrl('municipalities'), {
    query: { uf },
    schema: municipalityListSchema,
    blocking: false,
    signal,
  });
}

export function getMyListing(signal?: AbortSignal): Promise<MyListing> {
  return request(docfinderUrl('me'), { schema: myListingSchema, blocking: false, signal });
}

export function optIn(body: OptIn): Promise<MyListing> {
  return request(docfinderUrl('me'), { method: 'PUT', body, schema: myListingSchema });
}

/** "Sair do diretório": the listing is hidden at once and its data deleted. */
export async function leaveDirectory(): Promise<void> {
  await request(docfinderUrl('me'), { method: 'DELETE' });
}

export function addOffice(body: OfficeInput): Promise<Office> {
  return request(docfinderUrl('me/addresses'), { method: 'POST', body, schema: officeSchema });
}

export function updateOffice(id: string, body: OfficeInput): Promise<Office> {
  return request(docfinderUrl(`me/addresses/${enc(id)}`), {
    method: 'PUT',
    body,
    schema: officeSchema,
  });
}

export async function deleteOffice(id: string): Promise<void> {
  await request(docfinderUrl(`me/addresses/${enc(id)}`), { method: 'DELETE' });
}
