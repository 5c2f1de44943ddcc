import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import type { CountryCode } from '@pulso/contracts/country';
import { GigyaErrorCode, type GigyaAccount } from '@pulso/contracts/identity';
import type { Database, Queryable } from '../../../platform/db/database.ts';
import { signUid } from '../provider/gigya-signature.ts';
import type { MailOutbox } from '../../../platform/mail/mail-outbox.ts';
import type { CounterStore } from '../../../platform/shared-state/counter-store.ts';
import { GigyaError, GigyaRetryLaterError } from './gigya-answer.ts';
import {
  bindRegToken,
  claimPendingRegToken,
  claimRegToken,
  insertRegToken,
} from './reg-tokens.repository.ts';
import {
  deleteSession,
  deleteSessionsOf,
  findSessionUid,
  insertSession,
} from './idp-sessions.repository.ts';
import {
  findAccountByEmail,
  findAccountByUid,
  insertAccount,
  isEmailTaken,
  markRegistered,
  recordLogin,
  type IdpAccountRecord,
} from './idp.repository.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { emailInUseError, idpRules, refuseCommonPassword } from './idp-rules.ts';
import { createPasswordReset } from './password-reset.service.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password-hash.ts';
import {
  loginIdHash,
  newToken,
  newUid,
  normaliseLoginId,
  sessionTokenHash,
  tokenHash,
} from './tokens.ts';

export interface SignedIn {
  /** The account fields of login, register and getAccountInfo answers, UID signed. */
  account: GigyaAccount;
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
  /** Failed-login counters (Redis when REDIS_URL is set). */
  counters: CounterStore;
  now?: () => Date;
}

export function createIdpService({
  db,
  outbox,
  partnerSecret,
  passwordChanged,
  counters,
  now = () => new Date(),
}: IdpServiceDeps) {
  const throttle = createLoginThrottle(counters, () => now().getTime());
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

  function signed(account: IdpAccountRecord, at: Date, lastLogin?: Date): GigyaAccount {
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

  /** A provider session, valid only through the key (country) it was opened with. */
  async function openSession(tx: Queryable, uid: string, country: CountryCode, at: Date) {
    const loginToken = newToken();
    await insertSession(tx, {
      tokenHash: sessionTokenHash(country, loginToken),
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
     * accounts.login through a country's key, from a client address. An unknown e-mail and a
     * wrong password get the same answer in the same time (a dummy hash is checked); failures
     * count per login ID whether or not it exists (login-throttle.ts), so a refusal tells
     * nothing either. An account registered through another country's key does not exist for
     * this one (each key is a site of its own, as SAP Customer Data Cloud's are): it is answered
     * and counted as an unknown e-mail, whatever the password (decision 071).
     */
    async login(input: {
      loginID: string;
      password: string;
      country: CountryCode;
      address: string;
    }): Promise<SignedIn> {
      const email = normaliseLoginId(input.loginID);
      const account = loginIdHash(email);
      const check = await throttle.check(account, input.address);
      if (!check.allowed && check.reason === 'locked') {
        throw new GigyaError(
          GigyaErrorCode.ACCOUNT_TEMPORARILY_LOCKED_OUT,
          'Too many failed logins from this address; try again later or reset the password.',
        );
      }
      if (!check.allowed) {
        throw new GigyaRetryLaterError(
          Math.ceil(check.retryAfterMs / 1000),
          'Too many failed logins for this account; try again shortly or reset the password.',
        );
      }
      const at = now();
      const registered = await findAccountByEmail(db, email);
      const found = registered?.country === input.country ? registered : undefined;
      const valid = await verifyPassword(
        input.password,
        found?.passwordHash ?? (await dummyPasswordHash()),
      );
      if (!found || !valid) {
        await throttle.failed(account, input.address);
        throw new GigyaError(
          GigyaErrorCode.INVALID_LOGIN_ID_OR_PASSWORD,
          'Invalid login ID or password',
        );
      }
      await throttle.succeeded(account, input.address);
      if (!found.isRegistered) throw await pendingRegistration(found, at);
      return db.transaction(async (tx) => {
        await recordLogin(tx, found.uid, at);
        const loginToken = await openSession(tx, found.uid, input.country, at);
        return { account: signed(found, at, at), loginToken };
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
      refuseCommonPassword(input.password, 'password');
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
          const loginToken = await openSession(tx, uid, input.country, at);
          return { finalized: true, account: signed(account, at, at), loginToken };
        });
      } catch (error) {
        // Two registrations of one e-mail at the same moment: the second one's insert fails.
        if (isUniqueViolation(error)) throw emailInUseError();
        throw error;
      }
    },

    /**
     * accounts.finalizeRegistration: completes a registration made without finalizeRegistration,
     * through the key (country) the account was registered with.
     */
    async finalizeRegistration(input: {
      regToken: string;
      country: CountryCode;
    }): Promise<SignedIn> {
      const at = now();
      return db.transaction(async (tx) => {
        const uid = await claimPendingRegToken(tx, { tokenHash: tokenHash(input.regToken), at });
        const account = uid ? await findAccountByUid(tx, uid) : undefined;
        // Through another country's key the token is unknown (and stays unused: rolled back).
        if (!account || account.country !== input.country) {
          throw new GigyaError(
            GigyaErrorCode.INVALID_PARAMETER_VALUE,
            'regToken: unknown, already used or expired',
          );
        }
        await markRegistered(tx, account.uid, at);
        await recordLogin(tx, account.uid, at);
        const loginToken = await openSession(tx, account.uid, input.country, at);
        return { account: signed({ ...account, isRegistered: true }, at, at), loginToken };
      });
    },

    ...createPasswordReset({ db, outbox, passwordChanged, throttle, now }),

    /**
     * accounts.getAccountInfo, by provider session (read through the key it was opened with) or
     * (server to server) by UID.
     */
    async getAccountInfo(
      by: { loginToken: string; country: CountryCode } | { uid: string },
    ): Promise<GigyaAccount> {
      const at = now();
      const uid =
        'uid' in by
          ? by.uid
          : await findSessionUid(db, {
              tokenHash: sessionTokenHash(by.country, by.loginToken),
              at,
            });
      const account = uid ? await findAccountByUid(db, uid) : undefined;
      if (!account) throw new GigyaError(GigyaErrorCode.UNAUTHORIZED_USER, 'Unauthorized user');
      return signed(account, at);
    },

    /** accounts.logout: ends one provider session, or (server to server) every one of a UID. */
    async logout(
      by: { loginToken: string; country: CountryCode } | { uid: string },
    ): Promise<void> {
      if ('uid' in by) await deleteSessionsOf(db, by.uid);
      else await deleteSession(db, sessionTokenHash(by.country, by.loginToken));
    },
  };
}

export type IdpService = ReturnType<typeof createIdpService>;
