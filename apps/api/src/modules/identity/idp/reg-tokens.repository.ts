import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { CountryCode } from '@pulso/contracts/country';
import { idpRegTokens } from '../../../db/schema/idp.ts';
import type { Queryable } from '../../../platform/db/database.ts';

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
