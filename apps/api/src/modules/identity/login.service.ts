import { tokenHash } from '../../platform/secrets/token-hash.ts';
import { usersProblemCodes } from '@pulso/contracts/users';
import { gigyaSignatureBaseString } from '@pulso/contracts/identity';
import type { CountryCode } from '@pulso/contracts/country';
import { isDentistRegistration, type RegistrationType } from '@pulso/contracts/registration';
import type { LoginRequest, LoginResponse, UserProfile } from '@pulso/contracts/users';
import {
  AUTHENTICATOR_APP_ID,
  type AuthenticatorClient,
} from './authenticator/authenticator-client.ts';
import { NotFoundError } from '../../errors.ts';
import { createSession, revokeSession, type SessionUser } from './session/session.ts';
import type { SessionCache } from './session/session-cache.ts';
import type { Database } from '../../platform/db/database.ts';
import type { IdentityProvider } from './provider/identity-provider.ts';
import { assertSignature } from './uid-signature.ts';
import { DentistUnsupportedError, SignatureReplayedError } from './identity.errors.ts';
import { claimLoginSignature, deleteExpiredLoginSignatures } from './login.repository.ts';

/** What sign-in asks of the users module (its service, handed in by the composition root). */
export interface LoginAccounts {
  accountOfUid(
    uid: string,
  ): Promise<
    | { id: string; uid: string; country: CountryCode; registrationType: RegistrationType }
    | undefined
  >;
  profileOf(userId: string): Promise<UserProfile>;
}

export interface LoginServiceDeps {
  db: Database;
  accounts: LoginAccounts;
  identityProvider: () => IdentityProvider;
  authenticator: AuthenticatorClient;
  sessionTtlMs: number;
  loginMaxSkewSeconds: number;
  /** The app's kept session look-ups (a logout drops them). */
  sessions: SessionCache;
  now?: () => Date;
}

/** Spec §4 Session: the identity provider's login payload exchanged for a product session. */
export function createLoginService(deps: LoginServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * 401 for a forged, expired or replayed signature; 404 `users.not_registered` when the UID
     * has no product account (the web app then offers registration, and the signature stays
     * usable for it); 403 `users.dentist_unsupported` for a CRO account (no session). Otherwise
     * the signature is spent and a session opened, in one transaction.
     */
    async login(payload: LoginRequest, context: { userAgent?: string }): Promise<LoginResponse> {
      const at = now();
      assertSignature(
        payload,
        deps.identityProvider().partnerSecret(),
        at,
        deps.loginMaxSkewSeconds,
      );
      const user = await deps.accounts.accountOfUid(payload.UID);
      if (!user) {
        throw new NotFoundError(
          usersProblemCodes.notRegistered,
          'No product account has this UID: register first.',
        );
      }
      const type = await deps.authenticator.recuperarTipoUsuarioGigya({
        appId: AUTHENTICATOR_APP_ID,
        idGigya: user.uid,
      });
      if (type.tipoUsuario === 'DENTISTA' || isDentistRegistration(user.registrationType)) {
        throw new DentistUnsupportedError(
          'Accounts created with a CRO registration are no longer supported.',
        );
      }
      const timestamp = Number(payload.signatureTimestamp);
      const session = await db.transaction(async (tx) => {
        await deleteExpiredLoginSignatures(tx, at);
        const fresh = await claimLoginSignature(tx, {
          hash: tokenHash(gigyaSignatureBaseString(payload.UID, payload.signatureTimestamp)),
          uid: payload.UID,
          timestamp,
          expiresAt: new Date((timestamp + deps.loginMaxSkewSeconds + 1) * 1000),
        });
        if (!fresh) {
          throw new SignatureReplayedError('This signature was already exchanged for a session.');
        }
        return createSession(tx, {
          userId: user.id,
          country: user.country,
          ttlMs: deps.sessionTtlMs,
          userAgent: context.userAgent,
          now: at,
        });
      });
      return {
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
        userId: user.id,
        profile: await deps.accounts.profileOf(user.id),
      };
    },

    /**
     * Ends the session of the request, then the account's sessions in the identity provider
     * (decision 071): the provider's session could otherwise sign the browser back in without
     * the password. A provider that fails is told to `providerFailed`; the product session has
     * ended anyway.
     */
    async logout(user: SessionUser, providerFailed: (error: unknown) => void): Promise<void> {
      await revokeSession(db, deps.sessions, user.sessionId, now());
      try {
        await deps.identityProvider().endSessions?.(user.uid);
      } catch (error) {
        providerFailed(error);
      }
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
