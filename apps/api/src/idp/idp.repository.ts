import { and, count, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { CountryCode } from '@pulso/contracts/country';
import {
  idpAccounts,
  idpPasswordResets,
  idpRegTokens,
  idpSessions,
  idpSettings,
} from '../db/schema/idp.ts';
import type { Queryable } from '../platform/db/database.ts';

/** The only file of the provider that touches SQL; it names its columns. */

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

// --- accounts -------------------------------------------------------------------------------

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

export interface NewIdpAccount {
  uid: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  country: CountryCode;
  lang: string | null;
  emailVerified: boolean;
  isRegistered: boolean;
  at: Date;
}

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

// --- registration tokens --------------------------------------------------------------------

export async function insertRegToken(
  db: Queryable,
  token: { tokenHash: string; country: CountryCode; uid?: string; expiresAt: Date; at: Date },
): Promise<void> {
  await db.insert(idpRegTokens).values({
    tokenHash: token.tokenHash,
    country: token.country,
    uid: token.uid ?? null,
    expiresAt: token.expiresAt,
    createdAt: token.at,
  });
}

/** Uses up a fresh token (from initRegistration) of the country; false when it cannot be used. */
export async function claimRegToken(
  db: Queryable,
  key: { tokenHash: string; country: CountryCode; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(idpRegTokens)
    .set({ usedAt: key.at })
    .where(
      and(
        eq(idpRegTokens.tokenHash, key.tokenHash),
        eq(idpRegTokens.country, key.country),
        isNull(idpRegTokens.usedAt),
        isNull(idpRegTokens.uid),
        gt(idpRegTokens.expiresAt, key.at),
      ),
    )
    .returning({ tokenHash: idpRegTokens.tokenHash });
  return rows.length > 0;
}

/** Keeps a claimed token for the account whose registration is pending (finalised later). */
export async function bindRegToken(db: Queryable, tokenHash: string, uid: string): Promise<void> {
  await db
    .update(idpRegTokens)
    .set({ uid, usedAt: null })
    .where(eq(idpRegTokens.tokenHash, tokenHash));
}

/** Uses up the token of a pending registration; answers its account's UID. */
export async function claimPendingRegToken(
  db: Queryable,
  key: { tokenHash: string; at: Date },
): Promise<string | undefined> {
  const rows = await db
    .update(idpRegTokens)
    .set({ usedAt: key.at })
    .where(
      and(
        eq(idpRegTokens.tokenHash, key.tokenHash),
        isNull(idpRegTokens.usedAt),
        isNotNull(idpRegTokens.uid),
        gt(idpRegTokens.expiresAt, key.at),
      ),
    )
    .returning({ uid: idpRegTokens.uid });
  return rows[0]?.uid ?? undefined;
}

// --- password resets ------------------------------------------------------------------------

export async function insertPasswordReset(
  db: Queryable,
  reset: { tokenHash: string; uid: string; expiresAt: Date; at: Date },
): Promise<void> {
  await db.insert(idpPasswordResets).values({
    tokenHash: reset.tokenHash,
    uid: reset.uid,
    expiresAt: reset.expiresAt,
    createdAt: reset.at,
  });
}

export async function countPasswordResetsSince(
  db: Queryable,
  uid: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(idpPasswordResets)
    .where(and(eq(idpPasswordResets.uid, uid), gt(idpPasswordResets.createdAt, since)));
  return row?.value ?? 0;
}

/** Uses up a valid reset link; answers its account's UID. */
export async function claimPasswordReset(
  db: Queryable,
  key: { tokenHash: string; at: Date },
): Promise<string | undefined> {
  const rows = await db
    .update(idpPasswordResets)
    .set({ usedAt: key.at })
    .where(
      and(
        eq(idpPasswordResets.tokenHash, key.tokenHash),
        isNull(idpPasswordResets.usedAt),
        gt(idpPasswordResets.expiresAt, key.at),
      ),
    )
    .returning({ uid: idpPasswordResets.uid });
  return rows[0]?.uid;
}

/** Every other link of the account stops working once one was used. */
export async function voidPasswordResets(db: Queryable, uid: string, at: Date): Promise<void> {
  await db
    .update(idpPasswordResets)
    .set({ usedAt: at })
    .where(and(eq(idpPasswordResets.uid, uid), isNull(idpPasswordResets.usedAt)));
}

// --- sessions -------------------------------------------------------------------------------

export async function insertSession(
  db: Queryable,
  session: { tokenHash: string; uid: string; expiresAt: Date; at: Date },
): Promise<void> {
  await db.insert(idpSessions).values({
    tokenHash: session.tokenHash,
    uid: session.uid,
    expiresAt: session.expiresAt,
    createdAt: session.at,
  });
}

export async function findSessionUid(
  db: Queryable,
  key: { tokenHash: string; at: Date },
): Promise<string | undefined> {
  const rows = await db
    .select({ uid: idpSessions.uid })
    .from(idpSessions)
    .where(and(eq(idpSessions.tokenHash, key.tokenHash), gt(idpSessions.expiresAt, key.at)));
  return rows[0]?.uid;
}

export async function deleteSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.delete(idpSessions).where(eq(idpSessions.tokenHash, tokenHash));
}

export async function deleteSessionsOf(db: Queryable, uid: string): Promise<void> {
  await db.delete(idpSessions).where(eq(idpSessions.uid, uid));
}

// --- settings and housekeeping --------------------------------------------------------------

export async function readSetting(db: Queryable, key: string): Promise<string | undefined> {
  const rows = await db
    .select({ value: idpSettings.value })
    .from(idpSettings)
    .where(eq(idpSettings.key, key));
  return rows[0]?.value;
}

/** Removes expired tokens and sessions. */
export async function purgeExpired(db: Queryable, at: Date, staleBefore: Date): Promise<void> {
  await db.delete(idpSessions).where(lt(idpSessions.expiresAt, at));
  await db
    .delete(idpRegTokens)
    .where(or(lt(idpRegTokens.expiresAt, at), isNotNull(idpRegTokens.usedAt)));
  await db.delete(idpPasswordResets).where(lt(idpPasswordResets.expiresAt, staleBefore));
}
