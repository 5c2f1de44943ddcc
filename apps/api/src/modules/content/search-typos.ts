import damerauLevenshtein from 'damerau-levenshtein';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database.ts';

/**
 * How many typos a typed word may hold (decision 079), as Meilisearch and Typesense count them:
 * none under 5 letters, one from 5, two from 9. A product's name (`xarelto`) may hold one more
 * from 5 letters (`xeralto`, `kilena`), at most two: the brands are few and distinctive, and
 * doctors write them from hearing. A typo is an insertion, a deletion, a substitution or two
 * neighbouring letters swapped (`xarleto`): the optimal-string-alignment distance.
 */
export function typosAllowed(length: number, product: boolean): number {
  if (length < 5) return 0;
  if (product) return 2;
  return length >= 9 ? 2 : 1;
}

/**
 * The catalogue's words at this trigram similarity or more from a typed word are the candidates
 * whose distance is measured. Lower than pg_trgm's 0.3: a swap of two letters of a 5-letter word
 * keeps 2 of its 6 trigrams (similarity 0.2), two typos in a 9-letter word about 0.25.
 */
const CANDIDATE_SIMILARITY = 0.2;
/** The most similar candidates measured per typed word (the right one is among the first). */
const CANDIDATES_PER_WORD = 30;

interface CandidateRow {
  position: number | string;
  typed: string;
  near: string | null;
  product: boolean | null;
}

/**
 * The words of `text` as the search vector has them (unaccented, lower-case, in order), each with
 * the catalogue's words (`search_words`) within its typos; undefined when no word has any other
 * than itself. The candidates come from the words' trigram index (and the products' names, a
 * few dozen, all measured), the distance from damerau-levenshtein.
 */
export async function wordsWithTypos(db: Queryable, text: string): Promise<string[][] | undefined> {
  const rows = await db.transaction(async (tx) => {
    // `%` reads its threshold from this setting; `true`: for this transaction only.
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(CANDIDATE_SIMILARITY)}, true)`,
    );
    const answer = await tx.execute(sql`
      with typed as (
        select word, position
        from regexp_split_to_table(pulso_unaccent(lower(${text})), '[^a-z0-9]+')
          with ordinality as split(word, position)
        where word <> ''
      )
      select typed.position, typed.word as typed, near.word as near, near.product
      from typed left join lateral (
        (select word, product from search_words
          where length(typed.word) >= 5 and word % typed.word
            and abs(length(word) - length(typed.word)) <= 2
          order by similarity(word, typed.word) desc
          limit ${CANDIDATES_PER_WORD})
        union
        (select word, product from search_words
          where length(typed.word) >= 5 and product
            and abs(length(word) - length(typed.word)) <= 2)
      ) near on true
      order by typed.position`);
    return (answer as unknown as { rows: CandidateRow[] }).rows;
  });
  const groups = new Map<number, string[]>();
  for (const row of rows) {
    const position = Number(row.position);
    const group = groups.get(position) ?? [row.typed];
    groups.set(position, group);
    if (row.near === null || group.includes(row.near)) continue;
    const typos = damerauLevenshtein(row.typed, row.near).steps;
    if (typos <= typosAllowed(row.typed.length, row.product === true)) group.push(row.near);
  }
  const words = [...groups.values()];
  return words.some((group) => group.length > 1) ? words : undefined;
}
