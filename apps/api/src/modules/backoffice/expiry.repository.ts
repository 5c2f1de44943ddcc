import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { CountryCode } from '@pulso/contracts/country';
import { contentExpiryAlerts, contentVersions } from '../../db/schema/backoffice.ts';
import { countriesWhere, type CountryScope } from '../../platform/db/country-scope.ts';
import type { Queryable } from '../../platform/db/database.ts';

export interface ExpiringVersion {
  versionId: string;
  contentId: string;
  version: number;
  title: string;
  countries: CountryCode[];
  approvalCode: string | null;
  validTo: Date;
  ownerId: string | null;
}

/**
 * Approved versions (the ones doctors see) whose valid-to falls in (now, before], within the
 * scope (ability.ts scopeOf; `true` for the alert job), soonest first.
 */
export async function listExpiringVersions(
  db: Queryable,
  scope: CountryScope,
  window: { now: Date; before: Date },
): Promise<ExpiringVersion[]> {
  const rows = await db
    .select({
      versionId: contentVersions.id,
      contentId: contentVersions.contentId,
      version: contentVersions.version,
      title: contentVersions.title,
      countries: contentVersions.countries,
      approvalCode: contentVersions.approvalCode,
      validTo: contentVersions.validTo,
      ownerId: contentVersions.ownerId,
    })
    .from(contentVersions)
    .where(
      and(
        countriesWhere(scope, contentVersions.countries),
        eq(contentVersions.status, 'approved'),
        gt(contentVersions.validTo, window.now),
        lte(contentVersions.validTo, window.before),
      ),
    )
    .orderBy(asc(contentVersions.validTo), asc(contentVersions.contentId));
  return rows.map((row) => ({ ...row, validTo: row.validTo! }));
}

/**
 * Records that the alert of this version and threshold goes to this recipient; false when it
 * was recorded before (the mail was already queued, by this run or an earlier one).
 */
export async function claimExpiryAlert(
  db: Queryable,
  alert: { versionId: string; thresholdDays: number; recipientId: string; sentAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(contentExpiryAlerts)
    .values(alert)
    .onConflictDoNothing()
    .returning({ versionId: contentExpiryAlerts.versionId });
  return inserted.length > 0;
}
