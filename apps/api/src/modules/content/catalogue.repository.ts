import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Banner } from '@pulso/contracts/content';
import type { CountryCode } from '@pulso/contracts/country';
import {
  contentBanners,
  contentItems,
  type ContentLanguage,
  type StoredContentItem,
} from '../../db/schema/content.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { Publication } from './catalogue-entry.ts';

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
