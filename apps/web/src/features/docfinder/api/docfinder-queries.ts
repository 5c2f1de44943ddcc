import { useCallback } from 'react';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  queryOptions,
} from '@tanstack/react-query';
import type {
  CepAddress,
  DocfinderSearchParams,
  OfficeRequestInput,
  OptInRequestInput,
} from '@pulso/contracts/docfinder';
import { useAccessToken } from '../../../lib/session.ts';
import {
  deleteOffice,
  getDoctor,
  getMunicipalities,
  getMyListing,
  leaveDirectory,
  lookUpCep,
  optIn,
  saveOffice,
  searchDoctors,
} from './docfinder-api.ts';

export const docfinderKeys = {
  all: ['docfinder'] as const,
  search: (query: DocfinderSearchParams) => ['docfinder', 'search', query] as const,
  doctor: (id: string) => ['docfinder', 'doctor', id] as const,
  municipalities: (uf: string) => ['docfinder', 'municipalities', uf] as const,
  cep: (digits: string) => ['docfinder', 'cep', digits] as const,
  me: (token: string | null) => ['docfinder', 'me', token] as const,
};

/** One page of results; the previous page stays on screen while the next loads. */
export function useDoctorSearch(query: DocfinderSearchParams) {
  return useQuery({
    queryKey: docfinderKeys.search(query),
    queryFn: ({ signal }) => searchDoctors(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A listed doctor's public profile: the page's hook and its route loader share it. */
export function doctorOptions(id: string) {
  return queryOptions({
    queryKey: docfinderKeys.doctor(id),
    queryFn: ({ signal }) => getDoctor(id, signal),
  });
}

export function useDoctor(id: string) {
  return useQuery(doctorOptions(id));
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

/**
 * Asks what a CEP tells (8 digits), once per CEP in a while: the address form calls it as the
 * doctor completes the CEP, and a failure is the caller's (the form keeps its offline filling).
 */
export function useLookUpCep(): (digits: string) => Promise<CepAddress> {
  const queryClient = useQueryClient();
  return useCallback(
    (digits: string) =>
      queryClient.fetchQuery({
        queryKey: docfinderKeys.cep(digits),
        queryFn: ({ signal }) => lookUpCep(digits, signal),
        staleTime: 10 * 60_000,
        retry: false,
      }),
    [queryClient],
  );
}

export function useMyListing() {
  const token = useAccessToken();
  return useQuery({
    queryKey: docfinderKeys.me(token),
    queryFn: ({ signal }) => getMyListing(signal),
    enabled: token !== null,
  });
}

/**
 * After any change of mine: my listing, searches and profiles are read again (not the reference
 * lists). Not awaited: the change is done once the API said so; the pages read again on mount.
 */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => {
    for (const part of ['me', 'search', 'doctor'])
      void queryClient.invalidateQueries({ queryKey: [...docfinderKeys.all, part] });
  };
}

export function useOptIn() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: OptInRequestInput) => optIn(body),
    onSuccess: invalidate,
  });
}

export function useLeaveDirectory() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: leaveDirectory, onSuccess: invalidate });
}

export function useSaveOffice(id: string | null) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: OfficeRequestInput) => saveOffice(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteOffice() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: (id: string) => deleteOffice(id), onSuccess: invalidate });
}
