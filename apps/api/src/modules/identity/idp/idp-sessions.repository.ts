import { and, eq, gt } from 'drizzle-orm';
import { idpSessions } from '../../../db/schema/idp.ts';
import type { Queryable } from '../../../platform/db/database.ts';

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
