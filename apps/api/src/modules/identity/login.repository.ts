import { lt } from 'drizzle-orm';
import { usedLoginSignatures } from '../../db/schema/users.ts';
import type { Queryable } from '../../platform/db/database.ts';

/** Records a login signature as used; false when it was used before (a replay). */
export async function claimLoginSignature(
  db: Queryable,
  signature: { hash: string; uid: string; timestamp: number; expiresAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(usedLoginSignatures)
    .values({
      signatureHash: signature.hash,
      uid: signature.uid,
      signatureTimestamp: signature.timestamp,
      expiresAt: signature.expiresAt,
    })
    .onConflictDoNothing({ target: usedLoginSignatures.signatureHash })
    .returning({ hash: usedLoginSignatures.signatureHash });
  return inserted.length > 0;
}

export async function deleteExpiredLoginSignatures(db: Queryable, now: Date): Promise<void> {
  await db.delete(usedLoginSignatures).where(lt(usedLoginSignatures.expiresAt, now));
}
