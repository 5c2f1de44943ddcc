import type { CountryCode } from '@pulso/contracts/country';
import { GigyaErrorCode } from '@pulso/contracts/identity';
import { validationMessages } from '@pulso/contracts/validation';
import type { Database, Queryable } from '../platform/db/database.ts';
import { signUid } from '../platform/identity/gigya-signature.ts';
import type { MailOutbox } from '../platform/mail/mail-outbox.ts';
import { GigyaError } from './gigya-answer.ts';
import {
  bindRegToken,
  claimPasswordReset,
  claimPendingRegToken,
  claimRegToken,
  clearLoginFailures,
  countPasswordResetsSince,
  deleteSession,
  deleteSessionsOf,
  findAccountByEmail,
  findAccountByUid,
  findLockedUntil,
  findSessionUid,
  insertAccount,
  insertPasswordReset,
  insertRegToken,
  insertSession,
  isEmailTaken,
  isUniqueViolation,
  markRegistered,
  recordLogin,
  recordLoginFailure,
  setPassword,
  voidPasswordResets,
  type IdpAccountRecord,
} from './idp.repository.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password-hash.ts';
import { passwordResetMail } from './reset-mail.ts';
import { resetLink } from './reset-link.ts';
import { loginIdHash, newToken, newUid, normaliseLoginId, tokenHash } from './tokens.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The provider's rules, in one place. */
export const idpRules = {
  regTokenTtlMs: HOUR,
  resetTokenTtlMs: HOUR,
  sessionTtlMs: 24 * HOUR,
  /** Five failed logins within 15 minutes lock the login ID for 15 minutes. */
  lockOut: { threshold: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** At most this many reset mails per account and hour; more requests are answered, not sent. */
  resetMailsPerHour: 3,
  /** A reset request takes at least this long, whether or not the e-mail has an account. */
  resetMinimumMs: 250,
} as const;

/** E-mail in use: Gigya's 400009 with a 400003 validation error on `email` (contracts identity.ts). */
export function emailInUseError(): GigyaError {
  return new GigyaError(GigyaErrorCode.VALIDATION_ERROR, 'email: Email already exists', {
    validationErrors: [
      {
        errorCode: GigyaErrorCode.UNIQUE_IDENTIFIER_EXISTS,
        fieldName: 'email',
        message: 'identity.errors.emailInUse',
      },
    ],
  });
}

/** The account fields of login, register and getAccountInfo answers, UID signed. */
export interface SignedAccount {
  UID: string;
  UIDSignature: string;
  signatureTimestamp: string;
  profile: { firstName: string; lastName: string; email: string };
  isActive: boolean;
  isRegistered: boolean;
  isVerified: boolean;
  created: string;
  lastLogin?: string;
  loginProvider: string;
}

export interface SignedIn {
  account: SignedAccount;
  /** The provider session (`sessionInfo.cookieValue`, the `login_token`). */
  loginToken: string;
}

export type RegisterResult =
  ({ finalized: true } & SignedIn) | { finalized: false; regToken: string };

export interface IdpServiceDeps {
  db: Database;
  outbox: MailOutbox;
  partnerSecret: Buffer;
  /** Told after a password reset is stored (IdentityProvider.onPasswordChanged). */
  passwordChanged?: (uid: string) => Promise<void>;
  now?: () => Date;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createIdpService({
  db,
  outbox,
  partnerSecret,
  passwordChanged,
  now = () => new Date(),
}: IdpServiceDeps) {
  // The product API refuses a signature it has seen (replay protection), and a signature is a
  // function of UID and second: two sign-ins of one account within a second must not share one.
  const lastSignedSecond = new Map<string, number>();
  function signatureSecond(uid: string, at: Date): number {
    const second = Math.max(Math.floor(at.getTime() / 1000), (lastSignedSecond.get(uid) ?? 0) + 1);
    lastSignedSecond.set(uid, second);
    if (lastSignedSecond.size > 10_000) {
      const oldest = lastSignedSecond.keys().next().value;
      if (oldest !== undefined) lastSignedSecond.delete(oldest);
    }
    return second;
  }

  function signed(account: IdpAccountRecord, at: Date, lastLogin?: Date): SignedAccount {
    const signatureTimestamp = String(signatureSecond(account.uid, at));
    const last = lastLogin ?? account.lastLoginAt;
    return {
      UID: account.uid,
      UIDSignature: signUid(account.uid, signatureTimestamp, partnerSecret),
      signatureTimestamp,
      profile: { firstName: account.firstName, lastName: account.lastName, email: account.email },
      isActive: true,
      isRegistered: account.isRegistered,
      isVerified: account.emailVerified,
      created: account.createdAt.toISOString(),
      ...(last ? { lastLogin: last.toISOString() } : {}),
      loginProvider: 'site',
    };
  }

  async function openSession(tx: Queryable, uid: string, at: Date) {
    const loginToken = newToken();
    await insertSession(tx, {
      tokenHash: tokenHash(loginToken),
      uid,
      expiresAt: new Date(at.getTime() + idpRules.sessionTtlMs),
      at,
    });
    return loginToken;
  }

  async function pendingRegistration(account: IdpAccountRecord, at: Date): Promise<GigyaError> {
    const regToken = newToken();
    await insertRegToken(db, {
      tokenHash: tokenHash(regToken),
      country: account.country,
      uid: account.uid,
      expiresAt: new Date(at.getTime() + idpRules.regTokenTtlMs),
      at,
    });
    return new GigyaError(
      GigyaErrorCode.ACCOUNT_PENDING_REGISTRATION,
      'Account Pending Registration',
      {
        regToken,
      },
    );
  }

  return {
    /**
     * accounts.login. An unknown e-mail and a wrong password get the same answer in the same
     * time (a dummy hash is checked); failures count per login ID whether or not it exists, so
     * a lock-out tells nothing either.
     */
    async login(input: { loginID: string; password: string }): Promise<SignedIn> {
      const email = normaliseLoginId(input.loginID);
      const lockKey = loginIdHash(email);
      const at = now();
      if (await findLockedUntil(db, { loginIdHash: lockKey, at })) {
        throw new GigyaError(
          GigyaErrorCode.ACCOUNT_TEMPORARILY_LOCKED_OUT,
          'Too many failed logins; try again later or reset the password.',
        );
      }
      const account = await findAccountByEmail(db, email);
      const valid = await verifyPassword(
        input.password,
        account?.passwordHash ?? (await dummyPasswordHash()),
      );
      if (!account || !valid) {
        await recordLoginFailure(db, { loginIdHash: lockKey, at }, idpRules.lockOut);
        throw new GigyaError(
          GigyaErrorCode.INVALID_LOGIN_ID_OR_PASSWORD,
          'Invalid login ID or password',
        );
      }
      await clearLoginFailures(db, lockKey);
      if (!account.isRegistered) throw await pendingRegistration(account, at);
      return db.transaction(async (tx) => {
        await recordLogin(tx, account.uid, at);
        const loginToken = await openSession(tx, account.uid, at);
        return { account: signed(account, at, at), loginToken };
      });
    },

    /** accounts.initRegistration: a single-use token, valid for an hour, for the country. */
    async initRegistration(country: CountryCode): Promise<string> {
      const regToken = newToken();
      const at = now();
      await insertRegToken(db, {
        tokenHash: tokenHash(regToken),
        country,
        expiresAt: new Date(at.getTime() + idpRules.regTokenTtlMs),
        at,
      });
      return regToken;
    },

    /**
     * accounts.register. The token is used up only when the account is created: a refusal (the
     * e-mail is in use) leaves it usable for another try.
     */
    async register(input: {
      country: CountryCode;
      regToken: string;
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      finalize: boolean;
      lang: string | undefined;
    }): Promise<RegisterResult> {
      // Hashing takes a while: done before the transaction, which holds PGlite's one connection.
      const passwordHash = await hashPassword(input.password);
      const at = now();
      const regTokenHash = tokenHash(input.regToken);
      try {
        return await db.transaction(async (tx): Promise<RegisterResult> => {
          if (!(await claimRegToken(tx, { tokenHash: regTokenHash, country: input.country, at }))) {
            throw new GigyaError(
              GigyaErrorCode.INVALID_PARAMETER_VALUE,
              'regToken: unknown, already used or expired',
            );
          }
          if (await isEmailTaken(tx, input.email)) throw emailInUseError();
          const uid = newUid();
          await insertAccount(tx, {
            uid,
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            country: input.country,
            lang: input.lang ?? null,
            emailVerified: false,
            isRegistered: input.finalize,
            at,
          });
          if (!input.finalize) {
            await bindRegToken(tx, regTokenHash, uid);
            return { finalized: false, regToken: input.regToken };
          }
          const account = await findAccountByUid(tx, uid);
          if (!account) throw new Error('The new account was not found.');
          await recordLogin(tx, uid, at);
          const loginToken = await openSession(tx, uid, at);
          return { finalized: true, account: signed(account, at, at), loginToken };
        });
      } catch (error) {
        // Two registrations of one e-mail at the same moment: the second one's insert fails.
        if (isUniqueViolation(error)) throw emailInUseError();
        throw error;
      }
    },

    /** accounts.finalizeRegistration: completes a registration made without finalizeRegistration. */
    async finalizeRegistration(input: { regToken: string }): Promise<SignedIn> {
      const at = now();
      return db.transaction(async (tx) => {
        const uid = await claimPendingRegToken(tx, { tokenHash: tokenHash(input.regToken), at });
        const account = uid ? await findAccountByUid(tx, uid) : undefined;
        if (!account) {
          throw new GigyaError(
            GigyaErrorCode.INVALID_PARAMETER_VALUE,
            'regToken: unknown, already used or expired',
          );
        }
        await markRegistered(tx, account.uid, at);
        await recordLogin(tx, account.uid, at);
        const loginToken = await openSession(tx, account.uid, at);
        return { account: signed({ ...account, isRegistered: true }, at, at), loginToken };
      });
    },

    /**
     * accounts.resetPassword with `loginID`: when the e-mail has an account, a reset link (random,
     * stored hashed, single use, valid for an hour) is created and its mail queued in the same
     * transaction. The caller answers the same whatever happened, and this takes at least
     * `resetMinimumMs` either way. Answers whether a mail was queued (for the log only).
     */
    async requestPasswordReset(input: {
      country: CountryCode;
      loginID: string;
      origin: string | undefined;
    }): Promise<boolean> {
      const started = Date.now();
      try {
        const account = await findAccountByEmail(db, normaliseLoginId(input.loginID));
        if (!account || !input.origin) return false;
        const at = now();
        const recent = await countPasswordResetsSince(
          db,
          account.uid,
          new Date(at.getTime() - HOUR),
        );
        if (recent >= idpRules.resetMailsPerHour) return false;
        const token = newToken();
        const origin = input.origin;
        await db.transaction(async (tx) => {
          await insertPasswordReset(tx, {
            tokenHash: tokenHash(token),
            uid: account.uid,
            expiresAt: new Date(at.getTime() + idpRules.resetTokenTtlMs),
            at,
          });
          await outbox.enqueueMail(
            tx,
            passwordResetMail({
              country: input.country,
              to: account.email,
              firstName: account.firstName,
              link: resetLink(origin, token),
            }),
          );
        });
        return true;
      } finally {
        const left = idpRules.resetMinimumMs - (Date.now() - started);
        if (left > 0) await sleep(left);
      }
    },

    /**
     * accounts.resetPassword with `passwordResetToken` and `newPassword`: sets the password, uses
     * up every link of the account, ends its provider sessions and lifts a lock-out; then tells
     * the password-change listeners (the product ends its sessions) before answering.
     */
    async resetPassword(input: { passwordResetToken: string; newPassword: string }): Promise<void> {
      const passwordHash = await hashPassword(input.newPassword);
      const at = now();
      const changed = await db.transaction(async (tx) => {
        const uid = await claimPasswordReset(tx, {
          tokenHash: tokenHash(input.passwordResetToken),
          at,
        });
        const account = uid ? await findAccountByUid(tx, uid) : undefined;
        if (!account) {
          throw new GigyaError(
            GigyaErrorCode.INVALID_PARAMETER_VALUE,
            'passwordResetToken: unknown, already used or expired',
            {
              validationErrors: [
                {
                  errorCode: GigyaErrorCode.INVALID_PARAMETER_VALUE,
                  fieldName: 'passwordResetToken',
                  message: validationMessages.invalid,
                },
              ],
            },
          );
        }
        await setPassword(tx, account.uid, passwordHash, at);
        await voidPasswordResets(tx, account.uid, at);
        await deleteSessionsOf(tx, account.uid);
        await clearLoginFailures(tx, loginIdHash(account.email));
        return account.uid;
      });
      await passwordChanged?.(changed);
    },

    /** accounts.getAccountInfo, by provider session or (server to server) by UID. */
    async getAccountInfo(by: { loginToken: string } | { uid: string }): Promise<SignedAccount> {
      const at = now();
      const uid =
        'uid' in by
          ? by.uid
          : await findSessionUid(db, { tokenHash: tokenHash(by.loginToken), at });
      const account = uid ? await findAccountByUid(db, uid) : undefined;
      if (!account) throw new GigyaError(GigyaErrorCode.UNAUTHORIZED_USER, 'Unauthorized user');
      return signed(account, at);
    },

    /** accounts.logout: ends one provider session, or (server to server) every one of a UID. */
    async logout(by: { loginToken: string } | { uid: string }): Promise<void> {
      if ('uid' in by) await deleteSessionsOf(db, by.uid);
      else await deleteSession(db, tokenHash(by.loginToken));
    },
  };
}

export type IdpService = ReturnType<typeof createIdpService>;
