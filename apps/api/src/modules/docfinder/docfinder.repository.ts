import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { UfCode } from '@pulso/contracts/brazilian-states';
import type { DocfinderCountry, GeoPoint, OpeningHours } from '@pulso/contracts/docfinder';
import {
  docfinderListings,
  docfinderOffices,
  type StoredSpecialty,
} from '../../db/schema/docfinder.ts';
import { licences } from '../../db/schema/licences.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { specialtyId, specialtyIdsOf } from './specialty-ids.ts';

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

/**
 * The licence registry's row of a listing is active (docs/decisions/037): the listing's CRM + UF
 * in the embedded registry (`licences`, which registry imports update), read at every search.
 */
const licenceActive = sql`exists (
  select 1 from ${licences}
  where ${licences.country} = ${docfinderListings.country}
    and ${licences.uf} = ${docfinderListings.uf}
    and ${licences.registerNumber} = ${docfinderListings.registerNumber}
    and ${licences.status} = 'active'
)`;

/**
 * What patients may see: the licence active and not hidden by the company's staff (back office,
 * docs/decisions/056). Every public read ANDs this in.
 */
const listedPublicly = and(licenceActive, isNull(docfinderListings.hiddenAt))!;

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

/**
 * Runs a query as a named prepared statement (PostgreSQL: each connection parses and plans it
 * once, then, after five runs, keeps a generic plan when it costs no more; PGlite ignores the
 * name). Named by its text's hash: one name per query shape, its values as parameters. For the
 * searches whose plan does not depend on their values (docs/decisions/038): under load, planning
 * took as long as running them.
 */
function prepared<T>(query: {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
}): Promise<T> {
  const text = query.toSQL().sql;
  const name = `docfinder_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  return query.prepare(name).execute();
}

/**
 * The search's point on the earth, as a scalar subquery: computed once per query, also in a
 * prepared statement's generic plan (where a call on parameters is not folded into a constant
 * and was evaluated for every office: 5 to 22 ms at São Paulo).
 */
const earthOf = (point: GeoPoint) =>
  sql`(select pulso_ll_to_earth(${point.lat}::float8, ${point.lng}::float8))`;
/**
 * The office's stored `earth_point` (= `pulso_ll_to_earth(lat, lng)`, GiST-indexed; a column of
 * the migration's hand-written part, not of the drizzle schema).
 */
const officeEarth = sql`${docfinderOffices}.earth_point`;
/**
 * The straight-line chord (what `cube_distance` measures between two `earth` points) of a
 * great-circle distance in metres: the inverse of `sec_to_gc`, so a radius is checked on chords
 * (one bound per query) instead of turning every candidate's chord into metres.
 */
const chordOf = (metres: number) => sql`(2 * earth() * sin(${metres}::float8 / (2 * earth())))`;

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

// ---------------------------------------------------------------------------------------------
// Search

export interface ListingSearch {
  specialty?: string | undefined;
  uf?: UfCode | undefined;
  municipality?: string | undefined;
  /** Words of the name, unaccented and lower-cased by the database. */
  q?: string | undefined;
  near?: GeoPoint | undefined;
  radiusKm?: number | undefined;
  limit: number;
  offset: number;
}

export type FoundListing = Pick<
  ListingRecord,
  'id' | 'country' | 'name' | 'uf' | 'registerNumber' | 'specialties'
> & {
  /** Metres from `near` to the nearest matching office. */
  distance: number | null;
};

/** Shorter words are matched as a part of the name only: two letters are in most names. */
const FUZZY_MIN_LENGTH = 3;

/** A LIKE pattern's wildcards and escape character taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of the public listings that match (licence active): nearest first when `near` is
 * given (ties by listing id), else best name match first, then by name. Filters on place (UF,
 * municipality, near) go through the offices: a listing matches when one of its offices does,
 * and is as near as its nearest matching office. The distance filter is `earth_box` (the GiST
 * index on the offices' points), then the nearest office's `earth_distance` within the radius
 * (the box's corners are farther than the radius); that search is a named prepared statement.
 * Without a point the listings are read in name order (docs/decisions/038).
 */
export async function searchListings(
  db: Queryable,
  search: ListingSearch,
): Promise<FoundListing[]> {
  const l = docfinderListings;
  const o = docfinderOffices;
  const nameMatch = (() => {
    if (!search.q) return undefined;
    const words = sql`pulso_unaccent(lower(${search.q}))`;
    const like = sql`${l.nameUnaccented} like '%' || pulso_unaccent(lower(${escapeLike(search.q)})) || '%'`;
    return search.q.length < FUZZY_MIN_LENGTH
      ? like
      : sql`(${like} or ${words} <% ${l.nameUnaccented})`;
  })();
  const byName = search.q
    ? sql`word_similarity(pulso_unaccent(lower(${search.q})), ${l.nameUnaccented}) desc, ${l.name}, ${l.id}`
    : sql`${l.name}, ${l.id}`;

  const bySpecialty = search.specialty
    ? sql`${l.specialtyCodes} @> array[${search.specialty}]::text[]`
    : undefined;
  const listingColumnsFound = {
    id: l.id,
    country: l.country,
    name: l.name,
    uf: l.uf,
    registerNumber: l.registerNumber,
    specialties: l.specialties,
  };
  if (!search.near) {
    // Without a point: the listings in name order (its index, 0018), every filter checked on the
    // way; UF and municipality through an office there (EXISTS: one probe of the listing's
    // offices). The specialty is the listing's own (the offices repeat it), so that the
    // planner estimates it well and walks the name index instead of sorting every match.
    const officeThere =
      search.uf !== undefined || search.municipality !== undefined
        ? sql`exists (select 1 from ${o} where ${and(
            eq(o.listingId, l.id),
            search.uf ? eq(o.uf, search.uf) : undefined,
            search.municipality ? eq(o.municipalityCode, search.municipality) : undefined,
          )})`
        : undefined;
    const rows = await db
      .select(listingColumnsFound)
      .from(l)
      .where(and(listedPublicly, bySpecialty, officeThere, nameMatch))
      .orderBy(byName)
      .limit(search.limit)
      .offset(search.offset);
    return rows.map((row) => ({ ...row, distance: null }));
  }

  const near = search.near;
  const radius = (search.radiusKm ?? 0) * 1000;
  const matched =
    search.specialty && !search.uf && !search.municipality
      ? nearestBySpecialty(db, near, radius, search.specialty)
      : nearestOffices(db, search, near, radius);
  const rows = await prepared(
    db
      .select({ ...listingColumnsFound, distance: sql<number>`sec_to_gc(${matched.chord})` })
      .from(matched)
      .innerJoin(l, eq(l.id, matched.listingId))
      .where(and(listedPublicly, nameMatch))
      // Nearest first; ties (one municipality, one point) in the listings' id order, from the
      // offices alone: the joins then stop at the page's end instead of visiting every candidate.
      .orderBy(asc(matched.chord), asc(matched.listingId))
      .limit(search.limit)
      .offset(search.offset),
  );
  return rows.map((row) => ({ ...row, distance: Number(row.distance) }));
}

/**
 * The typical search, a specialty near a point (docs/decisions/046): the points within the
 * radius first (`docfinder_points`, GiST: a few dozen municipality seats), then each point's
 * listings of the specialty from `docfinder_office_specialties` (an index-only scan), a listing
 * as near as its nearest point. São Paulo's 848 cardiology offices are then 13 index probes
 * instead of 848 rows of the offices read from the heap with a distance each.
 */
function nearestBySpecialty(db: Queryable, near: GeoPoint, radius: number, specialty: string) {
  const chord = sql`cube_distance(${earthOf(near)}, p.earth_point)`;
  const points = sql`(select p.municipality_code, ${chord} as chord
    from docfinder_points p
    where earth_box(${earthOf(near)}, ${radius}::float8) @> p.earth_point
      and ${chord} <= ${chordOf(radius)}) pt
    join docfinder_office_specialties s on s.municipality_code = pt.municipality_code`;
  return db
    .select({
      listingId: sql<string>`s.listing_id`.as('listing_id'),
      chord: sql<number>`min(pt.chord)`.as('chord'),
    })
    .from(points)
    .where(sql`s.specialty_id = ${specialtyId(specialty)}::int4`)
    .groupBy(sql`s.listing_id`)
    .orderBy(sql`2`, sql`1`)
    .as('matched');
}

/** Any other search near a point: the offices in the box (their GiST index), by listing. */
function nearestOffices(db: Queryable, search: ListingSearch, near: GeoPoint, radius: number) {
  const o = docfinderOffices;
  const officeWhere: (SQL | undefined)[] = [
    search.specialty
      ? sql`${o.specialtyIds} @> array[${specialtyId(search.specialty)}::int4]`
      : undefined,
    search.uf ? eq(o.uf, search.uf) : undefined,
    search.municipality ? eq(o.municipalityCode, search.municipality) : undefined,
    sql`earth_box(${earthOf(near)}, ${radius}::float8) @> ${officeEarth}`,
  ];
  // The nearest office by chord (earth_distance is sec_to_gc of it, increasing), turned into
  // metres only for the page's listings.
  const chord = sql`min(cube_distance(${earthOf(near)}, ${officeEarth}))`;
  return (
    db
      .select({ listingId: o.listingId, chord: sql<number>`${chord}`.as('chord') })
      .from(o)
      .where(and(...officeWhere))
      .groupBy(o.listingId)
      // The nearest office in the box decides: within the radius, or not at all (corners).
      .having(sql`${chord} <= ${chordOf(radius)}`)
      // Sorted here too, so that the planner walks the candidates in order and stops the joins
      // at the page's end (it cannot tell how many offices the box holds).
      .orderBy(sql`2`, sql`1`)
      .as('matched')
  );
}

/** The municipality of an office with this very CEP (`00000-000`), in `uf` when given. */
export async function findMunicipalityOfCep(
  db: Queryable,
  cep: string,
  uf?: UfCode,
): Promise<string | undefined> {
  const o = docfinderOffices;
  const [exact] = await db
    .select({ code: o.municipalityCode })
    .from(o)
    .where(and(eq(o.cep, cep), uf ? eq(o.uf, uf) : undefined))
    .limit(1);
  return exact?.code;
}

/** The most common municipality of the offices whose CEP starts with `prefix` (in `uf`). */
export async function findCommonMunicipalityOfCepPrefix(
  db: Queryable,
  prefix: string,
  uf?: UfCode,
): Promise<string | undefined> {
  const o = docfinderOffices;
  const [shared] = await db
    .select({ code: o.municipalityCode })
    .from(o)
    .where(and(like(o.cep, `${prefix}%`), uf ? eq(o.uf, uf) : undefined))
    .groupBy(o.municipalityCode)
    .orderBy(sql`count(*) desc`, o.municipalityCode)
    .limit(1);
  return shared?.code;
}
