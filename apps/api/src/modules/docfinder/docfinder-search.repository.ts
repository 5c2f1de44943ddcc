import { type AnyColumn, and, asc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { UfCode } from '@pulso/contracts/brazilian-states';
import type { GeoPoint } from '@pulso/contracts/docfinder';
import {
  docfinderListings,
  docfinderNameTokens,
  docfinderNameWords,
  docfinderOffices,
} from '../../db/schema/docfinder.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { chordOf, earthOf, listedPublicly, officeEarth, prepared } from './docfinder-sql.ts';
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

/** Shorter words are matched by their beginning only: two letters resemble too many words. */
const FUZZY_MIN_LENGTH = 3;
/** The listed words a mistyped word may be, most similar first. */
const NEAR_WORDS_PER_WORD = 10;
/** Titles and particles, left out of a query that has other words ("dra. ana da silva"). */
const IGNORED_WORDS = new Set([
  'dr',
  'dra',
  'doutor',
  'doutora',
  'de',
  'da',
  'do',
  'das',
  'dos',
  'e',
]);

/** At most this many listed words begin a typed word for its listings to be read in name order. */
const MAX_DRIVING_WORDS = 50;

interface NameWord {
  /** A word of the query as the names' tokens are written (unaccented, lower-cased). */
  word: string;
  /** Listed words it begins (at most MAX_DRIVING_WORDS + 1, to tell when there are more). */
  starting: string[];
  /** Listed words it may be with a typo (trigram word similarity), those it begins left out. */
  near: string[];
}

/**
 * The query's words (split by the database as the names are, `pulso_name_tokens`), each with the
 * listed words (`docfinder_name_words`: a few tens of thousands of distinct words) it begins (a
 * range of its prefix index: words are a-z and 0-9, all below '{') and those it resembles (its
 * trigram index) (docs/decisions/085).
 */
async function nameWordsOf(db: Queryable, q: string): Promise<NameWord[]> {
  const w = docfinderNameWords;
  const answer = await db.execute(sql`
    select typed.word,
      array(select ${w.word} from ${w}
        where ${w.word} ~>=~ typed.word and ${w.word} ~<~ (typed.word || '{')
        order by ${w.word} limit ${MAX_DRIVING_WORDS + 1}) as starting,
      case when length(typed.word) >= ${FUZZY_MIN_LENGTH} then array(
        select ${w.word} from ${w}
        where typed.word <% ${w.word} and ${w.word} not like typed.word || '%'
        order by word_similarity(typed.word, ${w.word}) desc, ${w.word}
        limit ${NEAR_WORDS_PER_WORD}) else '{}'::text[] end as near
    from pulso_name_tokens(${q}) as typed(word)`);
  const words = (answer as unknown as { rows: NameWord[] }).rows;
  const kept = words.filter(({ word }) => !IGNORED_WORDS.has(word));
  return kept.length > 0 ? kept : words;
}

/**
 * A listing's name has each word: a token that begins with it, or one of the listed words it
 * resembles. A scalar subquery, not EXISTS: the planner cannot turn it into a join, so each
 * candidate is a probe of the tokens' primary key (listing, token) — with EXISTS it hashed every
 * listing of a common word (30,000 for "moura") before the page's first row.
 */
function nameHas(words: NameWord[], listingId: SQL | AnyColumn): SQL | undefined {
  return and(
    ...words.map(
      ({ word, near }) =>
        sql`coalesce((select true from ${docfinderNameTokens} word_of where word_of.listing_id = ${listingId} and ${or(
          like(sql`word_of.token`, `${word}%`),
          near.length > 0 ? inArray(sql`word_of.token`, near) : undefined,
        )} limit 1), false)`,
    ),
  );
}

/**
 * The listings whose name has one of `tokens` and every word of `others`, in name order: one
 * index scan per token of the tokens' `(token, name, listing_id)` index, merged (a listing with
 * two of them read once), the other words probed on the tokens alone before a listing is read.
 * Reading stops at the page's end, however many listings the words have.
 */
function listingsInNameOrder(tokens: string[], others: NameWord[]) {
  const t = docfinderNameTokens;
  const branches = tokens.map(
    (token, i) =>
      sql`(select ${t.listingId} as listing_id, ${t.name} as name from ${t} where ${and(
        eq(t.token, token),
        i > 0
          ? sql`not exists (select 1 from ${t} e where e.listing_id = ${t.listingId} and ${inArray(sql`e.token`, tokens.slice(0, i))})`
          : undefined,
        nameHas(others, t.listingId),
      )})`,
  );
  return sql`(${sql.join(branches, sql` union all `)}) by_name`;
}

/**
 * One page of the public listings that match (licence active): nearest first when `near` is
 * given (ties by listing id), else by name. Filters on place (UF, municipality, near) go through
 * the offices: a listing matches when one of its offices does, and is as near as its nearest
 * matching office. The distance filter is `earth_box` (the GiST index on the offices' points),
 * then the nearest office's `earth_distance` within the radius (the box's corners are farther
 * than the radius); that search is a named prepared statement. Without a point the listings are
 * read in name order (docs/decisions/038). A name matches when each word of `q` begins one of its
 * words or resembles one (docs/decisions/085).
 */
export async function searchListings(
  db: Queryable,
  search: ListingSearch,
): Promise<FoundListing[]> {
  const l = docfinderListings;
  const o = docfinderOffices;
  let nameMatch: SQL | undefined;
  let byNameFrom: SQL | undefined;
  if (search.q) {
    const words = await nameWordsOf(db, search.q);
    // A word that begins no listed word and resembles none: no name has it.
    if (words.some((w) => w.starting.length === 0 && w.near.length === 0)) return [];
    // The longest word whose listed words are few enough leads: its listings in name order,
    // the other words checked on each (else the listings' name index is walked, every word
    // checked: one or two letters begin most names).
    const leading = words
      .filter((w) => w.starting.length + w.near.length <= MAX_DRIVING_WORDS)
      .sort((a, b) => b.word.length - a.word.length)[0];
    if (leading && !search.near) {
      byNameFrom = listingsInNameOrder(
        [...leading.starting, ...leading.near],
        words.filter((w) => w !== leading),
      );
    } else {
      // Nothing but separators ("--"): no name is asked for.
      nameMatch = words.length > 0 ? nameHas(words, l.id) : undefined;
    }
  }
  const byName = sql`${l.name}, ${l.id}`;

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
    const where = and(listedPublicly, bySpecialty, officeThere, nameMatch);
    const rows = byNameFrom
      ? await db
          .select(listingColumnsFound)
          .from(l)
          .innerJoin(byNameFrom, sql`by_name.listing_id = ${l.id}`)
          .where(where)
          .orderBy(sql`by_name.name`, sql`by_name.listing_id`)
          .limit(search.limit)
          .offset(search.offset)
      : await db
          .select(listingColumnsFound)
          .from(l)
          .where(where)
          .orderBy(byName)
          .limit(search.limit)
          .offset(search.offset);
    return rows.map((row) => ({ ...row, distance: null }));
  }

  const near = search.near;
  const radius = (search.radiusKm ?? 0) * 1000;
  const matched =
    !search.uf && !search.municipality
      ? nearestByPoint(db, near, radius, search.specialty, nameMatch, search.offset + search.limit)
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
 * A search near a point without a UF or municipality (the typical one, a specialty near a point,
 * and "near a CEP"; docs/decisions/046, 085): the points within the radius nearest first
 * (`docfinder_points`, GiST: municipality seats), and at each point its first `enough` listings
 * in id order that are public, match the name and have no nearer office — from
 * `docfinder_office_specialties` (specialty, point, listing) for a specialty, else from the
 * offices' (point, listing) index. Sorted by point and then listing (an incremental sort on the
 * points' order), the page ends after the nearest few points: São Paulo's 50,000 listings at one
 * point are then a page's worth of index entries instead of every office grouped by listing.
 */
function nearestByPoint(
  db: Queryable,
  near: GeoPoint,
  radius: number,
  specialty: string | undefined,
  nameMatch: SQL | undefined,
  enough: number,
) {
  const l = docfinderListings;
  const earth = earthOf(near);
  const chord = sql`cube_distance(${earth}, p.earth_point)`;
  const source = specialty
    ? sql`docfinder_office_specialties x where x.specialty_id = ${specialtyId(specialty)}::int4 and`
    : sql`docfinder_offices x where`;
  const candidates = sql`(select p.municipality_code, ${chord} as chord
      from docfinder_points p
      where earth_box(${earth}, ${radius}::float8) @> p.earth_point
        and ${chord} <= ${chordOf(radius)}
      order by 2, 1) pt
    cross join lateral (
      select distinct x.listing_id from ${source} x.municipality_code = pt.municipality_code
        and exists (select 1 from ${l} where ${and(eq(l.id, sql`x.listing_id`), listedPublicly, nameMatch)})
        and not exists (
          select 1 from docfinder_offices nearer
          join docfinder_points np on np.municipality_code = nearer.municipality_code
          where nearer.listing_id = x.listing_id
            and (cube_distance(${earth}, np.earth_point), np.municipality_code)
              < (pt.chord, pt.municipality_code))
      order by x.listing_id
      limit ${enough}::int8) m`;
  return db
    .select({
      listingId: sql<string>`m.listing_id`.as('listing_id'),
      chord: sql<number>`pt.chord`.as('chord'),
    })
    .from(candidates)
    .orderBy(sql`2`, sql`1`)
    .limit(enough)
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
