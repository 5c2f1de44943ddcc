import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffListSchema, staffMemberSchema } from '@pulso/contracts/backoffice/accounts';
import { apiUrl, request } from '../../../lib/http/http-client.ts';
import { useAccessToken } from '../../../lib/session.ts';
import { useAuditChanged } from '../api/backoffice-queries.ts';

/** Staff of the admin's countries; with `email`, that one account (staff or not). */
export function useStaff(email?: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: ['backoffice', 'staff', email ?? null, token],
    queryFn: ({ signal }) =>
      request(apiUrl('backoffice/staff'), {
        schema: staffListSchema,
        query: { email },
        blocking: false,
        authFailure: 'throw',
        signal,
      }),
    enabled: token !== null && email !== '',
  });
}

/**
 * Sets an account's whole list of grants (`editor:mx`, …); the staff lists and its trail show it.
 * `reason`: why it holds editor and reviewer of one country (decision 068).
 */
export function useSetRoles() {
  const queryClient = useQueryClient();
  const auditChanged = useAuditChanged();
  return useMutation({
    mutationFn: ({ id, roles, reason }: { id: string; roles: string[]; reason?: string }) =>
      request(apiUrl(`backoffice/staff/${encodeURIComponent(id)}/roles`), {
        schema: staffMemberSchema,
        method: 'PUT',
        body: reason === undefined ? { roles } : { roles, reason },
        authFailure: 'throw',
      }),
    onSuccess: (member) => {
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'staff'] });
      void auditChanged(member.id);
    },
  });
}
