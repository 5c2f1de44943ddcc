import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import { identityProblemCodes } from '@pulso/contracts/identity';
import { NotFoundError } from '../../../errors.ts';
import type { Database } from '../../../platform/db/database.ts';
import type { IdentityAccount, IdentityProvider } from '../provider/identity-provider.ts';
import { IdentityEmailTakenError } from './idp.errors.ts';
import {
  deleteAccount,
  findAccountByUid,
  isEmailTaken,
  setEmail,
  type IdpAccountRecord,
} from './idp.repository.ts';
import { deleteSessionsOf } from './idp-sessions.repository.ts';
import { dummyPasswordHash, verifyPassword } from './password-hash.ts';
import { normaliseLoginId } from './tokens.ts';

function toIdentityAccount(account: IdpAccountRecord): IdentityAccount {
  return {
    uid: account.uid,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    emailVerified: account.emailVerified,
    createdAt: account.createdAt,
  };
}

/** `app.identityProvider` over the embedded provider's own tables (same process). */
export function createEmbeddedIdentityProvider(
  db: Database,
  secret: Buffer,
  now: () => Date = () => new Date(),
): IdentityProvider {
  return {
    partnerSecret: () => secret,

    async getAccount(uid) {
      const account = await findAccountByUid(db, uid);
      return account ? toIdentityAccount(account) : undefined;
    },

    async verifyPassword(uid, password) {
      const account = await findAccountByUid(db, uid);
      const valid = await verifyPassword(
        password,
        account?.passwordHash ?? (await dummyPasswordHash()),
      );
      return Boolean(account) && valid;
    },

    async deleteAccount(uid) {
      await deleteAccount(db, uid);
    },

    async endSessions(uid) {
      await deleteSessionsOf(db, uid);
    },

    isEmailInUse: (email) => isEmailTaken(db, normaliseLoginId(email)),

    async updateEmail(uid, email) {
      let changed: boolean;
      try {
        changed = await setEmail(db, uid, normaliseLoginId(email), now());
      } catch (error) {
        if (isUniqueViolation(error))
          throw new IdentityEmailTakenError('Another identity account uses this e-mail address.');
        throw error;
      }
      if (!changed)
        throw new NotFoundError(
          identityProblemCodes.accountNotFound,
          'No identity account has this UID.',
        );
    },
  };
}
