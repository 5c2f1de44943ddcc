import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from '@pulso/contracts/content';
import type { CountryCode } from '@pulso/contracts/country';
import { contentItems } from '../../db/schema/content.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { cardColumns, newestFirst, publishedAt, type CardRecord } from './content.repository.ts';
import { wordsWithTypos, type TypoCandidate } from './search-typos.ts';

/** The most similar candidates measured per typed word (the right one is among the first). */
const CANDIDATES_PER_WORD = 30;

/**
 * The words of `text` as the search vector has them (unaccented, lower-case, in order), each
 * beside the catalogue's words (`search_words`) that may be it with typos: the words sharing a
 * trigram with it (their array index; the first letter's trigram `  x` left out, shared by too
 * many), the 30 most similar kept, and every product's name (a few dozen). search-typos.ts keeps
 * those within its typos. pg_trgm's `%` is not used: on PGlite it hangs the database (migration
 * 0032).
 */
async function typoCandidates(db: Queryable, text: string): Promise<TypoCandidate[]> {
  const answer = await db.execute(sql`
    with typed as (
      select word, position
      from regexp_split_to_table(pulso_unaccent(lower(${text})), '[^a-z0-9]+')
        with ordinality as split(word, position)
      where word <> ''
    )
    select typed.position, typed.word as typed, near.word as near, near.product
    from typed left join lateral (
      (select word, product from search_words
        where length(typed.word) >= 5
          and trigrams && array(
            select trigram from unnest(show_trgm(typed.word)) as trigram
            where trigram not like '  %')
          and abs(length(word) - length(typed.word)) <= 2
        order by similarity(word, typed.word) desc
        limit ${CANDIDATES_PER_WORD})
      union
      (select word, product from search_words
        where length(typed.word) >= 5 and product
          and abs(length(word) - length(typed.word)) <= 2)
    ) near on true
    order by typed.position`);
  return (answer as unknown as { rows: TypoCandidate[] }).rows;
}

/** Shorter queries are not matched by trigrams: one or two letters are in almost any title. */
const FUZZY_MIN_LENGTH = 3;

/** A search as the repository runs it (the contracts' `SearchQuery` is the request's query string). */
export interface CardSearch {
  country: CountryCode;
  /** The publication clock's instant: the items published then. */
  at: Date;
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

/** The columns a search's rank is computed from, carried by its candidate rows. */
const rankInputs = {
  id: contentItems.id,
  publishDate: contentItems.publishDate,
  language: contentItems.language,
  searchVector: contentItems.searchVector,
  titleUnaccented: contentItems.titleUnaccented,
};
/** A search's rank of one candidate, from its carried columns. */
type RankOf = (row: Record<keyof typeof rankInputs, SQLWrapper>) => SQL;

/**
 * How many of a search's matches are ranked: the newest ones (ten pages). A page of the matches
 * then reads about this many rows however broad the words (see rankedPage).
 */
const RANK_WINDOW = 200;

/**
 * One page of the matches, with the number of matches counted up to SEARCH_COUNT_CAP.
 *
 * Only the newest RANK_WINDOW matches are ranked (ts_rank_cd or word similarity, ties newest
 * first); matches past them follow newest first. A search with up to RANK_WINDOW matches is thus
 * ranked whole, as before. A broad word no longer scores every match: EXPLAIN (ANALYZE, BUFFERS)
 * at a million items showed the cost of a first ask in the visits of every match's row (one
 * 8 kB page each: 45,000 pages and a second for "câncer") and their rank. The newest matches
 * come from the publish-date index, read until enough rows match (a few thousand rows for a
 * broad word), or from the words' GIN index when they are few; the window (one row more than
 * RANK_WINDOW) also says whether the capped count is needed, which stops at SEARCH_COUNT_CAP + 1
 * rows. Only the page's rows are joined back for their card columns.
 */
async function rankedPage(
  db: Queryable,
  query: CardSearch,
  match: SQL | undefined,
  rankOf: RankOf,
): Promise<Found> {
  const where = and(
    arrayContains(contentItems.countries, [query.country]),
    publishedAt(query.at),
    query.speakerTraining ? undefined : eq(contentItems.isSpeakerTraining, false),
    match,
  );
  const matchesNewestFirst = (limit: number, offset = 0) =>
    db
      .select(rankInputs)
      .from(contentItems)
      .where(where)
      .orderBy(newestFirst, asc(contentItems.id))
      .limit(limit)
      .offset(offset);
  const countMatches = async () => {
    const matches = db
      .select({ one: sql`1`.as('one') })
      .from(contentItems)
      .where(where)
      .limit(SEARCH_COUNT_CAP + 1)
      .as('matches');
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(matches);
    return counted?.total ?? 0;
  };
  const found = (cards: CardRecord[], total: number): Found => ({
    cards,
    total: Math.min(total, SEARCH_COUNT_CAP),
    capped: total > SEARCH_COUNT_CAP,
  });
  /** Matches past the ranked window, newest first (`offset` counts from the first match). */
  const pastWindow = async (offset: number, limit: number) => {
    const page = matchesNewestFirst(limit, offset).as('page');
    return db
      .select(cardColumns)
      .from(page)
      .innerJoin(contentItems, eq(contentItems.id, page.id))
      .orderBy(desc(page.publishDate), asc(contentItems.id));
  };

  if (query.offset >= RANK_WINDOW) {
    const [cards, total] = await Promise.all([
      pastWindow(query.offset, query.limit),
      countMatches(),
    ]);
    return found(cards, total);
  }
  const candidates = db.$with('search_candidates').as(matchesNewestFirst(RANK_WINDOW + 1));
  const ranked = db
    .select({
      id: candidates.id,
      publishDate: candidates.publishDate,
      rank: sql<number>`${rankOf(candidates)}`.as('search_rank'),
    })
    .from(candidates)
    .orderBy(desc(candidates.publishDate), asc(candidates.id))
    .limit(RANK_WINDOW)
    .as('ranked');
  const page = db
    .select({ id: ranked.id, rank: ranked.rank })
    .from(ranked)
    .orderBy(desc(ranked.rank), desc(ranked.publishDate), asc(ranked.id))
    .limit(query.limit)
    .offset(query.offset)
    .as('page');
  const rows = await db
    .with(candidates)
    .select({
      ...cardColumns,
      searchTotal: sql<number>`(select count(*) from ${candidates})`.mapWith(Number),
    })
    .from(page)
    .innerJoin(contentItems, eq(contentItems.id, page.id))
    .orderBy(desc(page.rank), newestFirst, asc(contentItems.id));
  const cards: CardRecord[] = rows.map(({ searchTotal: _total, ...card }) => card);
  const inWindow = rows[0]?.searchTotal ?? (query.offset === 0 ? 0 : undefined);
  // More matches than the window (or `from` past them all): counted on their own, up to the cap.
  if (inWindow !== undefined && inWindow <= RANK_WINDOW) return found(cards, inWindow);
  const [total, past] = await Promise.all([
    countMatches(),
    cards.length < query.limit && inWindow !== undefined
      ? pastWindow(RANK_WINDOW, query.limit - cards.length)
      : [],
  ]);
  return found([...cards, ...past], total);
}

/** A full-text query of one text-search configuration (`spanish` or `portuguese`). */
type TsQueryOf = (config: SQL) => SQL;

/**
 * The rows matching `tsQueryOf`, each in its own language's configuration, ranked by ts_rank_cd
 * (title A, participant, synopsis and product B, body C).
 */
function fullTextPage(db: Queryable, query: CardSearch, tsQueryOf: TsQueryOf): Promise<Found> {
  const spanish = sql`(${tsQueryOf(sql.raw(`'spanish'`))})`;
  const portuguese = sql`(${tsQueryOf(sql.raw(`'portuguese'`))})`;
  return rankedPage(
    db,
    query,
    or(
      and(eq(contentItems.language, 'pt-br'), sql`${contentItems.searchVector} @@ ${portuguese}`),
      and(ne(contentItems.language, 'pt-br'), sql`${contentItems.searchVector} @@ ${spanish}`),
    ),
    (row) =>
      sql`ts_rank_cd(${row.searchVector}, case when ${row.language} = 'pt-br' then ${portuguese} else ${spanish} end)`,
  );
}

/**
 * Full-text search on the generated `search_vector` (unaccented, in the item's language
 * configuration: `spanish` or `portuguese`), ranked by ts_rank_cd. Only items the country may
 * see; ties newest first. When the words match nothing, in turn:
 * - typos (decision 079): each word of 5 letters or more also stands for the catalogue's words
 *   one typo away (two from 9 letters; product names one more), and the search runs again with
 *   them (`xareto` finds what `xarelto` finds: the product and its content);
 * - the unaccented title matched by trigram word similarity (`<%` on the stored unaccented
 *   lower-case title, served by its GIN trigram index; pg_trgm's word_similarity_threshold, 0.6)
 *   and ranked by it: a word's beginning, or a short word.
 *
 * These are fallbacks rather than OR-ed in: a broad word already matches thousands of items by
 * full text, and scoring each of them by similarity too would double the work of every search.
 */
export async function searchCards(db: Queryable, query: CardSearch): Promise<Found> {
  const unaccented = sql`pulso_unaccent(${query.text})`;
  const fullText = await fullTextPage(
    db,
    query,
    (config) => sql`websearch_to_tsquery(${config}, ${unaccented})`,
  );
  if (fullText.total > 0 || query.text.trim().length < FUZZY_MIN_LENGTH) return fullText;
  const words = wordsWithTypos(await typoCandidates(db, query.text));
  if (words) {
    // Every word (or one of its near words) must match, as websearch_to_tsquery's words do.
    const corrected = await fullTextPage(db, query, (config) =>
      sql.join(
        words.map(
          (near) =>
            sql`(${sql.join(
              near.map((word) => sql`plainto_tsquery(${config}, ${word})`),
              sql` || `,
            )})`,
        ),
        sql` && `,
      ),
    );
    if (corrected.total > 0) return corrected;
  }
  const needle = sql`pulso_unaccent(lower(${query.text}))`;
  const title = contentItems.titleUnaccented;
  return rankedPage(
    db,
    query,
    sql`${needle} <% ${title}`,
    (row) => sql`word_similarity(${needle}, ${row.titleUnaccented})`,
  );
}
