import { eq, isNotNull, lt, or } from 'drizzle-orm';
import {
  idpPasswordResets,
  idpRegTokens,
  idpSessions,
  idpSettings,
} from '../../../db/schema/idp.ts';
import type { Queryable } from '../../../platform/db/database.ts';

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
