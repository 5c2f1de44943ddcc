import { emptyItemDetails, type Banner } from '@pulso/contracts/content';
import type { CountryCode, RegionalGroup } from '@pulso/contracts/country';
import type { ContentLanguage, StoredContentItem } from '../../db/schema/content.ts';

/** Who may see an entry: country codes and regional groups (expanded to countries when stored). */
export type ContentAudience = readonly (CountryCode | RegionalGroup)[];

/**
 * One content item as a catalogue (the demo seed, an import, the benchmark) hands it to the
 * content module to store. The home rows are derived from the item, not listed here: novelty by
 * `publishDate`, top10 by accesses (then `position`), moreyou/explore by the user's preferences,
 * unbranded by `isCompanyContent`, products by `to_product`, training by `to_training`,
 * speakertraining by `isSpeakerTraining`.
 */
export interface CatalogueEntry {
  item: StoredContentItem;
  language: ContentLanguage;
  audience: ContentAudience;
  /** Product slug (`xarelto`): set on a product (`to_product`) and on content exclusive to it. */
  product: string | null;
  /** Exclusive content: listed on `solo-en-UM` / `somente-no-UM` (and `solo-en-{product}`). */
  exclusive: boolean;
  /** Plain text searched besides title, participant and synopsis (body text, transcript…). */
  searchText: string;
  /** The back office's approval (issue 17); without it the item is approved with no window. */
  publication?: Publication;
}

/** How an item is published: readers show it only while approved and within its window. */
export interface Publication {
  status: 'approved' | 'withdrawn';
  approvalCode: string | null;
  validFrom: Date | null;
  validTo: Date | null;
}

/**
 * An item with every spec §3 field empty (no episodes, bodies, exam, codes), a company item of
 * the cardiology area to read, published `publishDate`: what a new back-office item and a test
 * fixture start from before their own fields.
 */
export function blankStoredItem(
  id: string,
  fields: Partial<StoredContentItem> & Pick<StoredContentItem, 'publishDate'>,
): StoredContentItem {
  return {
    id,
    title: '',
    position: 0,
    synopsis: '',
    duration: null,
    mainCluster: 'to_read',
    participant: null,
    trackingGA: null,
    thumbnail: null,
    categoryId: 'cardiology',
    isSpeakerTraining: false,
    isCompanyContent: true,
    ...emptyItemDetails(),
    ...fields,
  };
}

/** A home banner ("outdoor"). */
export interface CatalogueBanner {
  /** The banner as served, less the item it opens (`contentId` below). */
  banner: Omit<Banner, 'contentId'>;
  language: ContentLanguage;
  audience: ContentAudience;
  position: number;
  /** Also shown on the public landing home. */
  isPublic: boolean;
  /** The item the banner opens, or null. */
  contentId: string | null;
}
