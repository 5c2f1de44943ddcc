import { randomBytes } from 'node:crypto';
import type { ApproveContent, BackofficeContent, ContentDraft } from '@pulso/contracts/backoffice';
import type { CountryCode } from '@pulso/contracts/country';
import type { Database, Queryable } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { storeCatalogue, withdrawCatalogueItem } from '../content/catalogue-store.ts';
import { blankStoredItem } from '../content/catalogue-entry.ts';
import type { CatalogueChanges } from '../content/content-cache.ts';
import type { PublicationClock } from '../content/publication.ts';
import type { SessionUser } from '../identity/session/session.ts';
import { allows, type Action, type BackofficeAbility } from './ability.ts';
import { BackofficeForbiddenError, LifecycleConflictError } from './backoffice.errors.ts';
import {
  insertVersion,
  listApprovedVersions,
  listVersionEditors,
  retireApprovedVersions,
  updateVersion,
  type VersionRecord,
} from './backoffice.repository.ts';
import { scheduleAnnouncement } from './content-announcements.ts';
import { documentOf, requireComplete } from './contents-fields.service.ts';
import { createContentReading, versionEditors } from './contents-reading.service.ts';
import { requireFourEyes } from './four-eyes.ts';
import { recordStaffAction } from './staff-audit.ts';

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
  const { latest, withPublished, ...reading } = createContentReading({ db, publication });

  function require(staff: Staff, action: Action, countries: readonly CountryCode[]): void {
    if (!allows(staff.ability, action, 'Content', { countries }))
      throw new BackofficeForbiddenError();
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

  return {
    ...reading,

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
  };
}

export type BackofficeContentsService = ReturnType<typeof createBackofficeContentsService>;
