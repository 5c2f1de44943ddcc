import {
  and,
  arrayContains,
  asc,
  eq,
  gte,
  inArray,
  lt,
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
 * How far back from the publication instant each look for the newest matches goes, in days, in
 * turn until one finds the window (see newestMatches); the last looks at every match.
 */
const LOOK_BACK_DAYS = [7, 30, 120, 365];

/** The sizes rankedPage works with; tests make them small to reach every step with few items. */
export interface SearchWindow {
  rank: number;
  lookBackDays: readonly number[];
}
const searchWindow: SearchWindow = { rank: RANK_WINDOW, lookBackDays: LOOK_BACK_DAYS };

/**
 * Runs `read` with the planner kept off plain and ordered index scans and sequential scans: the
 * matches are then read through the words' (or the title's) GIN index as a bitmap, however many
 * the planner guesses. Its guess for a word it has no statistics for (a typo) made it read the
 * whole catalogue in date order looking for matches that did not exist (issue 35: 4 s at 100,000
 * items); for words that come together (`efeitos adversos`) it guessed ten times too few.
 */
function throughBitmaps<T>(db: Queryable, read: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true), set_config('enable_seqscan', 'off', true)`,
    );
    return read(tx);
  });
}

/**
 * One page of the matches, with the number of matches counted up to SEARCH_COUNT_CAP.
 *
 * Only the newest RANK_WINDOW matches are ranked (ts_rank_cd or word similarity, ties newest
 * first); matches past them follow newest first. A search with up to RANK_WINDOW matches is thus
 * ranked whole. A broad word does not score every match: EXPLAIN (ANALYZE, BUFFERS) at a million
 * items showed the cost of a first ask in the visits of every match's row (one 8 kB page each).
 *
 * The window (one row more than RANK_WINDOW, which also says whether the count is needed) is read
 * in looks back from the publication instant, the matches of the last 7 days first, then those of
 * the 30, 120 and 365 days before, then the older ones, each newest first: the rows of
 * `where … order by publish_date desc, id limit RANK_WINDOW + 1`, in one statement that stops at
 * the look that fills it. Each look costs about its own matches, through the GIN index and the
 * date index as bitmaps (throughBitmaps): a broad word's last week at a million items (a thousand
 * rows, where reading every match would be a hundred thousand), a topic word's last month, a rare
 * word's all (decision 084). The count, only when the window is full, stops at SEARCH_COUNT_CAP + 1
 * rows. Only the page's rows are read for their card columns.
 */
async function rankedPage(
  db: Queryable,
  query: CardSearch,
  match: SQL,
  rankOf: RankOf,
  window: SearchWindow = searchWindow,
): Promise<Found> {
  const where = and(
    arrayContains(contentItems.countries, [query.country]),
    publishedAt(query.at),
    query.speakerTraining ? undefined : eq(contentItems.isSpeakerTraining, false),
    match,
  );
  const found = (cards: CardRecord[], total: number): Found => ({
    cards,
    total: Math.min(total, SEARCH_COUNT_CAP),
    capped: total > SEARCH_COUNT_CAP,
  });
  const countMatches = sql`(select count(*) from (select 1 from ${contentItems} where ${where} limit ${SEARCH_COUNT_CAP + 1}) as matches)`;
  const { id, publishDate } = contentItems;

  if (query.offset >= window.rank) {
    // Past the ranked window (`from` 200 on): newest first, counted from the first match.
    const [page, total] = await throughBitmaps(db, async (tx) => {
      const ids = await tx
        .select({ id })
        .from(contentItems)
        .where(where)
        .orderBy(newestFirst, asc(id))
        .limit(query.limit)
        .offset(query.offset);
      const [counted] = await tx
        .execute(sql`select ${countMatches} as total`)
        .then(rowsOf<{ total: number | string }>);
      return [ids.map((row) => row.id), Number(counted?.total ?? 0)] as const;
    });
    return found(await cardsInOrder(db, page), total);
  }

  const wanted = window.rank + 1;
  const bounds = window.lookBackDays.map(
    (days) => new Date(query.at.getTime() - days * 86_400_000),
  );
  const look = (newer: Date | undefined, older: Date | undefined) =>
    sql`(select ${id}, ${publishDate}, ${rankOf(contentItems)} as search_rank from ${contentItems}
      where ${and(where, newer ? lt(publishDate, newer) : undefined, older ? gte(publishDate, older) : undefined)}
      order by ${newestFirst}, ${id} limit ${wanted})`;
  const looks = [undefined, ...bounds].map((newer, at) => look(newer, bounds[at]));
  const rows = await throughBitmaps(db, (tx) =>
    tx
      .execute(
        sql`with candidates as materialized (${sql.join(looks, sql` union all `)} limit ${wanted}),
          in_window as (select id, publish_date, search_rank from candidates
            order by publish_date desc, id limit ${window.rank}),
          page as (select id, publish_date, search_rank from in_window
            order by search_rank desc, publish_date desc, id limit ${query.limit} offset ${query.offset}),
          counted as (select count(*) as in_window from candidates)
        select page.id, counted.in_window,
          case when counted.in_window > ${window.rank} then ${countMatches} end as total
        from counted left join page on true
        order by page.search_rank desc, page.publish_date desc, page.id`,
      )
      .then(
        rowsOf<{ id: string | null; in_window: number | string; total: number | string | null }>,
      ),
  );
  const inWindow = Number(rows[0]?.in_window ?? 0);
  const pageIds = rows.flatMap((row) => (row.id === null ? [] : [row.id]));
  const total = inWindow > window.rank ? Number(rows[0]?.total ?? 0) : inWindow;
  const cards = await cardsInOrder(db, pageIds);
  // The page reaches past the window: the matches after it follow, newest first.
  if (inWindow > window.rank && cards.length < query.limit) {
    const past = await throughBitmaps(db, (tx) =>
      tx
        .select({ id })
        .from(contentItems)
        .where(where)
        .orderBy(newestFirst, asc(id))
        .limit(query.limit - cards.length)
        .offset(window.rank),
    );
    cards.push(
      ...(await cardsInOrder(
        db,
        past.map((row) => row.id),
      )),
    );
  }
  return found(cards, total);
}

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
function rowsOf<T>(answer: unknown): T[] {
  return (answer as { rows: T[] }).rows;
}

/** The cards of these items, in this order. */
async function cardsInOrder(db: Queryable, ids: readonly string[]): Promise<CardRecord[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(cardColumns)
    .from(contentItems)
    .where(inArray(contentItems.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A full-text query of one text-search configuration (`spanish` or `portuguese`). */
type TsQueryOf = (config: SQL) => SQL;

/**
 * The rows matching `tsQueryOf`, each in its own language's configuration, ranked by ts_rank_cd
 * (title A, participant, synopsis and product B, body C).
 */
function fullTextPage(
  db: Queryable,
  query: CardSearch,
  tsQueryOf: TsQueryOf,
  window: SearchWindow,
): Promise<Found> {
  const spanish = sql`(${tsQueryOf(sql.raw(`'spanish'`))})`;
  const portuguese = sql`(${tsQueryOf(sql.raw(`'portuguese'`))})`;
  return rankedPage(
    db,
    query,
    or(
      and(eq(contentItems.language, 'pt-br'), sql`${contentItems.searchVector} @@ ${portuguese}`),
      and(ne(contentItems.language, 'pt-br'), sql`${contentItems.searchVector} @@ ${spanish}`),
    )!,
    (row) =>
      sql`ts_rank_cd(${row.searchVector}, case when ${row.language} = 'pt-br' then ${portuguese} else ${spanish} end)`,
    window,
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
export async function searchCards(
  db: Queryable,
  query: CardSearch,
  window: SearchWindow = searchWindow,
): Promise<Found> {
  const unaccented = sql`pulso_unaccent(${query.text})`;
  const fullText = await fullTextPage(
    db,
    query,
    (config) => sql`websearch_to_tsquery(${config}, ${unaccented})`,
    window,
  );
  if (fullText.total > 0 || query.text.trim().length < FUZZY_MIN_LENGTH) return fullText;
  const words = wordsWithTypos(await typoCandidates(db, query.text));
  if (words) {
    // Every word (or one of its near words) must match, as websearch_to_tsquery's words do.
    const corrected = await fullTextPage(
      db,
      query,
      (config) =>
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
      window,
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
    window,
  );
}
