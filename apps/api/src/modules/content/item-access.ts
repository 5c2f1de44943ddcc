import type { Queryable } from '../../platform/db/database.ts';
import { ContentNotFoundError, SpeakerTrainingRequiredError } from './content.errors.ts';
import { findVisibleItem, type ItemRecord } from './content.repository.ts';
import type { SessionUser } from '../identity/session/session.ts';
import type { PublicationClock } from './publication.ts';
import { readerOf, type Reader } from './viewer.ts';

/**
 * The item a signed-in reader opens: 404 when unknown or of another country (never told apart),
 * 403 when it is speaker training and the reader lacks `canAcessSpeakTraining`.
 */
export async function checkItemAccess(
  db: Queryable,
  reader: Reader,
  id: string,
  at: Date,
): Promise<ItemRecord> {
  const item = await findVisibleItem(db, reader.country, id, at);
  if (!item) throw new ContentNotFoundError();
  if (item.isSpeakerTraining && !reader.speakerTraining) throw new SpeakerTrainingRequiredError();
  return item;
}

/** The items as a signed-in user may open them, for other modules (training's courses). */
export function createItemAccess(db: Queryable, publication: PublicationClock) {
  return {
    open: (user: SessionUser, id: string): Promise<ItemRecord> =>
      checkItemAccess(db, readerOf(user), id, publication.now()),
  };
}
