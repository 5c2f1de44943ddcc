import { and, eq, gt, isNull } from 'drizzle-orm';
import { emailChanges } from '../../db/schema/users.ts';
import type { Queryable } from '../../platform/db/database.ts';

const pendingByToken = (tokenHash: string, now: Date) =>
  and(
    eq(emailChanges.tokenHash, tokenHash),
    isNull(emailChanges.endedAt),
    gt(emailChanges.expiresAt, now),
  );

export async function insertEmailChange(
  db: Queryable,
  values: { tokenHash: string; userId: string; newEmail: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(emailChanges).values({
    tokenHash: values.tokenHash,
    userId: values.userId,
    newEmail: values.newEmail,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/** Voids every pending change of a user (a newer request, or a change done). */
export async function endEmailChangesOf(db: Queryable, userId: string, now: Date): Promise<void> {
  await db
    .update(emailChanges)
    .set({ endedAt: now })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.endedAt)));
}

/** Uses up a pending, unexpired change by its token hash: whose, and to which e-mail. */
export async function claimEmailChange(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; newEmail: string } | undefined> {
  const [row] = await db
    .update(emailChanges)
    .set({ endedAt: now })
    .where(pendingByToken(tokenHash, now))
    .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
  return row;
}

/** A pending, unexpired change by its token hash (read only: `claimEmailChange` uses it up). */
export async function findEmailChange(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; newEmail: string } | undefined> {
  const [row] = await db
    .select({ userId: emailChanges.userId, newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(pendingByToken(tokenHash, now))
    .limit(1);
  return row;
}
