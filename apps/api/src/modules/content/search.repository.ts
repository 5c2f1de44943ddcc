import { and, arrayContains, asc, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from '@pulso/contracts/content';
import type { CountryCode } from '@pulso/contracts/country';
import { contentItems } from '../../db/schema/content.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { cardColumns, newestFirst, type CardRecord } from './content.repository.ts';

/** Shorter queries are not matched by trigrams: one or two letters are in almost any title. */
const FUZZY_MIN_LENGTH = 3;

/** A search as the repository runs it (the contracts' `SearchQuery` is the request's query string). */
export interface CardSearch {
  country: CountryCode;
  text: string;
  /** Whether speaker-training items may be answered. */
  speakerTraining: boolean;
  limit: number;
  offset: number;
}

export interface Found {
  cards: CardRecord[];
  /** The number of matches, or SEARCH_COUNT_CAP when there are more (`capped`). */
  total: number;
  capped: boolean;
}

/**
 * One page of the matches in rank order (ties newest first), with the number of matches counted
 * up to SEARCH_COUNT_CAP.
 *
 * The matches are ranked and sorted as narrow rows (id and rank) and only the page's rows are
 * joined back for their card columns: carrying thousands of whole rows (document included)
 * through the sort cost more than finding them. The count is a query of its own that stops at
 * the cap (a broad word matches tens of thousands of items at a million), and is skipped when
 * the first page is not full.
 */
async function rankedPage(
  db: Queryable,
  query: CardSearch,
  match: SQL | undefined,
  rank: SQL,
): Promise<Found> {
  const where = and(
    arrayContains(contentItems.countries, [query.country]),
    query.speakerTraining ? undefined : eq(contentItems.isSpeakerTraining, false),
    match,
  );
  const page = db
    .select({ id: contentItems.id, rank: sql<number>`${rank}`.as('search_rank') })
    .from(contentItems)
    .where(where)
    .orderBy(desc(rank), newestFirst, asc(contentItems.id))
    .limit(query.limit)
    .offset(query.offset)
    .as('page');
  const cards = await db
    .select(cardColumns)
    .from(page)
    .innerJoin(contentItems, eq(contentItems.id, page.id))
    .orderBy(desc(page.rank), newestFirst, asc(contentItems.id));
  if (query.offset === 0 && cards.length < query.limit)
    return { cards, total: cards.length, capped: false };
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(contentItems)
    .where(where)
    .limit(SEARCH_COUNT_CAP + 1)
    .as('matches');
  const [counted] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(matches);
  const total = counted?.total ?? 0;
  return { cards, total: Math.min(total, SEARCH_COUNT_CAP), capped: total > SEARCH_COUNT_CAP };
}

/**
 * Full-text search on the generated `search_vector` (unaccented, in the item's language
 * configuration: `spanish` or `portuguese`), ranked by ts_rank_cd (title A, participant and
 * synopsis B, body C). When the words match nothing (a typo), the unaccented title is matched by
 * trigram word similarity instead (`<%` on the stored unaccented lower-case title, served by its
 * GIN trigram index; pg_trgm's
 * word_similarity_threshold, 0.6) and ranked by it. Only items the country may see; ties newest
 * first.
 *
 * Trigrams are a fallback rather than OR-ed in: a broad word already matches thousands of items
 * by full text, and scoring each of them by similarity too would double the work of every search.
 */
export async function searchCards(db: Queryable, query: CardSearch): Promise<Found> {
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
  const title = contentItems.titleUnaccented;
  return rankedPage(
    db,
    query,
    sql`${needle} <% ${title}`,
    sql`word_similarity(${needle}, ${title})`,
  );
}
