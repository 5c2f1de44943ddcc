import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Banner, MainCluster, Thumbnail } from '@pulso/contracts/content';
import type { CountryCode } from '@pulso/contracts/country';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import {
  contentAccesses,
  contentBanners,
  contentItems,
  savedItems,
  type StoredContentItem,
} from '../../db/schema/content.ts';
import type { Queryable } from '../../platform/db/database.ts';

/** What a card shows (spec §3 item fields of a row, a search result, the see-later list). */
export interface CardRecord {
  id: string;
  title: string;
  position: number;
  synopsis: string;
  duration: number | null;
  publishDate: Date;
  mainCluster: MainCluster;
  participant: string | null;
  trackingGA: string | null;
  thumbnail: Thumbnail | null;
  categoryId: SpecialtyArea;
  isCompanyContent: boolean;
  isSpeakerTraining: boolean;
}

export const cardColumns = {
  id: contentItems.id,
  title: contentItems.title,
  position: contentItems.position,
  synopsis: contentItems.synopsis,
  duration: sql<number | null>`${contentItems.document}->'duration'`,
  publishDate: contentItems.publishDate,
  mainCluster: contentItems.mainCluster,
  participant: contentItems.participant,
  trackingGA: sql<string | null>`${contentItems.document}->>'trackingGA'`,
  thumbnail: sql<Thumbnail | null>`${contentItems.document}->'thumbnail'`,
  categoryId: contentItems.categoryId,
  isCompanyContent: contentItems.isCompanyContent,
  isSpeakerTraining: contentItems.isSpeakerTraining,
};

/** Which items a list takes, always among those the country may see. */
export interface CardFilter {
  country: CountryCode;
  /** The publication clock's instant: the items published then. */
  at: Date;
  /** Speaker-training items: only them (true) or none of them (false). */
  speakerTraining: boolean;
  mainCluster?: MainCluster;
  notMainCluster?: MainCluster;
  categories?: readonly SpecialtyArea[];
  notCategories?: readonly SpecialtyArea[];
  isCompanyContent?: boolean;
  exclusive?: boolean;
  product?: string;
}

export type CardOrder = 'position' | 'newest' | 'title';

export interface CardQuery {
  filter: CardFilter;
  order: CardOrder;
  /** Items of these categories first, then `order`. */
  preferred?: readonly SpecialtyArea[];
  limit: number;
  offset?: number;
}

/**
 * Published at `at` (the publication clock's instant, publication.ts): approved (not withdrawn)
 * and `at` within [validFrom, validTo], both inclusive, a missing bound being open. Every read of
 * doctors' content ANDs this in (issue 17: valid-from and valid-to are enforced when reading).
 */
export function publishedAt(at: Date): SQL {
  return and(
    eq(contentItems.status, 'approved'),
    or(isNull(contentItems.validFrom), lte(contentItems.validFrom, at)),
    or(isNull(contentItems.validTo), gte(contentItems.validTo, at)),
  )!;
}

/** The country may see it, and it is published at `at` (approved, within its validity). */
const visibleTo = (country: CountryCode, at: Date) =>
  and(arrayContains(contentItems.countries, [country]), publishedAt(at));

function whereOf(filter: CardFilter): SQL | undefined {
  return and(
    visibleTo(filter.country, filter.at),
    eq(contentItems.isSpeakerTraining, filter.speakerTraining),
    filter.mainCluster && eq(contentItems.mainCluster, filter.mainCluster),
    filter.notMainCluster && ne(contentItems.mainCluster, filter.notMainCluster),
    filter.categories && inArray(contentItems.categoryId, [...filter.categories]),
    filter.notCategories?.length
      ? notInArray(contentItems.categoryId, [...filter.notCategories])
      : undefined,
    filter.isCompanyContent === undefined
      ? undefined
      : eq(contentItems.isCompanyContent, filter.isCompanyContent),
    filter.exclusive === undefined ? undefined : eq(contentItems.exclusive, filter.exclusive),
    filter.product === undefined ? undefined : eq(contentItems.product, filter.product),
  );
}

const titleKey = sql`pulso_unaccent(lower(${contentItems.title}))`;

/** Newest first, spelt as the indexes are (`DESC NULLS LAST`) so that they serve the order. */
export const newestFirst = sql`${contentItems.publishDate} desc nulls last`;

const orders: Record<CardOrder, SQL[]> = {
  position: [asc(contentItems.position), newestFirst, asc(contentItems.id)],
  newest: [newestFirst, asc(contentItems.id)],
  title: [asc(titleKey), asc(contentItems.id)],
};

function selectCards(
  db: Queryable,
  filter: CardFilter,
  order: CardOrder,
  limit: number,
  offset = 0,
) {
  return db
    .select(cardColumns)
    .from(contentItems)
    .where(whereOf(filter))
    .orderBy(...orders[order])
    .limit(limit)
    .offset(offset);
}

/**
 * The filter's items in `order`, those of the preferred categories first. Preferred and other
 * items are two queries, each in an order an index serves (publish date, position), rather than
 * one that sorts every visible item by "is preferred".
 */
export async function listCards(db: Queryable, query: CardQuery): Promise<CardRecord[]> {
  const { filter, order, limit, offset = 0 } = query;
  const preferred = (query.preferred ?? []).filter(
    (area) => (filter.categories?.includes(area) ?? true) && !filter.notCategories?.includes(area),
  );
  const allPreferred = filter.categories?.every((area) => preferred.includes(area)) ?? false;
  if (!preferred.length || allPreferred) return selectCards(db, filter, order, limit, offset);
  const first = await selectCards(db, { ...filter, categories: preferred }, order, offset + limit);
  const rest =
    first.length >= offset + limit
      ? []
      : await selectCards(
          db,
          { ...filter, notCategories: [...(filter.notCategories ?? []), ...preferred] },
          order,
          offset + limit - first.length,
        );
  return [...first, ...rest].slice(offset, offset + limit);
}

/**
 * The items the most doctors of the country opened since `since` (content_accesses), topped up by
 * position: the `top10` row. Each doctor counts once per item, however often they opened it (a
 * reload is not a new reader); openings through a public link (no doctor) do not count.
 * Speaker-training items are left out. The readers are counted first (the country's index), then
 * the few items fetched, so no query sorts the whole catalogue.
 */
export async function listMostOpenedCards(
  db: Queryable,
  query: { country: CountryCode; at: Date; since: Date; limit: number },
): Promise<CardRecord[]> {
  const opens = sql<number>`count(distinct ${contentAccesses.userId})`;
  const opened = await db
    .select({ contentId: contentAccesses.contentId, opens })
    .from(contentAccesses)
    .where(
      and(
        eq(contentAccesses.country, query.country),
        gt(contentAccesses.accessedAt, query.since),
        isNotNull(contentAccesses.userId),
      ),
    )
    .groupBy(contentAccesses.contentId)
    .orderBy(desc(opens), asc(contentAccesses.contentId))
    // Some of the most opened may be speaker training or no longer visible.
    .limit(query.limit * 3);
  const visible = { country: query.country, at: query.at, speakerTraining: false };
  const found = opened.length
    ? await db
        .select(cardColumns)
        .from(contentItems)
        .where(
          and(
            whereOf(visible),
            inArray(
              contentItems.id,
              opened.map((o) => o.contentId),
            ),
          ),
        )
    : [];
  const opensOf = new Map(opened.map((o) => [o.contentId, Number(o.opens)]));
  const top = found
    .sort(
      (a, b) =>
        (opensOf.get(b.id) ?? 0) - (opensOf.get(a.id) ?? 0) ||
        a.position - b.position ||
        b.publishDate.getTime() - a.publishDate.getTime() ||
        (a.id < b.id ? -1 : 1),
    )
    .slice(0, query.limit);
  if (top.length === query.limit) return top;
  const topUp = await selectCards(db, visible, 'position', query.limit);
  const taken = new Set(top.map((card) => card.id));
  return [...top, ...topUp.filter((card) => !taken.has(card.id))].slice(0, query.limit);
}

/** Whether the country sees any item of that product (for `exclusive-<product>`). */
export async function productIsListed(
  db: Queryable,
  country: CountryCode,
  product: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(visibleTo(country, at), eq(contentItems.product, product)))
    .limit(1);
  return rows.length > 0;
}

export interface ItemRecord {
  document: StoredContentItem;
  isSpeakerTraining: boolean;
}

/** An item the country may see, or undefined (unknown id or another country's item alike). */
export async function findVisibleItem(
  db: Queryable,
  country: CountryCode,
  id: string,
  at: Date,
): Promise<ItemRecord | undefined> {
  const rows = await db
    .select({ document: contentItems.document, isSpeakerTraining: contentItems.isSpeakerTraining })
    .from(contentItems)
    .where(and(eq(contentItems.id, id), visibleTo(country, at)))
    .limit(1);
  return rows[0];
}

/**
 * Records that a doctor opened an item, once per doctor, item and UTC day: asking again the same
 * day changes nothing (a reload, a second tab).
 */
export async function insertContentView(
  db: Queryable,
  view: { userId: string; contentId: string; country: CountryCode; now: Date },
): Promise<void> {
  const day = new Date(view.now);
  day.setUTCHours(0, 0, 0, 0);
  await db.execute(sql`
    insert into ${contentAccesses} (user_id, content_id, country, via, accessed_at)
    select ${view.userId}::uuid, ${view.contentId}, ${view.country}, 'session',
      ${view.now.toISOString()}::timestamptz
    where not exists (
      select 1 from ${contentAccesses}
      where ${contentAccesses.userId} = ${view.userId}::uuid
        and ${contentAccesses.contentId} = ${view.contentId}
        and ${contentAccesses.accessedAt} >= ${day.toISOString()}::timestamptz
    )`);
}

/** An opening through a public token link (no doctor behind it). */
export async function insertContentAccess(
  db: Queryable,
  access: {
    userId: string | null;
    contentId: string;
    country: CountryCode;
    via: 'session' | 'token';
  },
): Promise<void> {
  await db.insert(contentAccesses).values(access);
}

// ---------------------------------------------------------------------------------------------
// Banners

/** A banner with whether the public landing shows it too (its image is then a public file). */
export interface BannerRecord {
  document: Banner;
  isPublic: boolean;
}

export async function listBanners(
  db: Queryable,
  query: { country: CountryCode; publicOnly: boolean },
): Promise<BannerRecord[]> {
  const rows = await db
    .select({
      document: contentBanners.document,
      isPublic: contentBanners.isPublic,
      contentId: contentBanners.contentId,
    })
    .from(contentBanners)
    .where(
      and(
        arrayContains(contentBanners.countries, [query.country]),
        query.publicOnly ? eq(contentBanners.isPublic, true) : undefined,
      ),
    )
    .orderBy(asc(contentBanners.position), asc(contentBanners.id));
  // The column is the truth for the item a banner opens (documents stored before it was served).
  return rows.map(({ document, isPublic, contentId }) => ({
    document: { ...document, contentId },
    isPublic,
  }));
}

// ---------------------------------------------------------------------------------------------
// Public media

/**
 * The image URLs anyone may load (decision 016): the card thumbnails of the items that are not
 * speaker training (the landing's teaser shows them signed out) and those of the public banners.
 */
export async function listPublicThumbnailUrls(db: Queryable): Promise<string[]> {
  const itemUrl = sql<string>`${contentItems.document}->'thumbnail'->>'url'`;
  const bannerUrl = sql<string>`${contentBanners.document}->'thumbnail'->>'url'`;
  const [items, banners] = await Promise.all([
    db
      .selectDistinct({ url: itemUrl })
      .from(contentItems)
      .where(and(eq(contentItems.isSpeakerTraining, false), sql`${itemUrl} IS NOT NULL`)),
    db
      .selectDistinct({ url: bannerUrl })
      .from(contentBanners)
      .where(and(eq(contentBanners.isPublic, true), sql`${bannerUrl} IS NOT NULL`)),
  ]);
  return [...items, ...banners].map((row) => row.url);
}

// ---------------------------------------------------------------------------------------------
// Saved items (see later)

export async function listSavedIds(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .select({ contentId: savedItems.contentId })
    .from(savedItems)
    .where(eq(savedItems.userId, userId));
  return rows.map((row) => row.contentId);
}

/** The user's saved items that the country may see, newest saved first. */
export async function listSavedCards(
  db: Queryable,
  query: {
    userId: string;
    country: CountryCode;
    at: Date;
    speakerTraining: boolean;
    limit: number;
  },
): Promise<CardRecord[]> {
  return db
    .select(cardColumns)
    .from(savedItems)
    .innerJoin(contentItems, eq(contentItems.id, savedItems.contentId))
    .where(
      and(
        eq(savedItems.userId, query.userId),
        visibleTo(query.country, query.at),
        query.speakerTraining ? undefined : eq(contentItems.isSpeakerTraining, false),
      ),
    )
    .orderBy(desc(savedItems.savedAt), asc(savedItems.contentId))
    .limit(query.limit);
}

export async function insertSavedItem(
  db: Queryable,
  saved: { userId: string; contentId: string },
): Promise<void> {
  await db.insert(savedItems).values(saved).onConflictDoNothing();
}

export async function deleteSavedItem(
  db: Queryable,
  saved: { userId: string; contentId: string },
): Promise<void> {
  await db
    .delete(savedItems)
    .where(and(eq(savedItems.userId, saved.userId), eq(savedItems.contentId, saved.contentId)));
}

// ---------------------------------------------------------------------------------------------
// The reader's areas

/** What a new-content announcement needs of an item published at `at` (undefined: it is not). */
export async function findPublishedItem(db: Queryable, id: string, at: Date) {
  const [row] = await db
    .select({
      id: contentItems.id,
      title: contentItems.title,
      countries: contentItems.countries,
      categoryId: contentItems.categoryId,
      mainCluster: contentItems.mainCluster,
      isSpeakerTraining: contentItems.isSpeakerTraining,
      validTo: contentItems.validTo,
    })
    .from(contentItems)
    .where(and(eq(contentItems.id, id), publishedAt(at)));
  return row;
}
