import { useProfileQuery } from '../../features/users/index.ts';

/**
 * On start, and after each sign-in, the signed-in user's profile is fetched and stored (spec §4;
 * a 401/403 there logs out to /signin, keeping the path for after sign-in).
 */
export function ProfileRefresher() {
  useProfileQuery();
  return null;
}
