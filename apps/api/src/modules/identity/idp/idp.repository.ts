import { eq } from 'drizzle-orm';
import type { CountryCode } from '@pulso/contracts/country';
import { idpAccounts } from '../../../db/schema/idp.ts';
import type { Queryable } from '../../../platform/db/database.ts';

export interface IdpAccountRecord {
  uid: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  country: CountryCode;
  lang: string | null;
  emailVerified: boolean;
  isRegistered: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
}

const accountColumns = {
  uid: idpAccounts.uid,
  email: idpAccounts.email,
  passwordHash: idpAccounts.passwordHash,
  firstName: idpAccounts.firstName,
  lastName: idpAccounts.lastName,
  country: idpAccounts.country,
  lang: idpAccounts.lang,
  emailVerified: idpAccounts.emailVerified,
  isRegistered: idpAccounts.isRegistered,
  lastLoginAt: idpAccounts.lastLoginAt,
  createdAt: idpAccounts.createdAt,
};

export async function findAccountByEmail(
  db: Queryable,
  email: string,
): Promise<IdpAccountRecord | undefined> {
  const rows = await db
    .select(accountColumns)
    .from(idpAccounts)
    .where(eq(idpAccounts.email, email));
  return rows[0];
}

export async function findAccountByUid(
  db: Queryable,
  uid: string,
): Promise<IdpAccountRecord | undefined> {
  const rows = await db.select(accountColumns).from(idpAccounts).where(eq(idpAccounts.uid, uid));
  return rows[0];
}

export async function isEmailTaken(db: Queryable, email: string): Promise<boolean> {
  const rows = await db
    .select({ uid: idpAccounts.uid })
    .from(idpAccounts)
    .where(eq(idpAccounts.email, email));
  return rows.length > 0;
}

/** A new account: the record's fields but its times, which `at` gives. */
export type NewIdpAccount = Omit<IdpAccountRecord, 'lastLoginAt' | 'createdAt'> & { at: Date };

function accountRow(account: NewIdpAccount) {
  return {
    uid: account.uid,
    email: account.email,
    passwordHash: account.passwordHash,
    firstName: account.firstName,
    lastName: account.lastName,
    country: account.country,
    lang: account.lang,
    emailVerified: account.emailVerified,
    isRegistered: account.isRegistered,
    createdAt: account.at,
    updatedAt: account.at,
  };
}

/** Throws a unique violation when the e-mail is taken. */
export async function insertAccount(db: Queryable, account: NewIdpAccount): Promise<void> {
  await db.insert(idpAccounts).values(accountRow(account));
}

/** Inserts the accounts whose UID is missing (demo seed); existing ones are left alone. */
export async function insertMissingAccounts(
  db: Queryable,
  accounts: readonly NewIdpAccount[],
): Promise<void> {
  for (const account of accounts) {
    await db.insert(idpAccounts).values(accountRow(account)).onConflictDoNothing();
  }
}

export async function markRegistered(db: Queryable, uid: string, at: Date): Promise<void> {
  await db
    .update(idpAccounts)
    .set({ isRegistered: true, updatedAt: at })
    .where(eq(idpAccounts.uid, uid));
}

export async function recordLogin(db: Queryable, uid: string, at: Date): Promise<void> {
  await db.update(idpAccounts).set({ lastLoginAt: at }).where(eq(idpAccounts.uid, uid));
}

/** A reset link proves the mailbox: the e-mail counts as verified from then on. */
export async function setPassword(
  db: Queryable,
  uid: string,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db
    .update(idpAccounts)
    .set({ passwordHash, emailVerified: true, updatedAt: at })
    .where(eq(idpAccounts.uid, uid));
}

/** Throws a unique violation when another account has the e-mail; false when no such UID. */
export async function setEmail(
  db: Queryable,
  uid: string,
  email: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(idpAccounts)
    .set({ email, emailVerified: false, updatedAt: at })
    .where(eq(idpAccounts.uid, uid))
    .returning({ uid: idpAccounts.uid });
  return rows.length > 0;
}

/** Deletes the account; its sessions, reset links and registration tokens go with it. */
export async function deleteAccount(db: Queryable, uid: string): Promise<string | undefined> {
  const rows = await db
    .delete(idpAccounts)
    .where(eq(idpAccounts.uid, uid))
    .returning({ email: idpAccounts.email });
  return rows[0]?.email;
}
