import { bannerSchema, contentIdSchema, contentItemSchema } from '@pulso/contracts/content';
import {
  countryCodes,
  isCountryCode,
  regionalGroupOf,
  type CountryCode,
} from '@pulso/contracts/country';
import type { Queryable } from '../../platform/db/database.ts';
import type { CatalogueBanner, CatalogueEntry, ContentAudience } from './catalogue-entry.ts';
import {
  withdrawItem,
  writeBanners,
  writeContentItems,
  type BannerRow,
  type ContentItemRow,
  type StoredContentItem,
} from './catalogue.repository.ts';
import type { CatalogueChanges } from './content-cache.ts';
import { sanitiseItemHtml } from './sanitise-html.ts';

/** A catalogue entry or banner that cannot be stored; the message names it and each problem. */
/** One field the item's contract refused: its path in the item, Zod's code and message. */
export interface CatalogueEntryIssue {
  path: string;
  code: string;
  message: string;
}

export class CatalogueEntryError extends Error {
  constructor(
    what: string,
    problems: readonly string[],
    /** The item's fields the contract refused (none for an audience or language problem). */
    readonly issues: readonly CatalogueEntryIssue[] = [],
  ) {
    super(`${what} cannot be stored: ${problems.join('; ')}`);
    this.name = 'CatalogueEntryError';
  }
}

/** Country codes and regional groups → the countries, in the order of `countryCodes`. */
export function audienceCountries(audience: ContentAudience): CountryCode[] {
  const wanted = new Set(audience);
  return countryCodes.filter((code) => wanted.has(code) || wanted.has(regionalGroupOf[code]));
}

function checkAudience(what: string, audience: ContentAudience): CountryCode[] {
  const unknown = audience.filter(
    (name) => !isCountryCode(name) && !Object.values(regionalGroupOf).includes(name as never),
  );
  const countries = audienceCountries(audience);
  if (unknown.length || countries.length === 0)
    throw new CatalogueEntryError(what, [
      unknown.length
        ? `audience: unknown ${unknown.join(', ')}`
        : 'audience: names no country or regional group',
    ]);
  return countries;
}

function checkLanguage(what: string, language: string): void {
  if (language !== 'es' && language !== 'pt-br')
    throw new CatalogueEntryError(what, [`language: ${language} is not es or pt-br`]);
}

function issuesOf(error: { issues: readonly { path: PropertyKey[]; message: string }[] }) {
  return error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
}

/** Validated with the contract (unknown fields dropped), HTML sanitised. */
export function storedItem(entry: CatalogueEntry): StoredContentItem {
  const what = `Content item "${String(entry.item?.id)}"`;
  const checked = contentItemSchema.safeParse({
    ...entry.item,
    isSaved: false,
    trainingAcceptedTerms: false,
    trainingUserCertificate: null,
  });
  if (!checked.success)
    throw new CatalogueEntryError(
      what,
      issuesOf(checked.error),
      checked.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        code: issue.code,
        message: issue.message,
      })),
    );
  const {
    isSaved: _isSaved,
    trainingAcceptedTerms: _accepted,
    trainingUserCertificate: _certificate,
    responseStatus: _status,
    ...item
  } = checked.data;
  return sanitiseItemHtml(item);
}

function itemRow(entry: CatalogueEntry): ContentItemRow {
  const document = storedItem(entry);
  const what = `Content item "${document.id}"`;
  checkLanguage(what, entry.language);
  if (entry.product !== null && !contentIdSchema.safeParse(entry.product).success)
    throw new CatalogueEntryError(what, [`product: "${entry.product}" is not a slug`]);
  return {
    id: document.id,
    language: entry.language,
    countries: checkAudience(what, entry.audience),
    product: entry.product,
    exclusive: entry.exclusive,
    searchText: entry.searchText,
    document,
    publication: entry.publication ?? null,
  };
}

function bannerRow(entry: CatalogueBanner): BannerRow {
  const what = `Banner "${String(entry.banner?.id)}"`;
  const checked = bannerSchema.safeParse({ ...entry.banner, contentId: entry.contentId });
  if (!checked.success)
    throw new CatalogueEntryError(
      what,
      issuesOf(checked.error),
      checked.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        code: issue.code,
        message: issue.message,
      })),
    );
  checkLanguage(what, entry.language);
  return {
    id: checked.data.id,
    language: entry.language,
    countries: checkAudience(what, entry.audience),
    position: entry.position,
    isPublic: entry.isPublic,
    contentId: checked.data.contentId,
    document: checked.data,
  };
}

function refuseRepeatedIds(kind: string, ids: readonly string[]): void {
  const seen = new Set<string>();
  const repeated = ids.filter((id) => seen.size === seen.add(id).size);
  if (repeated.length)
    throw new CatalogueEntryError(`The ${kind}`, [`ids given twice: ${repeated.join(', ')}`]);
}

export interface StoreCatalogueInput {
  entries?: readonly CatalogueEntry[];
  banners?: readonly CatalogueBanner[];
}

export interface StoreCatalogueOptions {
  /** An id already stored is replaced (default) or kept as it is (`false`, what seeds do). */
  replace?: boolean;
  /**
   * The app's catalogue changes, told once the items are written (its caches drop what they
   * hold). None where no app caches this database's catalogue yet (seeds, a test's setup).
   */
  changes?: CatalogueChanges | undefined;
}

/**
 * Stores catalogue entries and banners (the demo seed, imports, the benchmark): each is checked
 * against the contract (a bad one throws CatalogueEntryError naming it, before anything is
 * written), regional groups become countries, HTML is sanitised. Items go before banners (a
 * banner may open an item of the same call). The app's content caches are dropped (`changes`).
 * Run it in a transaction to store all or nothing.
 */
export async function storeCatalogue(
  db: Queryable,
  input: StoreCatalogueInput,
  options: StoreCatalogueOptions = {},
): Promise<{ items: number; banners: number }> {
  const items = (input.entries ?? []).map(itemRow);
  const banners = (input.banners ?? []).map(bannerRow);
  refuseRepeatedIds(
    'content items',
    items.map((row) => row.id),
  );
  refuseRepeatedIds(
    'banners',
    banners.map((row) => row.id),
  );
  const replace = options.replace ?? true;
  try {
    await writeContentItems(db, items, { replace });
    await writeBanners(db, banners, { replace });
  } finally {
    options.changes?.changed();
  }
  return { items: items.length, banners: banners.length };
}

/** Withdraws a published item: readers stop showing it at once (the app's caches are dropped). */
export async function withdrawCatalogueItem(
  db: Queryable,
  id: string,
  changes: CatalogueChanges,
): Promise<void> {
  try {
    await withdrawItem(db, id);
  } finally {
    changes.changed();
  }
}
