import type { DirectoryListing, DirectoryListingList } from '@pulso/contracts/backoffice/directory';
import { docfinderSpecialtyName } from '@pulso/contracts/docfinder';
import type { Database, Queryable } from '../../platform/db/database.ts';
import type { StaffListingRecord } from '../docfinder/docfinder-staff.repository.ts';
import type { DocfinderService } from '../docfinder/docfinder.service.ts';
import { countriesFor, scopeOf } from './ability.ts';
import { BackofficeForbiddenError, BackofficeNotFoundError } from './backoffice.errors.ts';
import { appendAudit, listAudit } from './backoffice.repository.ts';
import type { Staff } from './contents.service.ts';

export interface DirectoryServiceDeps {
  db: Database;
  docfinder: Pick<DocfinderService, 'staff'>;
  people: { personOf(userId: string, tx?: Queryable): Promise<{ name: string } | undefined> };
  now: () => Date;
}

/** What the trail keeps of a listing's state. */
const trailOf = (record: StaffListingRecord) => ({
  name: record.name,
  crm: `${record.registerNumber}/${record.uf}`,
  hidden: record.hiddenAt
    ? { reason: record.hiddenReason, at: record.hiddenAt.toISOString() }
    : null,
});

/**
 * The doctor finder's directory in the back office (issue 17, decision 056): find a listing, see
 * why patients do not see it, hide it with a reason or show it again. Admins and the reviewers of
 * the listing's country; each change is appended to the back office's trail in its transaction.
 */
export function createBackofficeDirectoryService({
  db,
  docfinder,
  people,
  now,
}: DirectoryServiceDeps) {
  const nameOf = async (userId: string | null, tx: Queryable = db) =>
    userId ? ((await people.personOf(userId, tx))?.name ?? null) : null;

  async function viewOf(record: StaffListingRecord, tx: Queryable = db): Promise<DirectoryListing> {
    return {
      id: record.id,
      name: record.name,
      country: record.country,
      crm: record.registerNumber,
      uf: record.uf,
      specialties: record.specialties.map((s) => docfinderSpecialtyName(s.code) ?? s.code),
      visibility: record.hiddenAt
        ? 'hidden-by-staff'
        : record.licenceStatus === 'active'
          ? 'visible'
          : 'hidden-licence-inactive',
      licenceStatus: record.licenceStatus ?? 'unknown',
      hidden: record.hiddenAt
        ? {
            reason: record.hiddenReason ?? '',
            at: record.hiddenAt.toISOString(),
            by: await nameOf(record.hiddenBy, tx),
          }
        : null,
    };
  }

  /** A listing that no longer exists but the trail knows: its doctor left the directory. */
  async function leftListing(staff: Staff, id: string): Promise<DirectoryListing> {
    const trail = await listAudit(db, scopeOf(staff.ability, 'read', 'Listing'), id);
    const last = trail.at(-1);
    const known = (last?.after ?? last?.before) as { name?: string } | null | undefined;
    if (!last || last.entityType !== 'listing' || !known?.name) throw new BackofficeNotFoundError();
    return {
      id,
      name: known.name,
      country: last.countries[0] ?? 'br',
      crm: null,
      uf: null,
      specialties: [],
      visibility: 'left',
      licenceStatus: null,
      hidden: null,
    };
  }

  async function change(
    staff: Staff,
    id: string,
    hidden: { reason: string } | null,
  ): Promise<DirectoryListing> {
    const countries = countriesFor(staff.ability, 'update', 'Listing');
    if (countries.length === 0) throw new BackofficeForbiddenError();
    return db.transaction(async (tx) => {
      const before = await docfinder.staff.get(tx, id, countries);
      if (!before) throw new BackofficeNotFoundError();
      const at = now();
      await docfinder.staff.setHidden(
        tx,
        id,
        hidden ? { at, reason: hidden.reason, by: staff.user.id } : null,
      );
      const after = (await docfinder.staff.get(tx, id, countries))!;
      await appendAudit(tx, {
        entityType: 'listing',
        entityId: id,
        action: hidden ? 'hide' : 'unhide',
        actorId: staff.user.id,
        actorName: (await nameOf(staff.user.id, tx)) ?? staff.user.uid,
        countries: [before.country],
        at,
        before: trailOf(before),
        after: trailOf(after),
      });
      return viewOf(after, tx);
    });
  }

  return {
    async list(staff: Staff, q: string | undefined): Promise<DirectoryListingList> {
      const countries = countriesFor(staff.ability, 'read', 'Listing');
      const records = await docfinder.staff.find(countries, q || undefined);
      return { items: await Promise.all(records.map((record) => viewOf(record))) };
    },

    async get(staff: Staff, id: string): Promise<DirectoryListing> {
      const countries = countriesFor(staff.ability, 'read', 'Listing');
      const record = await db.transaction((tx) => docfinder.staff.get(tx, id, countries));
      return record ? viewOf(record) : leftListing(staff, id);
    },

    hide: (staff: Staff, id: string, reason: string) => change(staff, id, { reason }),
    unhide: (staff: Staff, id: string) => change(staff, id, null),
  };
}

export type BackofficeDirectoryService = ReturnType<typeof createBackofficeDirectoryService>;
