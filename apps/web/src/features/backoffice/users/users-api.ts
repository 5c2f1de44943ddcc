import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountDetailSchema, userSearchResultSchema } from '@pulso/contracts/backoffice/accounts';
import { apiUrl, request } from '../../../lib/http/http-client.ts';
import { useAccessToken } from '../../../lib/session.ts';
import { useAuditChanged } from '../api/backoffice-queries.ts';

const keys = {
  search: (q: string, page: number, token: string | null) =>
    ['backoffice', 'users', 'search', q, page, token] as const,
  detail: (id: string, token: string | null) => ['backoffice', 'users', id, token] as const,
};

/** Doctors' accounts of the staff's countries by name, e-mail or licence, paged. */
export function useUserSearch(q: string, page: number) {
  const token = useAccessToken();
  return useQuery({
    queryKey: keys.search(q, page, token),
    queryFn: ({ signal }) =>
      request(apiUrl('backoffice/users'), {
        schema: userSearchResultSchema,
        query: { q, page },
        blocking: false,
        authFailure: 'throw',
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useUserDetail(id: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: keys.detail(id, token),
    queryFn: ({ signal }) =>
      request(apiUrl(`backoffice/users/${encodeURIComponent(id)}`), {
        schema: accountDetailSchema,
        blocking: false,
        authFailure: 'throw',
        signal,
      }),
    enabled: token !== null,
  });
}

/** Grants or removes speaker training; the account, the search results and the trail show the change. */
export function useSetSpeakerTraining(id: string) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  const auditChanged = useAuditChanged();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      request(apiUrl(`backoffice/users/${encodeURIComponent(id)}/speaker-training`), {
        schema: accountDetailSchema,
        method: 'PUT',
        body: { enabled },
        authFailure: 'throw',
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData(keys.detail(id, token), detail);
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'users', 'search'] });
      void auditChanged(id);
    },
  });
}
