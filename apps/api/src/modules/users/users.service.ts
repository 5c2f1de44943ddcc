import type { UfCode } from '@pulso/contracts/brazilian-states';
import type { CountryCode } from '@pulso/contracts/country';
import { maskEmail, type ForgotEmailResponse } from '@pulso/contracts/forgot-email';
import type { FieldProblem } from '@pulso/contracts/problem';
import type { RegistrationType } from '@pulso/contracts/registration';
import {
  applyPreferencesPatch,
  updateProfileRequestSchemaFor,
  type DeleteAccountRequest,
  type DeleteAccountResponse,
  type PreferencesPatch,
  type PreferencesResponse,
  type UpdateProfileRequest,
  type UserDataExport,
  type UserProfile,
  type VerifyEmailResponse,
} from '@pulso/contracts/users';
import type { Config } from '../../config.ts';
import { NotFoundError, RequestInvalidError } from '../../errors.ts';
import { listUserSessions, revokeSession, type SessionUser } from '../../platform/auth/session.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import type { IdentityProvider } from '../../platform/identity/identity-provider.ts';
import { toUserProfile } from './user-profile.ts';
import { EmailTakenError, PasswordIncorrectError, PasswordRequiredError } from './users.errors.ts';
import {
  deleteUser,
  findConsents,
  findUserById,
  findUserByUid,
  findUsersByLicence,
  isEmailUsed,
  isUniqueViolation,
  lockPreferences,
  updateContact,
  updatePreferences,
  type UserRecord,
} from './users.repository.ts';

export interface UsersServiceDeps {
  db: Database;
  identityProvider: () => IdentityProvider;
  countries: Config['countries'];
  now?: () => Date;
}

/** The product account of a live session (gone only if deleted meanwhile: then 401 as well). */
async function accountOf(db: Queryable, user: SessionUser): Promise<UserRecord> {
  const found = await findUserById(db, user.id);
  if (!found) throw new NotFoundError('users.not_registered', 'The account no longer exists.');
  return found;
}

/** The profile of spec §3 for a product account id. */
export async function loadProfile(db: Queryable, userId: string): Promise<UserProfile> {
  const user = await findUserById(db, userId);
  if (!user) throw new NotFoundError('users.not_registered', 'The account no longer exists.');
  return toUserProfile(user, await findConsents(db, userId));
}

/** For the authenticator service: how a UID registered, if it did. */
export async function findUserRegistration(
  db: Queryable,
  uid: string,
): Promise<
  | { registrationType: RegistrationType; registerNumber: string | null; registerUf: UfCode | null }
  | undefined
> {
  const user = await findUserByUid(db, uid);
  if (!user) return undefined;
  return {
    registrationType: user.registrationType,
    registerNumber: user.registerNumber,
    registerUf: user.registerUf,
  };
}

/** For the authenticator service: e-mails of the Brazilian accounts holding a licence. */
export async function findEmailsOfLicence(
  db: Queryable,
  licence: { uf: UfCode; registerNumber: string },
): Promise<string[]> {
  return (await findUsersByLicence(db, licence)).map((user) => user.email);
}

/** The signed-in user's account: profile, contact data, preferences, data export, deletion. */
export function createUsersService(deps: UsersServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    getProfile(user: SessionUser): Promise<UserProfile> {
      return loadProfile(db, user.id);
    },

    /**
     * Spec §7 `PUT users/profile`: e-mail and phone by the rules of the account's country. A new
     * e-mail must be free in the product and is changed in the identity account too (when the
     * provider can), identity first: a product failure afterwards puts the identity e-mail back.
     */
    async updateProfile(user: SessionUser, body: UpdateProfileRequest): Promise<UserProfile> {
      const checked = updateProfileRequestSchemaFor(user.country).safeParse(body);
      if (!checked.success) {
        const errors: FieldProblem[] = checked.error.issues.map((issue) => ({
          field: ['body', ...issue.path.map(String)].join('.'),
          code: issue.code,
          message: issue.message,
        }));
        throw new RequestInvalidError(undefined, errors);
      }
      const input = checked.data;
      const account = await accountOf(db, user);
      const emailChanged = input.email !== account.email.toLowerCase();
      if (emailChanged && (await isEmailUsed(db, input.email, account.id))) {
        throw new EmailTakenError('Another account uses this e-mail address.');
      }
      const identity = deps.identityProvider();
      const syncIdentity = emailChanged && identity.updateEmail !== undefined;
      if (syncIdentity) await identity.updateEmail?.(account.uid, input.email);
      try {
        await updateContact(db, account.id, {
          email: input.email,
          phone: input.phone ?? null,
          appVersion: input.appVersion,
          now: now(),
        });
      } catch (error) {
        if (syncIdentity) await identity.updateEmail?.(account.uid, account.email).catch(() => {});
        if (isUniqueViolation(error)) {
          throw new EmailTakenError('Another account uses this e-mail address.');
        }
        throw error;
      }
      return loadProfile(db, account.id);
    },

    /** Spec §7 `PATCH users/preferences`: areas added or removed, never twice. */
    async patchPreferences(
      user: SessionUser,
      patch: PreferencesPatch,
    ): Promise<PreferencesResponse> {
      const preferences = await db.transaction(async (tx) => {
        const current = await lockPreferences(tx, user.id);
        if (!current)
          throw new NotFoundError('users.not_registered', 'The account no longer exists.');
        const next = applyPreferencesPatch(current, patch);
        await updatePreferences(tx, user.id, next, now());
        return next;
      });
      return { preferences };
    },

    /**
     * Spec §7 `GET users/verify`: whether an e-mail is free to register, in the product and (when
     * the provider can tell) in the identity provider. The route is rate-limited per address.
     */
    async verifyEmail(email: string): Promise<VerifyEmailResponse> {
      if (await isEmailUsed(db, email)) return { valid: false };
      const identity = deps.identityProvider();
      if (identity.isEmailInUse && (await identity.isEmailInUse(email))) return { valid: false };
      return { valid: true };
    },

    /** Ends the session of the request. */
    logout(user: SessionUser): Promise<void> {
      return revokeSession(db, user.sessionId, now());
    },

    /** Everything held about the user (LGPD and peers), as one JSON document. */
    async exportData(user: SessionUser): Promise<UserDataExport> {
      const account = await accountOf(db, user);
      const consents = await findConsents(db, account.id);
      const sessions = await listUserSessions(db, account.id);
      const iso = (date: Date | null) => (date ? date.toISOString() : null);
      return {
        exportedAt: now().toISOString(),
        profile: toUserProfile(account, consents),
        consents: consents.map((consent) => ({
          kind: consent.kind,
          granted: consent.granted,
          at: consent.at.toISOString(),
          ...(consent.termsVersion ? { termsVersion: consent.termsVersion } : {}),
        })),
        preferences: [...account.preferences],
        sessions: sessions.map((session) => ({
          createdAt: session.createdAt.toISOString(),
          expiresAt: session.expiresAt.toISOString(),
          lastUsedAt: iso(session.lastUsedAt),
          revokedAt: iso(session.revokedAt),
          userAgent: session.userAgent,
        })),
      };
    },

    /**
     * Deletes the identity account, then the product account (its consents and sessions go with
     * it), so that the e-mail is free again. Identity first: if the product step fails, the user
     * (still signed in) tries again, and an identity account already gone needs no password.
     */
    async deleteAccount(
      user: SessionUser,
      request: DeleteAccountRequest,
    ): Promise<DeleteAccountResponse> {
      const account = await accountOf(db, user);
      const identity = deps.identityProvider();
      const identityAccount = await identity.getAccount(account.uid);
      if (identityAccount) {
        if ('password' in request) {
          if (!(await identity.verifyPassword(account.uid, request.password))) {
            throw new PasswordIncorrectError(undefined, [
              { field: 'body.password', code: 'custom', message: 'validation.invalid' },
            ]);
          }
        } else if (!identityAccount.socialProvider) {
          throw new PasswordRequiredError(undefined, [
            { field: 'body.password', code: 'custom', message: 'validation.required' },
          ]);
        }
        await identity.deleteAccount(account.uid);
      }
      await deleteUser(db, account.id);
      return { deleted: true };
    },

    /**
     * Brazil's "Esqueceu o e-mail?": a masked hint of the e-mail of the account registered with
     * the CRM, or the support contact. Other countries have no such screen (404).
     */
    async forgotEmail(
      country: CountryCode,
      licence: { registerUf: UfCode; registerNumber: string },
    ): Promise<ForgotEmailResponse> {
      if (country !== 'br') throw new NotFoundError();
      const [holder] = await findUsersByLicence(db, {
        uf: licence.registerUf,
        registerNumber: licence.registerNumber,
      });
      if (holder) return { found: true, maskedEmail: maskEmail(holder.email) };
      const support = deps.countries[country];
      return {
        found: false,
        supportEmail: support.supportEmail,
        supportPhone: support.supportPhone,
      };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
