import type {
  AuditEntry,
  BackofficeContent,
  BackofficeMe,
  ContentStatus,
} from '@pulso/contracts/backoffice';
import { backofficeActions } from '@pulso/contracts/backoffice';
import type { Queryable } from '../../platform/db/database.ts';
import { blankStoredItem } from '../content/catalogue-entry.ts';
import {
  allows,
  countriesFor,
  grantedAbilities,
  scopeOf,
  type Action,
  type BackofficeSubject,
} from './ability.ts';
import { BackofficeNotFoundError } from './backoffice.errors.ts';
import {
  findLatestVersion,
  listApprovedVersions,
  listAudit,
  listLatestVersions,
  listVersionEditors,
  type VersionEditorEntry,
  type VersionRecord,
} from './backoffice.repository.ts';
import type { ContentsServiceDeps, Staff } from './contents.service.ts';
import { editorsOf, editorsView } from './four-eyes.ts';
import { grantsOf } from '../users/staff-roles.ts';

const DAY_MS = 86_400_000;

/** What reading an audit row of each entity type needs (the action and subject of ability.ts). */
const auditSubjects: Record<string, [Action, BackofficeSubject]> = {
  content: ['read', 'Content'],
  course: ['read', 'Course'],
  event: ['read', 'Event'],
  listing: ['read', 'Listing'],
  user: ['read', 'User'],
  staff: ['read', 'Staff'],
  licences: ['create', 'Licence'],
  media: ['create', 'Media'],
};

/**
 * `expired` by the clock that decides what doctors see (content/publication.ts): the back office
 * says so exactly when doctors stop seeing the item (the test rig moves that clock alone).
 */
function statusAt(version: VersionRecord, shownAt: Date): ContentStatus {
  if (version.status === 'approved' && version.validTo && version.validTo < shownAt)
    return 'expired';
  return version.status;
}

type Editor = BackofficeContent['editors'][number];

/** Who wrote or edited this version, each once, in the order of the trail (decision 068). */
export const versionEditors = (
  entries: readonly VersionEditorEntry[],
  version: VersionRecord,
): Editor[] => editorsOf(entries, version.contentId, version.version);

/** The version as the back office shows it; `published` is left out once it has expired. */
function viewOf(
  version: VersionRecord,
  shownAt: Date,
  approved: VersionRecord | undefined,
  editors: Editor[],
  viewerId: string,
): BackofficeContent {
  // A field the contract gained after the version was written shows as a new item's (blank).
  const document = {
    ...blankStoredItem(version.contentId, { publishDate: version.createdAt.toISOString() }),
    ...version.document,
  };
  const { id: _id, title, synopsis, mainCluster, categoryId, ...content } = document;
  const published = approved && statusAt(approved, shownAt) === 'approved' ? approved : undefined;
  return {
    id: version.contentId,
    version: version.version,
    status: statusAt(version, shownAt),
    title,
    synopsis,
    mainCluster,
    categoryId,
    countries: version.countries,
    language: version.language,
    content,
    approvalCode: version.approvalCode,
    validFrom: version.validFrom?.toISOString() ?? null,
    validTo: version.validTo?.toISOString() ?? null,
    updatedAt: version.updatedAt.toISOString(),
    published:
      published && published.version !== version.version
        ? {
            version: published.version,
            approvalCode: published.approvalCode,
            validFrom: published.validFrom?.toISOString() ?? null,
            validTo: published.validTo?.toISOString() ?? null,
          }
        : null,
    ...editorsView(editors, viewerId),
  };
}

/**
 * Reading the back office's content: the staff member's abilities, the list, an item's newest
 * version with what is published, and the audit trail of any back-office entity.
 */
export function createContentReading({
  db,
  publication,
}: Pick<ContentsServiceDeps, 'db' | 'publication'>) {
  const contentScope = (staff: Staff, action: Action) => scopeOf(staff.ability, action, 'Content');

  /** The newest version of an item the staff member may read, or 404 (`lock`: for a change). */
  async function latest(
    tx: Queryable,
    staff: Staff,
    id: string,
    lock = false,
  ): Promise<VersionRecord> {
    const found = await findLatestVersion(tx, contentScope(staff, 'read'), id, { lock });
    if (!found) throw new BackofficeNotFoundError();
    return found;
  }

  async function withPublished(staff: Staff, version: VersionRecord): Promise<BackofficeContent> {
    const [[published], entries] = await Promise.all([
      listApprovedVersions(db, [version.contentId]),
      listVersionEditors(db, [version.contentId]),
    ]);
    return viewOf(
      version,
      publication.now(),
      published,
      versionEditors(entries, version),
      staff.user.id,
    );
  }

  return {
    // For the lifecycle steps of contents.service.ts (not part of its service).
    latest,
    withPublished,

    me(staff: Staff): BackofficeMe {
      return {
        roles: grantsOf(staff.user.roles),
        content: Object.fromEntries(
          backofficeActions.map((action) => [
            action,
            countriesFor(staff.ability, action, 'Content'),
          ]),
        ) as BackofficeMe['content'],
        audit: countriesFor(staff.ability, 'read', 'Audit'),
        abilities: grantedAbilities(staff.ability),
      };
    },

    async list(
      staff: Staff,
      query: { status?: ContentStatus | undefined; expiringWithinDays?: number | undefined },
    ): Promise<{ items: BackofficeContent[] }> {
      // Expired and expiring as doctors see the items (the publication clock).
      const at = publication.now();
      const versions = await listLatestVersions(db, contentScope(staff, 'read'), {
        now: at,
        expiringBefore:
          query.expiringWithinDays === undefined
            ? undefined
            : new Date(at.getTime() + query.expiringWithinDays * DAY_MS),
      });
      const ids = versions.map((v) => v.contentId);
      const [approved, entries] = await Promise.all([
        listApprovedVersions(db, ids),
        listVersionEditors(db, ids),
      ]);
      const published = new Map(approved.map((v) => [v.contentId, v]));
      const items = versions
        .map((version) =>
          viewOf(
            version,
            at,
            published.get(version.contentId),
            versionEditors(entries, version),
            staff.user.id,
          ),
        )
        .filter((item) => query.status === undefined || item.status === query.status)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      return { items };
    },

    async get(staff: Staff, id: string): Promise<BackofficeContent> {
      return withPublished(staff, await latest(db, staff, id));
    },

    /**
     * The trail of any back-office entity (a content item, course, event, listing, account,
     * staff grant, licence import, upload): the rows in the staff member's countries whose
     * subject their role may read — an editor never reads the trail of staff grants. None → 404.
     */
    async audit(staff: Staff, entityId: string): Promise<{ items: AuditEntry[] }> {
      const rows = (await listAudit(db, scopeOf(staff.ability, 'read', 'Audit'), entityId)).filter(
        (row) => {
          const subject = auditSubjects[row.entityType];
          return subject !== undefined && allows(staff.ability, subject[0], subject[1], row);
        },
      );
      if (!rows.length) throw new BackofficeNotFoundError();
      return {
        items: rows.map((row) => ({
          action: row.action,
          actor: { id: row.actorId, name: row.actorName },
          at: row.at.toISOString(),
          before: row.before,
          after: row.after,
        })),
      };
    },
  };
}
