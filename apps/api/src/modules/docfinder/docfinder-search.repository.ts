import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { UfCode } from '@pulso/contracts/brazilian-states';
import type { GeoPoint } from '@pulso/contracts/docfinder';
import { docfinderListings, docfinderOffices } from '../../db/schema/docfinder.ts';
import type { Queryable } from '../../platform/db/database.ts';
import {
  chordOf,
  earthOf,
  escapeLike,
  listedPublicly,
  officeEarth,
  prepared,
} from './docfinder-sql.ts';
import type { ListingRecord } from './docfinder.repository.ts';
import { specialtyId } from './specialty-ids.ts';

// The public search of the doctor finder's listings (docs/decisions/038, 046).

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
