import { createHash } from 'node:crypto';
import { and, isNull, sql } from 'drizzle-orm';
import type { GeoPoint } from '@pulso/contracts/docfinder';
import { docfinderListings, docfinderOffices } from '../../db/schema/docfinder.ts';
import { licences } from '../../db/schema/licences.ts';

// The SQL pieces the doctor finder's repositories share: what patients may see, the distance
// arithmetic on the offices' points, the searches' prepared statements and LIKE escaping.

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
export const listedPublicly = and(licenceActive, isNull(docfinderListings.hiddenAt))!;

/**
 * Runs a query as a named prepared statement (PostgreSQL: each connection parses and plans it
 * once, then, after five runs, keeps a generic plan when it costs no more; PGlite ignores the
 * name). Named by its text's hash: one name per query shape, its values as parameters. For the
 * searches whose plan does not depend on their values (docs/decisions/038): under load, planning
 * took as long as running them.
 */
export function prepared<T>(query: {
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
export const earthOf = (point: GeoPoint) =>
  sql`(select pulso_ll_to_earth(${point.lat}::float8, ${point.lng}::float8))`;
/**
 * The office's stored `earth_point` (= `pulso_ll_to_earth(lat, lng)`, GiST-indexed; a column of
 * the migration's hand-written part, not of the drizzle schema).
 */
export const officeEarth = sql`${docfinderOffices}.earth_point`;
/**
 * The straight-line chord (what `cube_distance` measures between two `earth` points) of a
 * great-circle distance in metres: the inverse of `sec_to_gc`, so a radius is checked on chords
 * (one bound per query) instead of turning every candidate's chord into metres.
 */
export const chordOf = (metres: number) =>
  sql`(2 * earth() * sin(${metres}::float8 / (2 * earth())))`;

/** A LIKE pattern's wildcards and escape character taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
