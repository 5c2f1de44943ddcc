import { useCallback } from 'react';
import type { ContentCard } from '@pulso/contracts/content';
import { contentHref, sectionForItem } from '../../config/paths.ts';
import { useCountry } from '../../lib/country/country-context.ts';

/**
 * Where a card opens: in `section` when the card is shown in a list of its own (novedades,
 * feed…), otherwise in the section of the item's kind (`sectionForItem`).
 */
export function useCardHref(
  section?: string,
): (card: Pick<ContentCard, 'id' | 'mainCluster' | 'isSpeakerTraining'>) => string {
  const { country } = useCountry();
  return useCallback(
    (card) => contentHref(section ?? sectionForItem(card, country), card.id),
    [section, country],
  );
}
