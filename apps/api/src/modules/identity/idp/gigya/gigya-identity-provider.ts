import { GigyaErrorCode, identityProblemCodes } from '@pulso/contracts/identity';
import { NotFoundError } from '../../../../errors.ts';
import type { IdentityAccount, IdentityProvider } from '../../provider/identity-provider.ts';
import { IdentityEmailTakenError } from '../idp.errors.ts';
import { failed, isOk, type GigyaAnswer, type GigyaRestClient } from './gigya-rest-client.ts';

/** Gigya's answer when a UID names no account (or a call is not allowed for it). */
const NO_SUCH_ACCOUNT = new Set<number>([
  GigyaErrorCode.UNAUTHORIZED_USER,
  GigyaErrorCode.LOGIN_ID_DOES_NOT_EXIST,
]);

const takenCodes = new Set<number>([
  GigyaErrorCode.LOGIN_IDENTIFIER_EXISTS,
  GigyaErrorCode.UNIQUE_IDENTIFIER_EXISTS,
]);

/** 403043 / 400003 on their own, or inside a 400009 answer's validation errors. */
function emailTaken(answer: GigyaAnswer): boolean {
  if (takenCodes.has(answer.errorCode)) return true;
  const problems = Array.isArray(answer.validationErrors) ? answer.validationErrors : [];
  return problems.some(
    (problem: unknown) =>
      typeof problem === 'object' &&
      problem !== null &&
      takenCodes.has((problem as { errorCode?: number }).errorCode ?? 0),
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toIdentityAccount(answer: GigyaAnswer): IdentityAccount {
  const profile = (answer.profile ?? {}) as Record<string, unknown>;
  const provider = text(answer.loginProvider);
  const created = new Date(text(answer.created));
  return {
    uid: text(answer.UID),
    email: text(profile.email),
    firstName: text(profile.firstName),
    lastName: text(profile.lastName),
    emailVerified: answer.isVerified === true,
    ...(provider && provider !== 'site' ? { socialProvider: provider } : {}),
    createdAt: Number.isNaN(created.getTime()) ? new Date(0) : created,
  };
}

/**
 * `app.identityProvider` when IDENTITY_PROVIDER=gigya: SAP Customer Data Cloud, through its REST
 * API (accounts.getAccountInfo, accounts.login, accounts.deleteAccount, accounts.logout,
 * accounts.isAvailableLoginID, accounts.setAccountInfo). The partner secret is
 * GIGYA_PARTNER_SECRET.
 */
export function createGigyaIdentityProvider(
  call: GigyaRestClient,
  partnerSecret: Buffer,
): IdentityProvider {
  async function getAccount(uid: string): Promise<IdentityAccount | undefined> {
    const answer = await call('getAccountInfo', { UID: uid, include: 'profile,loginIDs' });
    if (isOk(answer)) return toIdentityAccount(answer);
    if (NO_SUCH_ACCOUNT.has(answer.errorCode)) return undefined;
    throw failed('getAccountInfo', answer);
  }

  return {
    partnerSecret: () => partnerSecret,
    getAccount,

    async verifyPassword(uid, password) {
      const account = await getAccount(uid);
      if (!account?.email) return false;
      const answer = await call('login', { loginID: account.email, password });
      if (isOk(answer)) return true;
      if (
        answer.errorCode === GigyaErrorCode.INVALID_LOGIN_ID_OR_PASSWORD ||
        answer.errorCode === GigyaErrorCode.ACCOUNT_TEMPORARILY_LOCKED_OUT
      )
        return false;
      throw failed('login', answer);
    },

    async deleteAccount(uid) {
      const answer = await call('deleteAccount', { UID: uid });
      if (isOk(answer) || NO_SUCH_ACCOUNT.has(answer.errorCode)) return;
      throw failed('deleteAccount', answer);
    },

    /** accounts.logout by UID (server to server): the user's Gigya sessions end. */
    async endSessions(uid) {
      const answer = await call('logout', { UID: uid });
      if (isOk(answer) || NO_SUCH_ACCOUNT.has(answer.errorCode)) return;
      throw failed('logout', answer);
    },

    async isEmailInUse(email) {
      const answer = await call('isAvailableLoginID', { loginID: email });
      if (!isOk(answer)) throw failed('isAvailableLoginID', answer);
      return answer.isAvailable === false;
    },

    async updateEmail(uid, email) {
      const account = await getAccount(uid);
      if (!account)
        throw new NotFoundError(
          identityProblemCodes.accountNotFound,
          'No identity account has this UID.',
        );
      const current = account.email.toLowerCase();
      const next = email.trim().toLowerCase();
      const answer = await call('setAccountInfo', {
        UID: uid,
        profile: JSON.stringify({ email: next }),
        ...(next !== current ? { addLoginEmails: next } : {}),
        ...(current && next !== current ? { removeLoginEmails: current } : {}),
      });
      if (isOk(answer)) return;
      if (emailTaken(answer))
        throw new IdentityEmailTakenError('Another identity account uses this e-mail address.');
      throw failed('setAccountInfo', answer);
    },
  };
}
