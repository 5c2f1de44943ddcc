import {
  SEARCH_MAX_OFFSET,
  type ContentItem,
  type SearchQuery,
  type SearchResponse,
} from '@pulso/contracts/content';
import type { SessionUser } from '../../platform/auth/session.ts';
import type { Database } from '../../platform/db/database.ts';
import { trainingStateOf } from '../training/certificates.ts';
import { toCard, toContentItem, withSaved } from './content-card.ts';
import { insertContentAccess } from './content.repository.ts';
import { checkItemAccess } from './item-access.ts';
import type { MediaSigning } from './media-access.ts';
import { searchCards } from './search.repository.ts';
import { readerOf } from './viewer.ts';

const SEARCH_PAGE_SIZE = 20;

export interface ContentServiceDeps {
  db: Database;
  savedIdsOf: (userId: string) => Promise<ReadonlySet<string>>;
  media: MediaSigning;
}

/** Spec §7 `GET contents/{id}` and `GET search` for a signed-in user. */
export function createContentService({ db, savedIdsOf, media }: ContentServiceDeps) {
  return {
    /** The item, its access logged unless `logContentAccess` is false; its media URLs signed. */
    async getContent(
      user: SessionUser,
      id: string,
      options: { logContentAccess: boolean },
    ): Promise<ContentItem> {
      const reader = readerOf(user);
      const item = await checkItemAccess(db, reader, id);
      if (options.logContentAccess)
        await insertContentAccess(db, {
          userId: reader.userId,
          contentId: id,
          country: reader.country,
          via: 'session',
        });
      const [saved, training] = await Promise.all([
        savedIdsOf(reader.userId),
        trainingStateOf(db, reader.userId, id),
      ]);
      return media.item(toContentItem(item.document, saved.has(id), training));
    },

    /** 20 results a page from `from`; `next` is the following page's `from`. */
    async search(user: SessionUser, query: SearchQuery): Promise<SearchResponse> {
      const reader = readerOf(user);
      const [found, saved] = await Promise.all([
        searchCards(db, {
          country: reader.country,
          text: query.q,
          speakerTraining: reader.speakerTraining,
          limit: SEARCH_PAGE_SIZE,
          offset: query.from,
        }),
        savedIdsOf(reader.userId),
      ]);
      const end = query.from + found.cards.length;
      return {
        items: withSaved(
          found.cards.map((card) => media.card(toCard(card))),
          saved,
        ),
        total: found.total,
        ...(found.cards.length && end < found.total && end <= SEARCH_MAX_OFFSET
          ? { next: end }
          : {}),
      };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
