import { and, arrayContains, asc, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CountryCode } from '@pulso/contracts/country';
import { contentItems } from '../../db/schema/content.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { cardColumns, newestFirst, type CardRecord } from './content.repository.ts';

/** Shorter queries are not matched by trigrams: one or two letters are in almost any title. */
const FUZZY_MIN_LENGTH = 3;

export interface SearchQuery {
  country: CountryCode;
  text: string;
  /** Whether speaker-training items may be answered. */
  speakerTraining: boolean;
  limit: number;
  offset: number;
}

interface Found {
  cards: CardRecord[];
  total: number;
}

/**
 * One page of the matches in rank order (ties newest first), with the number of matches.
 *
 * The matches are ranked, counted and sorted as narrow rows (id and rank) and only the page's
 * rows are joined back for their card columns: carrying thousands of whole rows (document
 * included) through the count and the sort cost more than finding them.
 */
async function rankedPage(
  db: Queryable,
  query: SearchQuery,
  match: SQL | undefined,
  rank: SQL,
): Promise<Found> {
  const where = and(
    arrayContains(contentItems.countries, [query.country]),
    query.speakerTraining ? undefined : eq(contentItems.isSpeakerTraining, false),
    match,
  );
  const page = db
    .select({
      id: contentItems.id,
      rank: sql<number>`${rank}`.as('search_rank'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('search_total'),
    })
    .from(contentItems)
    .where(where)
    .orderBy(desc(rank), newestFirst, asc(contentItems.id))
    .limit(query.limit)
    .offset(query.offset)
    .as('page');
  const rows = await db
    .select({ ...cardColumns, total: page.total })
    .from(page)
    .innerJoin(contentItems, eq(contentItems.id, page.id))
    .orderBy(desc(page.rank), newestFirst, asc(contentItems.id));
  if (rows.length > 0 || query.offset === 0)
    return { cards: rows.map(({ total: _total, ...card }) => card), total: rows[0]?.total ?? 0 };
  // Past the last page: the window count came with no row, so count on its own.
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(contentItems)
    .where(where);
  return { cards: [], total: counted?.total ?? 0 };
}

/**
 * Full-text search on the generated `search_vector` (unaccented, in the item's language
 * configuration: `spanish` or `portuguese`), ranked by ts_rank_cd (title A, participant and
 * synopsis B, body C). When the words match nothing (a typo), the unaccented title is matched by
 * trigram word similarity instead (`<%`, served by the title's GIN trigram index; pg_trgm's
 * word_similarity_threshold, 0.6) and ranked by it. Only items the country may see; ties newest
 * first.
 *
 * Trigrams are a fallback rather than OR-ed in: a broad word already matches thousands of items
 * by full text, and scoring each of them by similarity too would double the work of every search.
 */
export async function searchCards(db: Queryable, query: SearchQuery): Promise<Found> {
  const unaccented = sql`pulso_unaccent(${query.text})`;
  const spanish = sql`websearch_to_tsquery('spanish', ${unaccented})`;
  const portuguese = sql`websearch_to_tsquery('portuguese', ${unaccented})`;
  const isPortuguese = eq(contentItems.language, 'pt-br');
  const fullText = await rankedPage(
    db,
    query,
    or(
      and(isPortuguese, sql`${contentItems.searchVector} @@ ${portuguese}`),
      and(ne(contentItems.language, 'pt-br'), sql`${contentItems.searchVector} @@ ${spanish}`),
    ),
    sql`ts_rank_cd(${contentItems.searchVector}, case when ${isPortuguese} then ${portuguese} else ${spanish} end)`,
  );
  if (fullText.total > 0 || query.text.trim().length < FUZZY_MIN_LENGTH) return fullText;
  const needle = sql`pulso_unaccent(lower(${query.text}))`;
  const title = sql`pulso_unaccent(lower(${contentItems.title}))`;
  return rankedPage(
    db,
    query,
    sql`${needle} <% ${title}`,
    sql`word_similarity(${needle}, ${title})`,
  );
}
