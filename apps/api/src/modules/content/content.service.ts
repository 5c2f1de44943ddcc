import {
  SEARCH_MAX_OFFSET,
  type ContentItem,
  type SearchQuery,
  type SearchResponse,
} from '@pulso/contracts/content';
import type { SessionUser } from '../identity/session/session.ts';
import type { Database } from '../../platform/db/database.ts';
import { toCard, toContentItem, withSaved, type TrainingState } from './content-card.ts';
import { TtlCache, type CatalogueChanges } from './content-cache.ts';
import type { PublicationClock } from './publication.ts';
import { insertContentView } from './content.repository.ts';
import { checkItemAccess } from './item-access.ts';
import type { MediaSigning } from './media-access.ts';
import { searchCards, type Found } from './search.repository.ts';
import { readerOf } from './viewer.ts';

const SEARCH_PAGE_SIZE = 20;
/**
 * A search's page is reused this long (frequent queries: the same words asked by many doctors of
 * a country); a catalogue write drops them at once. The user's `isSaved` is set on each answer.
 */
const SEARCH_TTL_MS = 30_000;
const SEARCH_CACHE_ENTRIES = 5_000;

/** Queries that differ only in case or spacing are one (the search ignores both). */
const searchKey = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

export interface ContentServiceDeps {
  db: Database;
  savedIdsOf: (userId: string) => Promise<ReadonlySet<string>>;
  media: MediaSigning;
  /** The training module's word on the reader's course: terms accepted, certificate. */
  trainingStateOf: (userId: string, contentId: string) => Promise<TrainingState>;
  /** The app's publication clock: which approved items are shown. */
  publication: PublicationClock;
  /** The app's catalogue changes: cached searches are dropped when the catalogue changes. */
  catalogue: CatalogueChanges;
  now?: () => Date;
}

/** Spec §7 `GET contents/{id}` and `GET search` for a signed-in user. */
export function createContentService({
  db,
  savedIdsOf,
  media,
  trainingStateOf,
  publication,
  catalogue,
  now = () => new Date(),
}: ContentServiceDeps) {
  const searches = new TtlCache<Found>({
    ttlMs: SEARCH_TTL_MS,
    maxEntries: SEARCH_CACHE_ENTRIES,
    follows: catalogue,
  });

  return {
    /**
     * The item with its media URLs signed. A read: it records nothing (a refetch, the exam
     * screen or a reload is not a doctor opening the item); `recordView` does (decision 021).
     */
    async getContent(user: SessionUser, id: string): Promise<ContentItem> {
      const reader = readerOf(user);
      const item = await checkItemAccess(db, reader, id, publication.now());
      const [saved, training] = await Promise.all([
        savedIdsOf(reader.userId),
        trainingStateOf(reader.userId, id),
      ]);
      return media.item(toContentItem(item.document, saved.has(id), training));
    },

    /**
     * The doctor opened the item's page: counted for "most seen" once per doctor, item and day,
     * however often it is asked (decision 021).
     */
    async recordView(user: SessionUser, id: string): Promise<void> {
      const reader = readerOf(user);
      await checkItemAccess(db, reader, id, publication.now());
      await insertContentView(db, {
        userId: reader.userId,
        contentId: id,
        country: reader.country,
        now: now(),
      });
    },

    /** 20 results a page from `from`; `next` is the following page's `from`. */
    async search(user: SessionUser, query: SearchQuery): Promise<SearchResponse> {
      const reader = readerOf(user);
      const key = [reader.country, reader.speakerTraining, query.from, searchKey(query.q)];
      const [found, saved] = await Promise.all([
        searches.get(key.join('|'), () =>
          searchCards(db, {
            country: reader.country,
            at: publication.now(),
            text: query.q,
            speakerTraining: reader.speakerTraining,
            limit: SEARCH_PAGE_SIZE,
            offset: query.from,
          }),
        ),
        savedIdsOf(reader.userId),
      ]);
      const end = query.from + found.cards.length;
      const more = found.capped ? found.cards.length === SEARCH_PAGE_SIZE : end < found.total;
      return {
        items: withSaved(
          found.cards.map((card) => media.card(toCard(card))),
          saved,
        ),
        total: found.total,
        ...(found.capped ? { totalCapped: true } : {}),
        ...(found.cards.length && more && end <= SEARCH_MAX_OFFSET ? { next: end } : {}),
      };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
