import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { UfCode } from '@pulso/contracts/brazilian-states';
import type { DocfinderCountry } from '@pulso/contracts/docfinder';
import { docfinderListings, type StoredSpecialty } from '../../db/schema/docfinder.ts';
import { licences } from '../../db/schema/licences.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { escapeLike } from './docfinder-sql.ts';

// The staff's queries of the doctor finder's listings (the back office's directory section):
// every listing of their countries, hidden or not, with its licence's status. The public
// search is in docfinder-search.repository.ts, a doctor's own listing in docfinder.repository.ts.

/** A listing as the back office sees it: who, the licence's status, and whether staff hid it. */
export interface StaffListingRecord {
  id: string;
  name: string;
  country: DocfinderCountry;
  uf: UfCode;
  registerNumber: string;
  specialties: StoredSpecialty[];
  hiddenAt: Date | null;
  hiddenReason: string | null;
  hiddenBy: string | null;
  licenceStatus: 'active' | 'suspended' | 'cancelled' | null;
}

const staffListingColumns = {
  id: docfinderListings.id,
  name: docfinderListings.name,
  country: docfinderListings.country,
  uf: docfinderListings.uf,
  registerNumber: docfinderListings.registerNumber,
  specialties: docfinderListings.specialties,
  hiddenAt: docfinderListings.hiddenAt,
  hiddenReason: docfinderListings.hiddenReason,
  hiddenBy: docfinderListings.hiddenBy,
  licenceStatus: sql<
    StaffListingRecord['licenceStatus']
  >`(select ${licences.status} from ${licences}
    where ${licences.country} = ${docfinderListings.country}
      and ${licences.uf} = ${docfinderListings.uf}
      and ${licences.registerNumber} = ${docfinderListings.registerNumber} limit 1)`,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Listings of `countries` whose name holds `q`, or whose CRM or id is `q`; by name. */
export async function findListingsForStaff(
  db: Queryable,
  { countries, q, limit }: { countries: readonly string[]; q?: string | undefined; limit: number },
): Promise<StaffListingRecord[]> {
  const l = docfinderListings;
  const match = q
    ? or(
        sql`${l.nameUnaccented} like '%' || pulso_unaccent(lower(${escapeLike(q)})) || '%'`,
        eq(l.registerNumber, q.replace(/\D/g, '') || q),
        UUID.test(q) ? eq(l.id, q) : undefined,
      )
    : undefined;
  return db
    .select(staffListingColumns)
    .from(l)
    .where(and(inArray(l.country, [...countries] as DocfinderCountry[]), match))
    .orderBy(l.name, l.id)
    .limit(limit) as Promise<StaffListingRecord[]>;
}

export async function findListingForStaff(
  db: Queryable,
  id: string,
  countries: readonly string[],
): Promise<StaffListingRecord | undefined> {
  const [row] = await db
    .select(staffListingColumns)
    .from(docfinderListings)
    .where(
      and(
        eq(docfinderListings.id, id),
        inArray(docfinderListings.country, [...countries] as DocfinderCountry[]),
      ),
    )
    .for('update');
  return row as StaffListingRecord | undefined;
}

/** Hides a listing (with its reason and who) or shows it again (`hidden` null). */
export async function setListingHidden(
  db: Queryable,
  id: string,
  hidden: { at: Date; reason: string; by: string } | null,
): Promise<void> {
  await db
    .update(docfinderListings)
    .set({
      hiddenAt: hidden?.at ?? null,
      hiddenReason: hidden?.reason ?? null,
      hiddenBy: hidden?.by ?? null,
    })
    .where(eq(docfinderListings.id, id));
}
