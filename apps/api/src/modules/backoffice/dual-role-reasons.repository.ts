import { and, eq, inArray } from 'drizzle-orm';
import type { CountryCode } from '@pulso/contracts/country';
import { staffDualRoleReasons } from '../../db/schema/backoffice.ts';
import type { Queryable } from '../../platform/db/database.ts';

export interface DualRoleReasonRow {
  userId: string;
  country: CountryCode;
  reason: string;
  recordedByName: string;
  recordedAt: Date;
}

const columns = {
  userId: staffDualRoleReasons.userId,
  country: staffDualRoleReasons.country,
  reason: staffDualRoleReasons.reason,
  recordedByName: staffDualRoleReasons.recordedByName,
  recordedAt: staffDualRoleReasons.recordedAt,
};

/** The recorded reasons of these accounts (decision 068). */
export function listDualRoleReasons(
  db: Queryable,
  userIds: readonly string[],
): Promise<DualRoleReasonRow[]> {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .select(columns)
    .from(staffDualRoleReasons)
    .where(inArray(staffDualRoleReasons.userId, [...userIds]));
}

/** Records the reason for these countries (a reason already recorded for one stays). */
export async function recordDualRoleReasons(
  db: Queryable,
  rows: readonly (DualRoleReasonRow & { recordedBy: string })[],
): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(staffDualRoleReasons)
    .values([...rows])
    .onConflictDoNothing();
}

/** Forgets the reasons of countries the account no longer holds both roles for. */
export async function deleteDualRoleReasons(
  db: Queryable,
  userId: string,
  countries: readonly CountryCode[],
): Promise<void> {
  if (!countries.length) return;
  await db
    .delete(staffDualRoleReasons)
    .where(
      and(
        eq(staffDualRoleReasons.userId, userId),
        inArray(staffDualRoleReasons.country, [...countries]),
      ),
    );
}
