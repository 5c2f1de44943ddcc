import { and, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { CountryCode } from '@pulso/contracts/country';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import { sessions, users } from '../../../db/schema/users.ts';
import type { Queryable } from '../../../platform/db/database.ts';

export interface SessionUserRecord {
  sessionId: string;
  expiresAt: Date;
  lastUsedAt: Date | null;
  userId: string;
  uid: string;
  country: CountryCode;
  canAccessSpeakerTraining: boolean;
  roles: string[];
  preferences: SpecialtyArea[];
  specialty: string;
}

export interface SessionRecord {
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  userAgent: string | null;
}

export async function insertSession(
  db: Queryable,
  values: {
    tokenHash: string;
    userId: string;
    country: CountryCode;
    createdAt: Date;
    expiresAt: Date;
    userAgent: string | null;
  },
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: values.tokenHash,
      userId: values.userId,
      country: values.country,
      createdAt: values.createdAt,
      expiresAt: values.expiresAt,
      userAgent: values.userAgent,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('the session was not stored');
  return row.id;
}

/**
 * The live session of a token hash (not revoked, not expired at `now`, used or opened after
 * `idleSince`) and its user.
 */
export async function findLiveSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<SessionUserRecord | undefined> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
      userId: users.id,
      uid: users.uid,
      country: users.country,
      canAccessSpeakerTraining: users.canAccessSpeakerTraining,
      roles: users.roles,
      preferences: users.preferences,
      specialty: users.specialty,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        or(
          gt(sessions.lastUsedAt, idleSince),
          and(isNull(sessions.lastUsedAt), gt(sessions.createdAt, idleSince)),
        ),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function touchSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSessionById(
  db: Queryable,
  sessionId: string,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeSessionsOfUser(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Sessions of a user that ended before `before` (expired long ago): nothing refers to them. */
export async function deleteSessionsEndedBefore(
  db: Queryable,
  userId: string,
  before: Date,
): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, before)));
}

export async function listSessionsOfUser(db: Queryable, userId: string): Promise<SessionRecord[]> {
  return db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
      revokedAt: sessions.revokedAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
}
