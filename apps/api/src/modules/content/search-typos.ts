import damerauLevenshtein from 'damerau-levenshtein';

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

/** A typed word (its position in the text) beside one of the catalogue's words near it. */
export interface TypoCandidate {
  position: number | string;
  typed: string;
  /** Null when no catalogue word is near the typed one. */
  near: string | null;
  product: boolean | null;
}

/**
 * The typed words (in order), each with the candidates within its typos (search.repository.ts
 * finds the candidates); undefined when no word has any other than itself. The distance comes
 * from damerau-levenshtein.
 */
export function wordsWithTypos(rows: readonly TypoCandidate[]): string[][] | undefined {
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
