import { randomBytes } from 'node:crypto';
import type {
  ApproveContent,
  AuditEntry,
  BackofficeContent,
  BackofficeMe,
  ContentDraft,
  ContentStatus,
} from '@pulso/contracts/backoffice';
import { backofficeActions } from '@pulso/contracts/backoffice';
import { missingParts } from '@pulso/contracts/backoffice/content-completeness';
import type { CountryCode } from '@pulso/contracts/country';
import type { Database, Queryable } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import {
  CatalogueEntryError,
  storeCatalogue,
  storedItem,
  withdrawCatalogueItem,
} from '../content/catalogue-store.ts';
import { blankStoredItem } from '../content/catalogue-entry.ts';
import type { StoredContentItem } from '../content/catalogue.repository.ts';
import type { CatalogueChanges } from '../content/content-cache.ts';
import type { PublicationClock } from '../content/publication.ts';
import type { SessionUser } from '../identity/session/session.ts';
import {
  allows,
  countriesFor,
  grantedAbilities,
  scopeOf,
  type Action,
  type BackofficeAbility,
  type BackofficeSubject,
} from './ability.ts';
import {
  BackofficeForbiddenError,
  BackofficeNotFoundError,
  ContentIncompleteError,
  contentInvalid,
  LifecycleConflictError,
  topField,
} from './backoffice.errors.ts';
import {
  findLatestVersion,
  insertVersion,
  listApprovedVersions,
  listAudit,
  listLatestVersions,
  listVersionEditors,
  retireApprovedVersions,
  updateVersion,
  type VersionEditorEntry,
  type VersionRecord,
} from './backoffice.repository.ts';
import { scheduleAnnouncement } from './content-announcements.ts';
import { editorsOf, editorsView, requireFourEyes } from './four-eyes.ts';
import { recordStaffAction } from './staff-audit.ts';
import { grantsOf } from '../users/staff-roles.ts';

/** The staff member acting, with what they may do. */
export interface Staff {
  user: SessionUser;
  ability: BackofficeAbility;
}

export interface ContentsServiceDeps {
  db: Database;
  /** Approving queues the item's push announcement (content-announcements.ts). */
  jobs: JobQueue;
  people: { personOf(userId: string, tx?: Queryable): Promise<{ name: string } | undefined> };
  now: () => Date;
  /** Content's publication clock: expired and expiring as doctors see the items. */
  publication: PublicationClock;
  /** Content's catalogue changes: what doctors see follows an approval or withdrawal at once. */
  catalogue: CatalogueChanges;
}

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

/** `Título del ítem` → `titulo-del-item-3fa9c2`. */
export function newContentId(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${slug || 'item'}-${randomBytes(3).toString('hex')}`;
}

/** The body's fields over a document: validated with the spec §3 contract, HTML sanitised. */
function documentOf(base: StoredContentItem, draft: ContentDraft): StoredContentItem {
  const { id, title, synopsis, mainCluster, categoryId } = { ...base, ...draft };
  const item = {
    ...base,
    ...draft.content,
    id: base.id,
    title,
    synopsis,
    mainCluster,
    categoryId,
  } as StoredContentItem;
  void id;
  try {
    return storedItem({
      item,
      language: draft.language,
      audience: draft.countries,
      product: null,
      exclusive: false,
      searchText: '',
    });
  } catch (error) {
    if (error instanceof CatalogueEntryError)
      throw contentInvalid(error, (path) =>
        draftFields.has(topField(path)) ? `body.${path}` : `body.content.${path}`,
      );
    throw error;
  }
}

/** The draft's own fields are named as sent (`body.title`); the document's under `body.content`. */
const draftFields = new Set(['title', 'synopsis', 'mainCluster', 'categoryId']);

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
const versionEditors = (entries: readonly VersionEditorEntry[], version: VersionRecord): Editor[] =>
  editorsOf(entries, version.contentId, version.version);

/** The version as the back office shows it; `published` is left out once it has expired. */
function viewOf(
  version: VersionRecord,
  shownAt: Date,
  approved: VersionRecord | undefined,
  editors: Editor[],
  viewerId: string,
): BackofficeContent {
  const { id: _id, title, synopsis, mainCluster, categoryId, ...content } = version.document;
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

/** What the trail keeps of a version (the document without its long bodies would lose edits). */
const trailOf = (version: VersionRecord) => ({
  version: version.version,
  status: version.status,
  countries: version.countries,
  language: version.language,
  approvalCode: version.approvalCode,
  validFrom: version.validFrom?.toISOString() ?? null,
  validTo: version.validTo?.toISOString() ?? null,
  document: version.document,
});

/**
 * The back office's content (decision 051): versions with a lifecycle draft → in review →
 * approved (→ expired by the clock) or withdrawn; an approved version never changes, an edit of
 * it makes a new draft while it stays published. Approval copies the version into the catalogue
 * doctors read. Every change is appended to the audit trail in its transaction; the trail's
 * authors and editors of a version never approve it (four eyes, decision 068).
 */
export function createBackofficeContentsService({
  db,
  jobs,
  people,
  now,
  publication,
  catalogue,
}: ContentsServiceDeps) {
  const contentScope = (staff: Staff, action: Action) => scopeOf(staff.ability, action, 'Content');

  function require(staff: Staff, action: Action, countries: readonly CountryCode[]): void {
    if (!allows(staff.ability, action, 'Content', { countries }))
      throw new BackofficeForbiddenError();
  }

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

  async function audit(
    tx: Queryable,
    staff: Staff,
    action: string,
    before: VersionRecord | null,
    after: VersionRecord | null,
    at: Date,
  ): Promise<void> {
    await recordStaffAction(tx, people, staff, {
      entityType: 'content',
      entityId: (after ?? before)!.contentId,
      action,
      countries: [...(before?.countries ?? []), ...(after?.countries ?? [])],
      at,
      before: before && trailOf(before),
      after: after && trailOf(after),
    });
  }

  /** Doctors would open it and find nothing to play or read: refused before review (issue 32). */
  function requireComplete(version: VersionRecord): void {
    const missing = missingParts(version.document);
    if (missing.length) throw new ContentIncompleteError(missing);
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

    async create(staff: Staff, draft: ContentDraft): Promise<BackofficeContent> {
      require(staff, 'create', draft.countries);
      const at = now();
      const id = newContentId(draft.title);
      const document = documentOf(blankStoredItem(id, { publishDate: at.toISOString() }), draft);
      const created = await db.transaction(async (tx) => {
        const version = await insertVersion(tx, {
          contentId: id,
          version: 1,
          status: 'draft',
          language: draft.language,
          countries: draft.countries,
          title: document.title,
          document,
          ownerId: staff.user.id,
          createdAt: at,
          updatedAt: at,
        });
        await audit(tx, staff, 'create', null, version, at);
        return version;
      });
      return withPublished(staff, created);
    },

    /**
     * A draft is changed in place (one in review goes back to draft); an approved, expired or
     * withdrawn version is never changed: the edit becomes the next version, a draft.
     */
    async update(staff: Staff, id: string, draft: ContentDraft): Promise<BackofficeContent> {
      const at = now();
      const result = await db.transaction(async (tx) => {
        const current = await latest(tx, staff, id, true);
        require(staff, 'update', current.countries);
        require(staff, 'update', draft.countries);
        const document = documentOf(current.document, draft);
        const fields = {
          status: 'draft' as const,
          language: draft.language,
          countries: draft.countries,
          title: document.title,
          document,
          updatedAt: at,
        };
        const next =
          current.status === 'draft' || current.status === 'in-review'
            ? await updateVersion(tx, current.id, fields)
            : await insertVersion(tx, {
                ...fields,
                contentId: id,
                version: current.version + 1,
                ownerId: current.ownerId ?? staff.user.id,
                createdAt: at,
              });
        await audit(tx, staff, 'update', current, next, at);
        return next;
      });
      return withPublished(staff, result);
    },

    async submit(staff: Staff, id: string): Promise<BackofficeContent> {
      const at = now();
      const result = await db.transaction(async (tx) => {
        const current = await latest(tx, staff, id, true);
        require(staff, 'submit', current.countries);
        if (current.status !== 'draft')
          throw new LifecycleConflictError('Only a draft is submitted.');
        requireComplete(current);
        const next = await updateVersion(tx, current.id, { status: 'in-review', updatedAt: at });
        await audit(tx, staff, 'submit', current, next, at);
        return next;
      });
      return withPublished(staff, result);
    },

    /** Publishes the version in review: it replaces the item doctors see, within its window. */
    async approve(staff: Staff, id: string, body: ApproveContent): Promise<BackofficeContent> {
      const at = now();
      const validFrom = new Date(body.validFrom);
      const validTo = new Date(body.validTo);
      const result = await db.transaction(async (tx) => {
        const current = await latest(tx, staff, id, true);
        require(staff, 'approve', current.countries);
        if (current.status !== 'in-review')
          throw new LifecycleConflictError('Only a version in review is approved.');
        requireComplete(current);
        // Four eyes (decision 068): whoever wrote or edited this version, by the trail, never
        // approves it, whatever their roles (an editor-reviewer, an admin).
        requireFourEyes(
          versionEditors(await listVersionEditors(tx, [id]), current),
          staff.user.id,
          `version ${current.version}`,
        );
        await retireApprovedVersions(tx, id, 'superseded', at);
        const document = {
          ...current.document,
          cfApprovalCode: body.approvalCode,
          publishDate: validFrom.toISOString(),
        };
        const next = await updateVersion(tx, current.id, {
          status: 'approved',
          document,
          approvalCode: body.approvalCode,
          validFrom,
          validTo,
          approvedBy: staff.user.id,
          updatedAt: at,
        });
        await storeCatalogue(
          tx,
          {
            entries: [
              {
                item: document,
                language: current.language,
                audience: current.countries,
                product: null,
                exclusive: false,
                searchText: '',
                publication: {
                  status: 'approved',
                  approvalCode: body.approvalCode,
                  validFrom,
                  validTo,
                },
              },
            ],
          },
          { changes: catalogue },
        );
        await scheduleAnnouncement(jobs, tx, { contentId: id, validFrom, now: at });
        await audit(tx, staff, 'approve', current, next, at);
        return next;
      });
      catalogue.noteValidityBounds([{ validFrom, validTo }]);
      return withPublished(staff, result);
    },

    /** Takes the published version off at once; the item's drafts stay. */
    async withdraw(staff: Staff, id: string): Promise<BackofficeContent> {
      const at = now();
      const result = await db.transaction(async (tx) => {
        const current = await latest(tx, staff, id, true);
        require(staff, 'withdraw', current.countries);
        const [published] = await listApprovedVersions(tx, [id]);
        if (!published) throw new LifecycleConflictError('No version of this item is published.');
        const [withdrawn] = await retireApprovedVersions(tx, id, 'withdrawn', at);
        await withdrawCatalogueItem(tx, id, catalogue);
        await audit(tx, staff, 'withdraw', published, withdrawn!, at);
        return current.id === withdrawn!.id ? withdrawn! : current;
      });
      return withPublished(staff, result);
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

export type BackofficeContentsService = ReturnType<typeof createBackofficeContentsService>;
