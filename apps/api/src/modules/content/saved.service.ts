import type { SavedItemResponse, SavedItemsResponse } from '@pulso/contracts/content';
import type { Database } from '../../platform/db/database.ts';
import { toCard } from './content-card.ts';
import { TtlCache } from './content-cache.ts';
import type { PublicationClock } from './publication.ts';
import {
  deleteSavedItem,
  insertSavedItem,
  listSavedCards,
  listSavedIds,
} from './content.repository.ts';
import { checkItemAccess } from './item-access.ts';
import type { MediaSigning } from './media-access.ts';
import type { Reader } from './viewer.ts';

const SAVED_LIST_MAX = 1_000;
/**
 * The user's saved ids, overlaid on every card answered; an add or remove drops them at once.
 * Older than the TTL they are still answered while they are read again in the background (no
 * request waits for that read once the user's ids were read once).
 */
const SAVED_IDS_TTL_MS = 60_000;
const SAVED_IDS_STALE_MS = 10 * 60_000;

/** The see-later list and the `isSaved` of every card. */
export function createSavedService(
  db: Database,
  media: MediaSigning,
  publication: PublicationClock,
) {
  const savedIds = new TtlCache<ReadonlySet<string>>({
    ttlMs: SAVED_IDS_TTL_MS,
    staleMs: SAVED_IDS_STALE_MS,
    maxEntries: 10_000,
    follows: undefined,
  });

  return {
    /** The ids the user saved (cached briefly; changes made here show at once). */
    idsOf(userId: string): Promise<ReadonlySet<string>> {
      return savedIds.get(userId, async () => new Set(await listSavedIds(db, userId)));
    },

    async list(reader: Reader): Promise<SavedItemsResponse> {
      const cards = await listSavedCards(db, {
        userId: reader.userId,
        country: reader.country,
        at: publication.now(),
        speakerTraining: reader.speakerTraining,
        limit: SAVED_LIST_MAX,
      });
      return { items: cards.map((card) => ({ ...media.card(toCard(card)), isSaved: true })) };
    },

    /** Idempotent; an item the reader may not open is refused as `contents/{id}` refuses it. */
    async add(reader: Reader, contentId: string): Promise<SavedItemResponse> {
      await checkItemAccess(db, reader, contentId, publication.now());
      await insertSavedItem(db, { userId: reader.userId, contentId });
      savedIds.delete(reader.userId);
      return { contentId, isSaved: true };
    },

    /** Idempotent: removing what is not there answers the same. */
    async remove(reader: Reader, contentId: string): Promise<SavedItemResponse> {
      await deleteSavedItem(db, { userId: reader.userId, contentId });
      savedIds.delete(reader.userId);
      return { contentId, isSaved: false };
    },
  };
}

export type SavedService = ReturnType<typeof createSavedService>;
