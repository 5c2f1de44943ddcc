/*
 * Users' public entry (the API's modules/users): the signed-in user's profile, as fetched and as
 * stored with the session, for the shell, identity and the features that show or edit it.
 */
export {
  displayName,
  getStoredProfile,
  setStoredProfile,
  useStoredProfile,
} from './api/stored-profile.ts';
export type { StoredProfile } from './api/stored-profile.ts';
export { fetchProfile, profileQueryKey, useProfileQuery, useSetProfile } from './api/profile.ts';

/** The profile's fetch, loaded when a sign-in's outcome is applied (identity). */
export const loadProfile = () => import('./api/profile.ts');
