import { and, eq, getTableColumns, gt, gte, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Banner } from '@pulso/contracts/content';
import type { CountryCode } from '@pulso/contracts/country';
import {
  contentBanners,
  contentItems,
  type ContentLanguage,
  type StoredContentItem,
} from '../../db/schema/content.ts';
import { countriesWhere, type CountryScope } from '../../platform/db/country-scope.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { Publication } from './catalogue-entry.ts';

export type { StoredContentItem } from '../../db/schema/content.ts';

export interface ContentItemRow {
  id: string;
  language: ContentLanguage;
  countries: CountryCode[];
  product: string | null;
  exclusive: boolean;
  searchText: string;
  document: StoredContentItem;
  publication: Publication | null;
}

export interface BannerRow {
  id: string;
  language: ContentLanguage;
  countries: CountryCode[];
  position: number;
  isPublic: boolean;
  contentId: string | null;
  document: Banner;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters a statement. */
const CHUNK = 500;

/** `SET column = excluded.column` for every column named (an upsert that replaces the row). */
function replaceAll(table: PgTable, names: readonly string[]): Record<string, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    names.map((name) => {
      const column = columns[name];
      if (!column) throw new Error(`no column ${name}`);
      return [name, sql.raw(`excluded."${column.name}"`)];
    }),
  );
}

const itemColumns = [
  'language',
  'countries',
  'mainCluster',
  'categoryId',
  'product',
  'exclusive',
  'isSpeakerTraining',
  'isCompanyContent',
  'position',
  'title',
  'synopsis',
  'participant',
  'publishDate',
  'searchText',
  'document',
  'status',
  'approvalCode',
  'validFrom',
  'validTo',
  'updatedAt',
] as const;

/** Writes items; an existing id is replaced (`replace`) or left as it is. */
export async function writeContentItems(
  db: Queryable,
  rows: readonly ContentItemRow[],
  options: { replace: boolean },
): Promise<void> {
  const now = new Date();
  for (let start = 0; start < rows.length; start += CHUNK) {
    const values = rows.slice(start, start + CHUNK).map((row) => ({
      id: row.id,
      language: row.language,
      countries: row.countries,
      mainCluster: row.document.mainCluster,
      categoryId: row.document.categoryId,
      product: row.product,
      exclusive: row.exclusive,
      isSpeakerTraining: row.document.isSpeakerTraining,
      isCompanyContent: row.document.isCompanyContent,
      position: row.document.position,
      title: row.document.title,
      synopsis: row.document.synopsis,
      participant: row.document.participant,
      publishDate: new Date(row.document.publishDate),
      searchText: row.searchText,
      document: row.document,
      status: row.publication?.status ?? 'approved',
      approvalCode: row.publication?.approvalCode ?? null,
      validFrom: row.publication?.validFrom ?? null,
      validTo: row.publication?.validTo ?? null,
      updatedAt: now,
    }));
    const insert = db.insert(contentItems).values(values);
    await (options.replace
      ? insert.onConflictDoUpdate({
          target: contentItems.id,
          set: replaceAll(contentItems, itemColumns),
        })
      : insert.onConflictDoNothing({ target: contentItems.id }));
  }
}

const bannerColumns = [
  'language',
  'countries',
  'position',
  'isPublic',
  'contentId',
  'document',
] as const;

export async function writeBanners(
  db: Queryable,
  rows: readonly BannerRow[],
  options: { replace: boolean },
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const insert = db.insert(contentBanners).values(rows.slice(start, start + CHUNK));
    await (options.replace
      ? insert.onConflictDoUpdate({
          target: contentBanners.id,
          set: replaceAll(contentBanners, bannerColumns),
        })
      : insert.onConflictDoNothing({ target: contentBanners.id }));
  }
}

// ---------------------------------------------------------------------------------------------
// The back office's writes (its events' texts, its courses)

/** An item as the back office lists it. */
export interface ScopedItemRecord {
  id: string;
  title: string;
  countries: CountryCode[];
  language: ContentLanguage;
  document: StoredContentItem;
}

/** The items of a main cluster with a country in the scope, by title (`id`: that item only). */
export function listScopedItems(
  db: Queryable,
  scope: CountryScope,
  { mainCluster, id }: { mainCluster: StoredContentItem['mainCluster']; id?: string | undefined },
): Promise<ScopedItemRecord[]> {
  return db
    .select({
      id: contentItems.id,
      title: contentItems.title,
      countries: contentItems.countries,
      language: contentItems.language,
      document: contentItems.document,
    })
    .from(contentItems)
    .where(
      and(
        countriesWhere(scope, contentItems.countries),
        eq(contentItems.mainCluster, mainCluster),
        id ? eq(contentItems.id, id) : undefined,
      ),
    )
    .orderBy(contentItems.title);
}

/** Locks the item's row until the transaction ends. */
export async function lockItem(tx: Queryable, id: string): Promise<void> {
  await tx.execute(sql`select 1 from ${contentItems} where ${contentItems.id} = ${id} for update`);
}

/** Rewrites an item's document and the columns read from it (what search finds besides). */
export async function updateItemText(
  db: Queryable,
  id: string,
  document: StoredContentItem,
  searchText: string,
): Promise<void> {
  await db
    .update(contentItems)
    .set({
      title: document.title,
      synopsis: document.synopsis,
      categoryId: document.categoryId,
      participant: document.participant,
      document,
      searchText,
    })
    .where(eq(contentItems.id, id));
}

/** Approves the item with its code, which its document carries too (`cfApprovalCode`). */
export async function approveItem(db: Queryable, id: string, approvalCode: string): Promise<void> {
  await db
    .update(contentItems)
    .set({
      status: 'approved',
      approvalCode,
      document: sql`jsonb_set(${contentItems.document}, '{cfApprovalCode}', to_jsonb(${approvalCode}::text))`,
    })
    .where(eq(contentItems.id, id));
}

/** Withdraws an item: doctors no longer see it. */
export async function withdrawItem(db: Queryable, id: string): Promise<void> {
  await db.update(contentItems).set({ status: 'withdrawn' }).where(eq(contentItems.id, id));
}

/** The validity bounds of approved items still to start or end at `now`. */
export async function listValidityBounds(
  db: Queryable,
  now: Date,
): Promise<{ validFrom: Date | null; validTo: Date | null }[]> {
  return db
    .select({ validFrom: contentItems.validFrom, validTo: contentItems.validTo })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.status, 'approved'),
        or(gt(contentItems.validFrom, now), gte(contentItems.validTo, now)),
      ),
    );
}
