import {
  directoryListingListSchema,
  directoryListingSchema,
  type DirectoryListing,
  type DirectoryListingList,
} from '@pulso/contracts/backoffice/directory';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/http/api-error.ts';
import { apiUrl, request } from '../../../lib/http/http-client.ts';
import { handleAuthFailure, useAccessToken } from '../../../lib/session.ts';
import { useSignOutOn401 } from '../../../lib/use-sign-out-on-401.ts';
import { useAuditChanged } from '../api/backoffice-queries.ts';

/*
 * `/api/backoffice/directory…` (docs/decisions/056). A 403 is an answer the page shows (the role
 * may not manage the directory), never a lost session.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const listingUrl = (id: string, action = '') =>
  apiUrl(`backoffice/directory/${encodeURIComponent(id)}${action}`);

/** Listings matching `q`; an id no listing has any more is asked alone (a doctor who left). */
async function findListings(q: string, signal?: AbortSignal): Promise<DirectoryListingList> {
  const found = await request(apiUrl('backoffice/directory'), {
    schema: directoryListingListSchema,
    query: { q: q || undefined },
    blocking: false,
    signal,
    authFailure: 'throw',
  });
  if (found.items.length > 0 || !UUID.test(q)) return found;
  try {
    const one = await request(listingUrl(q), {
      schema: directoryListingSchema,
      blocking: false,
      signal,
      authFailure: 'throw',
    });
    return { items: [one] };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return found;
    throw error;
  }
}

const directoryKey = (token: string | null) => ['backofficeCare', 'directory', token] as const;

export function useDirectory(q: string) {
  const token = useAccessToken();
  const query = useQuery({
    queryKey: [...directoryKey(token), q],
    queryFn: ({ signal }) => findListings(q, signal),
    enabled: token !== null,
  });
  useSignOutOn401(query);
  return query;
}

/** Hides a listing with a reason (`reason` given) or shows it again (`null`); its trail shows it. */
export function useSetListingHidden() {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  const auditChanged = useAuditChanged();
  return useMutation({
    mutationFn: ({
      id,
      reason,
    }: {
      id: string;
      reason: string | null;
    }): Promise<DirectoryListing> =>
      request(listingUrl(id, reason === null ? '/unhide' : '/hide'), {
        schema: directoryListingSchema,
        method: 'POST',
        body: reason === null ? {} : { reason },
        authFailure: 'throw',
      }),
    onSuccess: (listing) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: directoryKey(token) }),
        auditChanged(listing.id),
      ]),
    onError: (error) => {
      if (isApiError(error) && error.status === 401) handleAuthFailure();
    },
  });
}
