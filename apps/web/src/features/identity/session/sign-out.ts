import { paths } from '../../../config/paths.ts';
import { logout } from '../../../lib/session.ts';
import type { IdentityAdapter } from '../adapters/identity-adapter.ts';
import { revokeSession } from '../api/users-api.ts';

/**
 * Spec §4 logout from the account menu: the server revokes the session, the identity provider
 * ends its own, then the local session (token, profile, user id, session storage) is cleared and
 * the user goes to `/`. A session the server already dropped does not stop the logout.
 */
export async function signOut(adapter: IdentityAdapter, to: string = paths.landing.href()) {
  await Promise.allSettled([revokeSession(), adapter.logout()]);
  await logout(to);
}
