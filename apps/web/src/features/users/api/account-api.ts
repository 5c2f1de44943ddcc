import {
  deleteAccountResponseSchema,
  preferencesResponseSchema,
  updateProfileResponseSchema,
  userDataExportSchema,
  type PreferencesPatch,
  type PreferencesResponse,
  type UpdateProfileRequest,
  type UpdateProfileResponse,
  type UserDataExport,
} from '@pulso/contracts/users';
import { usersProblemCodes } from '@pulso/contracts/users/problem-codes';
import { apiUrl, request } from '../../../lib/http/http-client.ts';

/** A wrong or missing password where one confirms a change (deletion, new e-mail). */
export const PASSWORD_PROBLEM_CODES: readonly string[] = [
  usersProblemCodes.passwordIncorrect,
  usersProblemCodes.passwordRequired,
];

/**
 * Spec §7 `PUT users/profile`: e-mail, phone and the app's version; a new e-mail with the current
 * password, answered with `pendingEmail` (it changes once the link mailed to it is followed).
 */
export function updateProfile(body: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return request(apiUrl('users/profile'), {
    schema: updateProfileResponseSchema,
    method: 'PUT',
    body,
  });
}

/** Spec §7 `PATCH users/preferences`: areas added or removed. */
export function patchPreferences(patch: PreferencesPatch): Promise<PreferencesResponse> {
  return request(apiUrl('users/preferences'), {
    schema: preferencesResponseSchema,
    method: 'PATCH',
    body: patch,
    blocking: false,
  });
}

/** Everything held about the user, kept as the server sends it (it is saved as a file). */
export function fetchMyData(): Promise<UserDataExport> {
  return request(apiUrl('users/me/data'), { schema: userDataExportSchema });
}

/**
 * Deletes the account (identity and product). A wrong password is an answer here, not a lost
 * session, so the global 401/403 handler stays out of it (the page handles an expired session).
 */
export async function deleteAccount(password: string): Promise<void> {
  await request(apiUrl('users/me/delete'), {
    schema: deleteAccountResponseSchema,
    method: 'POST',
    body: { password },
    authFailure: 'throw',
  });
}
