import { alerts } from '@pulso/contracts/alerts';
import type { GigyaLoginPayload } from '@pulso/contracts/identity';
import type { LoginResponse } from '@pulso/contracts/users';
import { authProblemCodes, usersProblemCodes } from '@pulso/contracts/users/problem-codes';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import type { RegistrationPrefill } from '../screen-sets.ts';
import { storeSession, takeSavedRedirect } from '../../../lib/session.ts';
import {
  isSocialLogin,
  type IdentityAdapter,
  type IdentityLogin,
} from '../adapters/identity-adapter.ts';

/**
 * The users API parses the server's answers with the contracts' zod schemas: loaded when a login
 * is exchanged, not with the login screen (issue 11's page weight of /signin).
 */
const usersApi = () => import('../api/users-api.ts');

/** What the token exchange (spec §4) leads to. */
export type SessionOutcome =
  | { kind: 'signedIn'; session: LoginResponse }
  /** Registration auto-complete, prefilled from the identity account. */
  | { kind: 'notRegistered'; prefill: RegistrationPrefill }
  /** A CRO account: the dentist warning (spec §2 popup 2); no session is made. */
  | { kind: 'dentist' }
  /** A spec §8 alert; `error` gives the server's message. */
  | { kind: 'alert'; titleKey: string; error: unknown };

function prefillOf(login: IdentityLogin): RegistrationPrefill {
  return { ...login.profile, login: login.payload };
}

/** Stores the session (spec §4): token, the identity user id (spec §9) and the profile. */
export function startSession(session: LoginResponse): void {
  storeSession({ token: session.token, userId: session.profile.uid, profile: session.profile });
}

/** Where a new session goes: the saved redirect (used once) or home. */
export function afterSignInPath(): string {
  return takeSavedRedirect() ?? paths.home.href();
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `POST /api/users/login` and what its answer means. With `adapter`, a signature refused as
 * replayed (one already spent on the registration that just happened, within the same second)
 * is replaced once by a fresh one from the provider.
 */
export async function exchange(
  login: IdentityLogin,
  adapter?: IdentityAdapter,
): Promise<SessionOutcome> {
  let payload: GigyaLoginPayload = login.payload;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const session = await (await usersApi()).exchangeLogin(payload);
      startSession(session);
      return { kind: 'signedIn', session };
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.code === usersProblemCodes.notRegistered) {
        return { kind: 'notRegistered', prefill: prefillOf(login) };
      }
      if (error.code === usersProblemCodes.dentistUnsupported) {
        return { kind: 'dentist' };
      }
      if (adapter && attempt === 0 && error.code === authProblemCodes.signatureReplayed) {
        await wait(1100);
        try {
          payload = (await adapter.refreshLogin()).payload;
          continue;
        } catch {
          // fall through to the alert with the server's message
        }
      }
      return { kind: 'alert', titleKey: alerts.authenticationError.key, error };
    }
  }
}

/**
 * Spec §4 after a login with the identity provider: a social login whose e-mail is free in the
 * product goes straight to registration auto-complete; anything else is exchanged for a session.
 */
export async function completeIdentityLogin(login: IdentityLogin): Promise<SessionOutcome> {
  if (isSocialLogin(login) && login.profile.email) {
    try {
      if (await (await usersApi()).isEmailFree(login.profile.email)) {
        return { kind: 'notRegistered', prefill: prefillOf(login) };
      }
    } catch {
      // The exchange below answers 404 for an account the product does not know either.
    }
  }
  return exchange(login);
}
