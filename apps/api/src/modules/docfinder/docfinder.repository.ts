import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { UfCode } from '@pulso/contracts/brazilian-states';
import type { DocfinderCountry, GeoPoint, OpeningHours } from '@pulso/contracts/docfinder';
import {
  docfinderListings,
  docfinderOffices,
  type StoredSpecialty,
} from '../../db/schema/docfinder.ts';
import { licences } from '../../db/schema/licences.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { earthOf, listedPublicly, officeEarth, prepared } from './docfinder-sql.ts';
import { specialtyIdsOf } from './specialty-ids.ts';

// A doctor's listing and its offices: the listing's own reads and writes (also the demo
// directory's inserts), a public listing by id and the offices of listings. The public search is
// in docfinder-search.repository.ts, the CEP look-up's office queries in
// docfinder-cep.repository.ts, the back office's in docfinder-staff.repository.ts.

export type { StoredSpecialty };

export interface ListingValues {
  userId: string | null;
  country: DocfinderCountry;
  name: string;
  uf: UfCode;
  registerNumber: string;
  specialties: StoredSpecialty[];
  languages: string[];
  consentVersion: string;
  consentedAt: Date;
}

export interface ListingRecord extends ListingValues {
  id: string;
  /** Set while the company's staff hide the listing (back office). */
  hiddenAt: Date | null;
  updatedAt: Date;
}

export interface OfficeRecord {
  id: string;
  listingId: string;
  cep: string;
  street: string;
  number: string;
  complement: string | null;
  district: string;
  uf: UfCode;
  municipalityCode: string;
  phones: string[];
  telemedicine: boolean;
  hours: OpeningHours[];
  lat: number;
  lng: number;
  /** Metres from the search's point, when it had one. */
  distance?: number;
}

export type OfficeValues = Omit<OfficeRecord, 'id' | 'listingId' | 'distance'>;

const listingColumns = {
  id: docfinderListings.id,
  userId: docfinderListings.userId,
  country: docfinderListings.country,
  name: docfinderListings.name,
  uf: docfinderListings.uf,
  registerNumber: docfinderListings.registerNumber,
  specialties: docfinderListings.specialties,
  languages: docfinderListings.languages,
  consentVersion: docfinderListings.consentVersion,
  consentedAt: docfinderListings.consentedAt,
  hiddenAt: docfinderListings.hiddenAt,
  updatedAt: docfinderListings.updatedAt,
};

const officeColumns = {
  id: docfinderOffices.id,
  listingId: docfinderOffices.listingId,
  cep: docfinderOffices.cep,
  street: docfinderOffices.street,
  number: docfinderOffices.number,
  complement: docfinderOffices.complement,
  district: docfinderOffices.district,
  uf: docfinderOffices.uf,
  municipalityCode: docfinderOffices.municipalityCode,
  phones: docfinderOffices.phones,
  telemedicine: docfinderOffices.telemedicine,
  hours: docfinderOffices.hours,
  lat: docfinderOffices.lat,
  lng: docfinderOffices.lng,
};

export async function findListingOfUser(
  db: Queryable,
  userId: string,
): Promise<ListingRecord | undefined> {
  const rows = await db
    .select(listingColumns)
    .from(docfinderListings)
    .where(eq(docfinderListings.userId, userId))
    .limit(1);
  return rows[0];
}

/** A listing that patients may see (its licence active), by id. */
export async function findPublicListing(
  db: Queryable,
  id: string,
): Promise<ListingRecord | undefined> {
  const rows = await db
    .select(listingColumns)
    .from(docfinderListings)
    .where(and(eq(docfinderListings.id, id), listedPublicly))
    .limit(1);
  return rows[0];
}

/** The registry's status of a licence: `unknown` when the registry does not have it. */
export async function licenceStatusOf(
  db: Queryable,
  licence: { country: DocfinderCountry; uf: UfCode; registerNumber: string },
): Promise<'active' | 'suspended' | 'cancelled' | 'unknown'> {
  const rows = await db
    .select({ status: licences.status })
    .from(licences)
    .where(
      and(
        eq(licences.country, licence.country),
        eq(licences.uf, licence.uf),
        eq(licences.registerNumber, licence.registerNumber),
      ),
    )
    .limit(1);
  return rows[0]?.status ?? 'unknown';
}

/** Creates the listing of a user, or updates it (the consent's time only when its version changes). */
export async function upsertListing(db: Queryable, values: ListingValues): Promise<ListingRecord> {
  const now = new Date();
  const specialtyCodes = values.specialties.map((s) => s.code);
  const existing = values.userId ? await findListingOfUser(db, values.userId) : undefined;
  let id: string;
  if (existing) {
    const consentChanged = existing.consentVersion !== values.consentVersion;
    await db
      .update(docfinderListings)
      .set({
        name: values.name,
        uf: values.uf,
        registerNumber: values.registerNumber,
        specialties: values.specialties,
        specialtyCodes,
        languages: values.languages,
        ...(consentChanged
          ? { consentVersion: values.consentVersion, consentedAt: values.consentedAt }
          : {}),
        updatedAt: now,
      })
      .where(eq(docfinderListings.id, existing.id));
    id = existing.id;
  } else {
    const [row] = await db
      .insert(docfinderListings)
      .values({ ...values, specialtyCodes, updatedAt: now })
      .returning({ id: docfinderListings.id });
    id = row!.id;
  }
  // The offices repeat the listing's specialties (the search by specialty and distance).
  await db
    .update(docfinderOffices)
    .set({ specialtyIds: specialtyIdsOf(specialtyCodes) })
    .where(eq(docfinderOffices.listingId, id));
  const [saved] = await db
    .select(listingColumns)
    .from(docfinderListings)
    .where(eq(docfinderListings.id, id));
  return saved!;
}

/** Deletes a user's listing and (cascade) its offices; answers whether there was one. */
export async function deleteListingOfUser(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db
    .delete(docfinderListings)
    .where(eq(docfinderListings.userId, userId))
    .returning({ id: docfinderListings.id });
  return rows.length > 0;
}

export async function touchListing(db: Queryable, listingId: string): Promise<void> {
  await db
    .update(docfinderListings)
    .set({ updatedAt: new Date() })
    .where(eq(docfinderListings.id, listingId));
}

export async function countOffices(db: Queryable, listingId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(docfinderOffices)
    .where(eq(docfinderOffices.listingId, listingId));
  return row?.count ?? 0;
}

export async function insertOffice(
  db: Queryable,
  listing: { id: string; specialtyCodes: readonly string[] },
  values: OfficeValues,
): Promise<OfficeRecord> {
  const [row] = await db
    .insert(docfinderOffices)
    .values({
      ...values,
      listingId: listing.id,
      specialtyIds: specialtyIdsOf(listing.specialtyCodes),
    })
    .returning(officeColumns);
  return row!;
}

/** Updates an office of the listing; undefined when the listing has no office with this id. */
export async function updateOffice(
  db: Queryable,
  listingId: string,
  id: string,
  values: OfficeValues,
): Promise<OfficeRecord | undefined> {
  const [row] = await db
    .update(docfinderOffices)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(docfinderOffices.id, id), eq(docfinderOffices.listingId, listingId)))
    .returning(officeColumns);
  return row;
}

export async function deleteOffice(db: Queryable, listingId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(docfinderOffices)
    .where(and(eq(docfinderOffices.id, id), eq(docfinderOffices.listingId, listingId)))
    .returning({ id: docfinderOffices.id });
  return rows.length > 0;
}

/** The offices of listings, oldest first, or nearest first with their distance from `near`. */
export async function officesOf(
  db: Queryable,
  listingIds: readonly string[],
  near?: GeoPoint,
): Promise<OfficeRecord[]> {
  if (listingIds.length === 0) return [];
  const distance = near ? sql<number>`earth_distance(${officeEarth}, ${earthOf(near)})` : undefined;
  const rows = await prepared(
    db
      .select({ ...officeColumns, ...(distance ? { distance } : {}) })
      .from(docfinderOffices)
      .where(inArray(docfinderOffices.listingId, [...listingIds]))
      .orderBy(
        ...(distance ? [asc(distance)] : []),
        asc(docfinderOffices.createdAt),
        asc(docfinderOffices.id),
      ),
  );
  return rows.map((row) => ({
    ...row,
    distance: row.distance === undefined ? undefined : Number(row.distance),
  }));
}
