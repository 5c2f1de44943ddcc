import { signUid } from '../provider/gigya-signature.ts';
import type { IdentityAccount, IdentityProvider } from '../provider/identity-provider.ts';
import { IdentityEmailTakenError } from '../idp/idp.errors.ts';

/** The partner secret of the fake provider (any bytes do). */
export const FAKE_PARTNER_SECRET = Buffer.from('pulso-test-partner-secret-0123456789', 'utf8');

export interface FakeAccountInput {
  uid: string;
  email: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  socialProvider?: string;
}

export interface FakeIdentityProvider extends IdentityProvider {
  add(account: FakeAccountInput): IdentityAccount;
  /** A login payload signed as the provider signs it (`at` defaults to now). */
  sign(uid: string, at?: Date): { UID: string; UIDSignature: string; signatureTimestamp: string };
  accounts: Map<string, { account: IdentityAccount; password: string | undefined }>;
  /** Makes the next deleteAccount call fail (to test ordering). */
  failNextDelete: boolean;
}

/**
 * An in-memory stand-in for the identity provider (the embedded one lives in apps/api/src/modules/identity/idp).
 * `withExtras: false` leaves out the optional e-mail methods, as a provider without them.
 */
export function createFakeIdentityProvider({
  withExtras = true,
}: { withExtras?: boolean } = {}): FakeIdentityProvider {
  const accounts: FakeIdentityProvider['accounts'] = new Map();
  const byEmail = (email: string) =>
    [...accounts.values()].find(
      ({ account }) => account.email.toLowerCase() === email.toLowerCase(),
    );

  const provider: FakeIdentityProvider = {
    accounts,
    failNextDelete: false,
    partnerSecret: () => FAKE_PARTNER_SECRET,
    add(input) {
      const account: IdentityAccount = {
        uid: input.uid,
        email: input.email,
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        emailVerified: true,
        ...(input.socialProvider ? { socialProvider: input.socialProvider } : {}),
        createdAt: new Date(),
      };
      accounts.set(input.uid, { account, password: input.password });
      return account;
    },
    sign(uid, at = new Date()) {
      const signatureTimestamp = String(Math.floor(at.getTime() / 1000));
      return {
        UID: uid,
        UIDSignature: signUid(uid, signatureTimestamp, FAKE_PARTNER_SECRET),
        signatureTimestamp,
      };
    },
    async getAccount(uid) {
      return accounts.get(uid)?.account;
    },
    async verifyPassword(uid, password) {
      const entry = accounts.get(uid);
      return entry?.password !== undefined && entry.password === password;
    },
    async deleteAccount(uid) {
      if (provider.failNextDelete) {
        provider.failNextDelete = false;
        throw new Error('identity provider unavailable');
      }
      accounts.delete(uid);
    },
  };
  if (withExtras) {
    provider.isEmailInUse = async (email) => byEmail(email) !== undefined;
    provider.updateEmail = async (uid, email) => {
      const entry = accounts.get(uid);
      if (!entry) throw new Error(`no identity account ${uid}`);
      const holder = byEmail(email);
      if (holder && holder.account.uid !== uid)
        throw new IdentityEmailTakenError('identity e-mail in use');
      entry.account.email = email;
    };
  }
  return provider;
}
