import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CaseStatus,
  ChangeCaseStatus,
  TeamCase,
  TeamCasesQuery,
} from '@pulso/contracts/medical-information';
import { isApiError } from '../../../lib/http/api-error.ts';
import { handleAuthFailure, useAccessToken } from '../../../lib/session.ts';
import { useSignOutOn401 } from '../../../lib/use-sign-out-on-401.ts';
import {
  assignTeamCase,
  changeTeamCaseStatus,
  getMyCases,
  getTeamAccess,
  getTeamCase,
  getTeamCases,
} from './medical-information-api.ts';

/** Every cache entry of this feature sits under this key, per session token. */
export const medicalInformationKeys = {
  all: ['medicalInformation'] as const,
  myCases: (token: string | null) => ['medicalInformation', 'cases', token] as const,
  team: (token: string | null) => ['medicalInformation', 'team', token] as const,
};

/** The doctor's own cases (the medical-information page). */
export function useMyCases() {
  const token = useAccessToken();
  return useQuery({
    queryKey: medicalInformationKeys.myCases(token),
    queryFn: ({ signal }) => getMyCases(signal),
    enabled: token !== null,
  });
}

/** A new request was stored: the list of cases shows it next time it is seen. */
export function useRefreshCases(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: medicalInformationKeys.all });
}

/** A 403 from a team call: the user is not on the medical-information team. */
export const isNotAllowed = (error: unknown): boolean => isApiError(error) && error.status === 403;

export function useTeamAccess() {
  const token = useAccessToken();
  const query = useQuery({
    queryKey: [...medicalInformationKeys.team(token), 'access'],
    queryFn: ({ signal }) => getTeamAccess(signal),
    enabled: token !== null,
    // Asked by the user menu on every page too: membership changes rarely.
    staleTime: 5 * 60_000,
  });
  useSignOutOn401(query);
  return query;
}

export function useTeamCases(
  status: CaseStatus | undefined,
  from: number,
  enabled: boolean,
  assigned?: TeamCasesQuery['assigned'],
) {
  const token = useAccessToken();
  const query = useQuery({
    queryKey: [
      ...medicalInformationKeys.team(token),
      'cases',
      status ?? 'all',
      assigned ?? 'anyone',
      from,
    ],
    queryFn: ({ signal }) => getTeamCases({ status, from, assigned }, signal),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
  });
  useSignOutOn401(query);
  return query;
}

export function useTeamCase(id: string | null) {
  const token = useAccessToken();
  const query = useQuery({
    queryKey: [...medicalInformationKeys.team(token), 'case', id],
    queryFn: ({ signal }) => getTeamCase(id ?? '', signal),
    enabled: id !== null && token !== null,
  });
  useSignOutOn401(query);
  return query;
}

/** Changes a case's status; the case and the inbox are read again afterwards. */
export function useChangeCaseStatus(id: string) {
  return useTeamCaseChange(id, (body: ChangeCaseStatus) => changeTeamCaseStatus(id, body));
}

/** Assigns a case (an agent's id, or null); the case and the inbox are read again afterwards. */
export function useAssignCase(id: string) {
  return useTeamCaseChange(id, (agentId: string | null) => assignTeamCase(id, agentId));
}

function useTeamCaseChange<T>(id: string, change: (value: T) => Promise<TeamCase>) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (updated) => {
      queryClient.setQueryData([...medicalInformationKeys.team(token), 'case', id], updated);
      return queryClient.invalidateQueries({
        queryKey: [...medicalInformationKeys.team(token), 'cases'],
      });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 401) handleAuthFailure();
    },
  });
}
