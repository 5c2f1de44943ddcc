import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { backofficeAudit, contentVersions } from '../../db/schema/backoffice.ts';
import { countriesWhere, type CountryScope } from '../../platform/db/country-scope.ts';
import type { Queryable } from '../../platform/db/database.ts';

export type VersionRecord = typeof contentVersions.$inferSelect;
export type NewVersion = typeof contentVersions.$inferInsert;
export type AuditRecord = typeof backofficeAudit.$inferSelect;

/** The newest version of each item the scope lets through (`scope`: ability.ts scopeOf). */
export function listLatestVersions(
  db: Queryable,
  scope: CountryScope,
  filter: { expiringBefore?: Date; now: Date },
): Promise<VersionRecord[]> {
  return db
    .selectDistinctOn([contentVersions.contentId])
    .from(contentVersions)
    .where(
      and(
        countriesWhere(scope, contentVersions.countries),
        filter.expiringBefore &&
          and(
            eq(contentVersions.status, 'approved'),
            gte(contentVersions.validTo, filter.now),
            lte(contentVersions.validTo, filter.expiringBefore),
          ),
      ),
    )
    .orderBy(asc(contentVersions.contentId), desc(contentVersions.version));
}

/**
 * The newest version of an item in scope; `lock` holds it until the transaction ends, so that a
 * step (edit, submit, approve) never acts on a version another step is changing.
 */
export async function findLatestVersion(
  db: Queryable,
  scope: CountryScope,
  contentId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<VersionRecord | undefined> {
  const query = db
    .select()
    .from(contentVersions)
    .where(
      and(
        countriesWhere(scope, contentVersions.countries),
        eq(contentVersions.contentId, contentId),
      ),
    )
    .orderBy(desc(contentVersions.version))
    .limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

/** The approved (published) versions of these items. */
export function listApprovedVersions(
  db: Queryable,
  contentIds: readonly string[],
): Promise<VersionRecord[]> {
  if (!contentIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(contentVersions)
    .where(
      and(
        inArray(contentVersions.contentId, [...contentIds]),
        eq(contentVersions.status, 'approved'),
      ),
    );
}

export async function insertVersion(db: Queryable, row: NewVersion): Promise<VersionRecord> {
  const [inserted] = await db.insert(contentVersions).values(row).returning();
  return inserted!;
}

export async function updateVersion(
  db: Queryable,
  id: string,
  change: Partial<NewVersion>,
): Promise<VersionRecord> {
  const [updated] = await db
    .update(contentVersions)
    .set(change)
    .where(eq(contentVersions.id, id))
    .returning();
  return updated!;
}

/** Marks the item's approved versions (but `except`) superseded or withdrawn. */
export async function retireApprovedVersions(
  db: Queryable,
  contentId: string,
  status: 'superseded' | 'withdrawn',
  at: Date,
): Promise<VersionRecord[]> {
  return db
    .update(contentVersions)
    .set({ status, updatedAt: at })
    .where(and(eq(contentVersions.contentId, contentId), eq(contentVersions.status, 'approved')))
    .returning();
}

export async function appendAudit(
  db: Queryable,
  entry: typeof backofficeAudit.$inferInsert,
): Promise<void> {
  await db.insert(backofficeAudit).values(entry);
}

export function listAudit(
  db: Queryable,
  scope: CountryScope,
  entityId: string,
): Promise<AuditRecord[]> {
  return db
    .select()
    .from(backofficeAudit)
    .where(
      and(countriesWhere(scope, backofficeAudit.countries), eq(backofficeAudit.entityId, entityId)),
    )
    .orderBy(asc(backofficeAudit.at), asc(backofficeAudit.id));
}

/** Who wrote (`create`) or edited (`update`) a version: one trail entry, with its version. */
export interface VersionEditorEntry {
  contentId: string;
  /** The trail entry's `after.version` (null when the entity's view carries none). */
  version: number | null;
  actorId: string | null;
  actorName: string;
}

/**
 * The trail's writing steps of these records, oldest first, each with the version it wrote
 * (`after.version`): by default a content item's `create` and `update`; an event's or a course's
 * own steps with `entityType` and `actions` (decision 074). The append-only trail is the record of
 * who touched a version, so the four-eyes rule (decision 068) reads it rather than a copy that
 * could drift from it.
 */
export function listVersionEditors(
  db: Queryable,
  contentIds: readonly string[],
  {
    entityType = 'content',
    actions = ['create', 'update'],
  }: { entityType?: string; actions?: readonly string[] } = {},
): Promise<VersionEditorEntry[]> {
  if (!contentIds.length) return Promise.resolve([]);
  return db
    .select({
      contentId: backofficeAudit.entityId,
      version: sql<number | null>`(${backofficeAudit.after} ->> 'version')::int`,
      actorId: backofficeAudit.actorId,
      actorName: backofficeAudit.actorName,
    })
    .from(backofficeAudit)
    .where(
      and(
        eq(backofficeAudit.entityType, entityType),
        inArray(backofficeAudit.entityId, [...contentIds]),
        inArray(backofficeAudit.action, [...actions]),
      ),
    )
    .orderBy(asc(backofficeAudit.at), asc(backofficeAudit.id));
}
