import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { idpPasswordResets } from '../../../db/schema/idp.ts';
import type { Queryable } from '../../../platform/db/database.ts';

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
