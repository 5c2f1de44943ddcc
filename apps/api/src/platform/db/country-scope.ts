import { and, arrayOverlaps, or, sql, SQL, type Column } from 'drizzle-orm';

/**
 * The rows an action may touch, told by their countries: a condition that an authoriser builds
 * without SQL (the back office's ability.ts, from CASL's rules) and a repository turns into its
 * WHERE (`countriesWhere`). `true` and `false`: every row and none.
 */
export type CountryScope =
  | boolean
  | { overlaps: readonly string[] }
  | { not: CountryScope }
  | { and: readonly CountryScope[] }
  | { or: readonly CountryScope[] };

/**
 * The scope as a condition on a `countries` array column, or on an array expression (e.g.
 * `ARRAY[events.country]::text[]`): `overlaps` is `&&`.
 */
export function countriesWhere(scope: CountryScope, countries: Column | SQL): SQL {
  if (scope === true) return sql`true`;
  if (scope === false) return sql`false`;
  if ('overlaps' in scope)
    return countries instanceof SQL
      ? sql`${countries} && ARRAY[${sql.join(
          scope.overlaps.map((code) => sql`${code}`),
          sql`, `,
        )}]::text[]`
      : arrayOverlaps(countries, [...scope.overlaps]);
  if ('not' in scope) return sql`not (${countriesWhere(scope.not, countries)})`;
  if ('and' in scope)
    return and(...scope.and.map((part) => countriesWhere(part, countries))) ?? sql`true`;
  return or(...scope.or.map((part) => countriesWhere(part, countries))) ?? sql`false`;
}
