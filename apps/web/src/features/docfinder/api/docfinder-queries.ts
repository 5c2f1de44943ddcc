import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useAccessToken } from '../../../lib/identity/session.ts';
import {
  addOffice,
  deleteOffice,
  getDoctor,
  getMunicipalities,
  getMyListing,
  getSpecialties,
  leaveDirectory,
  optIn,
  searchDoctors,
  updateOffice,
} from './docfinder-api.ts';
import type { DoctorSearchQuery, OfficeInput, OptIn } from './docfinder-schemas.ts';

export const docfinderKeys = {
  all: ['docfinder'] as const,
  search: (query: DoctorSearchQuery) => ['docfinder', 'search', query] as const,
  doctor: (id: string) => ['docfinder', 'doctor', id] as const,
  specialties: ['docfinder', 'specialties'] as const,
  municipalities: (uf: string) => ['docfinder', 'municipalities', uf] as const,
  me: (token: string | null) => ['docfinder', 'me', token] as const,
};

/** One page of results; the previous page stays on screen while the next loads. */
export function useDoctorSearch(query: DoctorSearchQuery | null) {
  return useQuery({
    queryKey: docfinderKeys.search(query ?? {}),
    queryFn: ({ signal }) => searchDoctors(query ?? {}, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useDoctor(id: string) {
  return useQuery({
    queryKey: docfinderKeys.doctor(id),
    queryFn: ({ signal }) => getDoctor(id, signal),
  });
}

export function useSpecialties() {
  return useQuery({
    queryKey: docfinderKeys.specialties,
    queryFn: ({ signal }) => getSpecialties(signal),
    staleTime: 60 * 60_000,
  });
}

/** The IBGE municipalities of one UF (from the API: the 5,570 names stay out of the bundle). */
export function useMunicipalities(uf: string | null | undefined) {
  return useQuery({
    queryKey: docfinderKeys.municipalities(uf ?? ''),
    queryFn: ({ signal }) => getMunicipalities(uf ?? '', signal),
    enabled: Boolean(uf),
    staleTime: 60 * 60_000,
  });
}

export function useMyListing() {
  const token = useAccessToken();
  return useQuery({
    queryKey: docfinderKeys.me(token),
    queryFn: ({ signal }) => getMyListing(signal),
    enabled: token !== null,
  });
}

/** After any change of mine: my listing and every search are read again. */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: docfinderKeys.all });
}

export function useOptIn() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: (body: OptIn) => optIn(body), onSuccess: invalidate });
}

export function useLeaveDirectory() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: leaveDirectory, onSuccess: invalidate });
}

export function useSaveOffice(id: string | null) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: OfficeInput) => (id ? updateOffice(id, body) : addOffice(body)),
    onSuccess: invalidate,
  });
}

export function useDeleteOffice() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: (id: string) => deleteOffice(id), onSuccess: invalidate });
}
