import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@pulso/contracts/users';
import { userProfileSchema } from '@pulso/contracts/users/profile';
import { apiUrl, request } from '../../../lib/http/http-client.ts';
import { useAccessToken } from '../../../lib/session.ts';
import { setStoredProfile } from './stored-profile.ts';

/**
 * The signed-in user's profile (spec §3), fetched from `GET /api/users/profile` and kept in local
 * storage (spec §4). A 401/403 here goes through the global handler: logout to /signin.
 */

/** One cache entry per session token, so a new sign-in never sees the previous user's profile. */
export const profileQueryKey = (token: string | null) => ['users', 'profile', token] as const;

export async function fetchProfile(signal?: AbortSignal): Promise<UserProfile> {
  const profile = await request(apiUrl('users/profile'), {
    schema: userProfileSchema,
    blocking: false,
    signal,
  });
  setStoredProfile(profile);
  return profile;
}

/** The profile, fetched once per session (and again when the token changes). */
export function useProfileQuery() {
  const token = useAccessToken();
  return useQuery({
    queryKey: profileQueryKey(token),
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/** Replaces the profile after an edit: in the query cache and in local storage. */
export function useSetProfile(): (update: (profile: UserProfile) => UserProfile) => void {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useCallback(
    (update) => {
      const next = queryClient.setQueryData<UserProfile>(profileQueryKey(token), (current) =>
        current ? update(current) : current,
      );
      if (next) setStoredProfile(next);
    },
    [queryClient, token],
  );
}
