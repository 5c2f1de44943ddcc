import { useQuery } from '@tanstack/react-query';
import { expiringListSchema, type ExpiryWindow } from '@pulso/contracts/backoffice/expiry';
import { apiUrl, request } from '../../../lib/http/http-client.ts';
import { useAccessToken } from '../../../lib/session.ts';

/** Approved items of the staff's countries that stop being published within `days`. */
export function useExpiringContents(days: ExpiryWindow) {
  const token = useAccessToken();
  return useQuery({
    queryKey: ['backoffice', 'expiring', days, token],
    queryFn: ({ signal }) =>
      request(apiUrl('backoffice/contents/expiring'), {
        schema: expiringListSchema,
        query: { days },
        blocking: false,
        authFailure: 'throw',
        signal,
      }),
    enabled: token !== null,
  });
}
