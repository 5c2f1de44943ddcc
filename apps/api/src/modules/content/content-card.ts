import type { ContentCard, ContentItem } from '@pulso/contracts/content';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import type { StoredContentItem } from '../../db/schema/content.ts';
import type { CardRecord } from './content.repository.ts';

/** The reader's training state of an item (the training module's `trainingStateOf`). */
export interface TrainingState extends Partial<
  Pick<
    ContentItem,
    | 'examDuration'
    | 'examDurationMode'
    | 'totalQuestions'
    | 'minCorrectQuestions'
    | 'examTerms'
    | 'examInstructions'
  >
> {
  trainingAcceptedTerms: boolean;
  trainingUserCertificate: string | null;
}

const noTraining: TrainingState = { trainingAcceptedTerms: false, trainingUserCertificate: null };

/**
 * A stored item as `contents/{id}` answers it, with the reader's training state (accepted
 * terms, certificate); a public token reader has none.
 */
export function toContentItem(
  item: StoredContentItem,
  isSaved: boolean,
  training: TrainingState = noTraining,
): ContentItem {
  return { ...item, isSaved, ...training };
}

/** A stored card as the API answers it (`isSaved` false: see `withSaved`). */
export function toCard(record: CardRecord): ContentCard {
  return {
    id: record.id,
    title: record.title,
    position: record.position,
    synopsis: record.synopsis,
    duration: record.duration,
    publishDate: record.publishDate.toISOString(),
    mainCluster: record.mainCluster,
    participant: record.participant,
    trackingGA: record.trackingGA,
    isSaved: false,
    thumbnail: record.thumbnail,
    categoryId: record.categoryId,
    isCompanyContent: record.isCompanyContent,
    isSpeakerTraining: record.isSpeakerTraining,
  };
}

/** The cards with `isSaved` set from the user's see-later list (cached cards are not changed). */
export function withSaved(
  cards: readonly ContentCard[],
  saved: ReadonlySet<string>,
): ContentCard[] {
  return cards.map((card) => (saved.has(card.id) ? { ...card, isSaved: true } : card));
}

/** Items of the preferred categories first, each group in its own order (a stable sort). */
export function preferredFirst<T extends { categoryId: SpecialtyArea }>(
  cards: readonly T[],
  preferred: readonly SpecialtyArea[],
): T[] {
  if (!preferred.length) return [...cards];
  const wanted = new Set(preferred);
  return [
    ...cards.filter((card) => wanted.has(card.categoryId)),
    ...cards.filter((card) => !wanted.has(card.categoryId)),
  ];
}
