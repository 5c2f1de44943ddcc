import type { ConsentRecord } from '@pulso/contracts/consent';
import type { HeldPushDevice } from '@pulso/contracts/push';
import { tokenHash } from '../../platform/secrets/token-hash.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { randomBytes } from 'node:crypto';
import type { UfCode } from '@pulso/contracts/brazilian-states';
import type { CountryCode } from '@pulso/contracts/country';
import { maskEmail, type ForgotEmailResponse } from '@pulso/contracts/forgot-email';
import type { HeldCase } from '@pulso/contracts/medical-information';
import { fieldProblemsOf } from '@pulso/contracts/problem';
import type { HeldTraining } from '@pulso/contracts/training';
import {
  applyPreferencesPatch,
  updateProfileRequestSchemaFor,
  type ConfirmEmailChangeResponse,
  type DeleteAccountRequest,
  type DeleteAccountResponse,
  type PreferencesPatch,
  type PreferencesResponse,
  type UpdateProfileRequest,
  type UpdateProfileResponse,
  type UserDataExport,
  type UserProfile,
  type VerifyEmailResponse,
  usersProblemCodes,
} from '@pulso/contracts/users';
import type { Config } from '../../config.ts';
import { NotFoundError, RequestInvalidError } from '../../errors.ts';
import {
  listUserSessions,
  revokeAllSessions,
  type SessionUser,
} from '../identity/session/session.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import type { IdentityAccount, IdentityProvider } from '../identity/provider/identity-provider.ts';
import type { MailOutbox } from '../../platform/mail/mail-outbox.ts';
import {
  emailChangeConfirmMail,
  emailChangeLink,
  emailChangeNoticeMail,
} from './email-change-mail.ts';
import {
  claimEmailChange,
  endEmailChangesOf,
  findEmailChange,
  insertEmailChange,
} from './email-change.repository.ts';
import { loadProfile } from './people.service.ts';
import { toUserProfile } from './user-profile.ts';
import {
  EmailChangeLinkInvalidError,
  EmailChangeUnavailableError,
  EmailTakenError,
  PasswordIncorrectError,
  PasswordRequiredError,
} from './users.errors.ts';
import {
  deleteUser,
  findConsents,
  findUserById,
  findUserByUid,
  findUsersByLicence,
  isEmailUsed,
  lockPreferences,
  setUserEmail,
  updateContact,
  updatePreferences,
  type UserRecord,
} from './users.repository.ts';
import type { SessionCache } from '../identity/session/session-cache.ts';

/** What other modules keep about a person, asked of their services for the data export. */
export interface HeldElsewhere {
  medicalInformation: { heldAbout(userId: string): Promise<HeldCase[]> };
  training: { heldAbout(userId: string): Promise<HeldTraining> };
  consent: { heldAbout(userId: string): Promise<ConsentRecord[]> };
  push: { heldAbout(userId: string): Promise<HeldPushDevice[]> };
}

export interface UsersServiceDeps {
  db: Database;
  heldElsewhere: HeldElsewhere;
  identityProvider: () => IdentityProvider;
  countries: Config['countries'];
  outbox: MailOutbox;
  /** The app's kept session look-ups: dropped around writes that change a session's user. */
  sessions: SessionCache;
  now?: () => Date;
}

/** The public site origin of a country (links in mails), or undefined when it has none. */
export type SiteOf = (country: CountryCode) => string | undefined;

/** How long the link of an e-mail change stays valid. */
export const EMAIL_CHANGE_TTL_MS = 24 * 3_600_000;

/**
 * Re-authentication before a sensitive change (deletion, new e-mail): the identity account's
 * password; an account of a social login has none and goes without.
 */
async function checkPassword(
  identity: IdentityProvider,
  account: IdentityAccount | undefined,
  password: string | undefined,
  field: string,
): Promise<void> {
  if (password !== undefined) {
    if (!account || !(await identity.verifyPassword(account.uid, password))) {
      throw new PasswordIncorrectError(undefined, [
        { field, code: 'custom', message: 'validation.invalid' },
      ]);
    }
  } else if (!account?.socialProvider) {
    throw new PasswordRequiredError(undefined, [
      { field, code: 'custom', message: 'validation.required' },
    ]);
  }
}

/** The product account of a live session (gone only if deleted meanwhile: then 401 as well). */
async function accountOf(db: Queryable, user: SessionUser): Promise<UserRecord> {
  const found = await findUserById(db, user.id);
  if (!found)
    throw new NotFoundError(usersProblemCodes.notRegistered, 'The account no longer exists.');
  return found;
}

/** The signed-in user's account: profile, contact data, preferences, data export, deletion. */
export function createUsersService(deps: UsersServiceDeps) {
  const { db, sessions } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    getProfile(user: SessionUser): Promise<UserProfile> {
      return loadProfile(db, user.id);
    },

    /**
     * Spec §7 `PUT users/profile`: e-mail and phone by the rules of the account's country. The
     * phone changes at once. A new e-mail must be free (product and identity provider), needs the
     * current password, and changes only when the link mailed to it is followed
     * (`confirmEmailChange`); the old address is told. Both mails leave with the transaction.
     */
    async updateProfile(
      user: SessionUser,
      body: UpdateProfileRequest,
      siteOf: SiteOf,
    ): Promise<UpdateProfileResponse> {
      const checked = updateProfileRequestSchemaFor(user.country).safeParse(body);
      if (!checked.success) {
        throw new RequestInvalidError(undefined, fieldProblemsOf('body', checked.error.issues));
      }
      const input = checked.data;
      const account = await accountOf(db, user);
      const newEmail = input.email !== account.email.toLowerCase() ? input.email : undefined;
      let origin: string | undefined;
      if (newEmail) {
        const identity = deps.identityProvider();
        // The password first: whether an address is taken is told only to the account's owner,
        // not to whoever holds a session (decision 071).
        await checkPassword(
          identity,
          await identity.getAccount(account.uid),
          input.currentPassword,
          'body.currentPassword',
        );
        if (
          (await isEmailUsed(db, newEmail, account.id)) ||
          (identity.isEmailInUse && (await identity.isEmailInUse(newEmail)))
        ) {
          throw new EmailTakenError('Another account uses this e-mail address.');
        }
        origin = siteOf(account.country);
        if (!origin)
          throw new EmailChangeUnavailableError(
            `No public site is configured for ${account.country.toUpperCase()} (PUBLIC_HOSTS): the confirmation link would have no address.`,
          );
      }
      const at = now();
      await db.transaction(async (tx) => {
        await updateContact(tx, account.id, {
          phone: input.phone ?? null,
          appVersion: input.appVersion,
          now: at,
        });
        if (!newEmail || !origin) return;
        const token = randomBytes(32).toString('base64url');
        await endEmailChangesOf(tx, account.id, at);
        await insertEmailChange(tx, {
          tokenHash: tokenHash(token),
          userId: account.id,
          newEmail,
          now: at,
          expiresAt: new Date(at.getTime() + EMAIL_CHANGE_TTL_MS),
        });
        const mail = { country: account.country, firstName: account.firstName };
        await deps.outbox.enqueueMail(
          tx,
          emailChangeConfirmMail({ ...mail, to: newEmail, link: emailChangeLink(origin, token) }),
        );
        await deps.outbox.enqueueMail(
          tx,
          emailChangeNoticeMail({
            ...mail,
            to: account.email,
            newEmail,
            supportEmail: deps.countries[account.country].supportEmail,
          }),
        );
      });
      const profile = await loadProfile(db, account.id);
      return newEmail ? { ...profile, pendingEmail: newEmail } : profile;
    },

    /**
     * `POST users/email/confirm`, from the link mailed to the new address: changes the e-mail in
     * the identity account (when the provider can), then in the product, and ends every session
     * of the account. Identity first: a product failure afterwards puts the identity e-mail back.
     */
    async confirmEmailChange(token: string): Promise<ConfirmEmailChangeResponse> {
      const at = now();
      const linkHash = tokenHash(token);
      const change = await findEmailChange(db, linkHash, at);
      const account = change ? await findUserById(db, change.userId) : undefined;
      if (!change || !account) throw new EmailChangeLinkInvalidError();
      if (await isEmailUsed(db, change.newEmail, account.id)) {
        throw new EmailTakenError('Another account uses this e-mail address.');
      }
      const identity = deps.identityProvider();
      if (identity.updateEmail) await identity.updateEmail(account.uid, change.newEmail);
      try {
        await sessions.changing(() =>
          db.transaction(async (tx) => {
            if (!(await claimEmailChange(tx, linkHash, at)))
              throw new EmailChangeLinkInvalidError();
            await setUserEmail(tx, account.id, change.newEmail, at);
            await endEmailChangesOf(tx, account.id, at);
            await revokeAllSessions(tx, sessions, account.id, at);
          }),
        );
      } catch (error) {
        if (identity.updateEmail)
          await identity.updateEmail(account.uid, account.email).catch(() => {});
        if (isUniqueViolation(error)) {
          throw new EmailTakenError('Another account uses this e-mail address.');
        }
        throw error;
      }
      return { email: change.newEmail };
    },

    /**
     * The identity provider's password changed (a reset): every product session of the account
     * ends, so a stolen token stops working.
     */
    async endSessionsOfIdentity(uid: string): Promise<void> {
      const account = await findUserByUid(db, uid);
      if (account) await revokeAllSessions(db, sessions, account.id, now());
    },

    /** Spec §7 `PATCH users/preferences`: areas added or removed, never twice. */
    async patchPreferences(
      user: SessionUser,
      patch: PreferencesPatch,
    ): Promise<PreferencesResponse> {
      const preferences = await sessions.changing(() =>
        db.transaction(async (tx) => {
          const current = await lockPreferences(tx, user.id);
          if (!current)
            throw new NotFoundError(
              usersProblemCodes.notRegistered,
              'The account no longer exists.',
            );
          const next = applyPreferencesPatch(current, patch);
          await updatePreferences(tx, user.id, next, now());
          return next;
        }),
      );
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

    /** Everything held about the user (LGPD and peers), as one JSON document. */
    async exportData(user: SessionUser): Promise<UserDataExport> {
      const account = await accountOf(db, user);
      const consents = await findConsents(db, account.id);
      const openedSessions = await listUserSessions(db, account.id);
      const [medicalInformationCases, training, cookieConsents, pushDevices] = await Promise.all([
        deps.heldElsewhere.medicalInformation.heldAbout(account.id),
        deps.heldElsewhere.training.heldAbout(account.id),
        deps.heldElsewhere.consent.heldAbout(account.id),
        deps.heldElsewhere.push.heldAbout(account.id),
      ]);
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
        account: {
          language: account.language,
          timezone: account.timezone,
          treatment: account.treatment,
          state: account.state,
          registerNumber: account.registerNumber,
          registerUf: account.registerUf,
          nationalRegistration: account.nationalRegistration,
          provincialEnrollment: account.provincialEnrollment,
          identityDocument: account.identityDocument,
          rut: account.rut,
          salesRepresentativeCode: account.salesRepresentativeCode,
          roles: [...account.roles],
          receivePromotional: account.receivePromotional,
          licenceReview: account.licenceReview,
          createdAt: account.createdAt.toISOString(),
        },
        medicalInformationCases,
        training,
        cookieConsents,
        pushDevices,
        sessions: openedSessions.map((session) => ({
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
        await checkPassword(
          identity,
          identityAccount,
          'password' in request ? request.password : undefined,
          'body.password',
        );
        await identity.deleteAccount(account.uid);
      }
      await sessions.changing(() => deleteUser(db, account.id));
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
