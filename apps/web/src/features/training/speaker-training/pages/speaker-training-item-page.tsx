import { ContentDetailScreen, useContentRouteParams } from '../../../content/index.ts';
import { SPEAKER_TRAINING_SECTION } from '../../../../config/paths.ts';
import { SpeakerPanel } from '../components/speaker-panel.tsx';

/**
 * `speaker-training/{id}` and `speaker-training/{id}/{part}` (behind the gate): the content
 * screen with the item's exam, certificate and slide deck.
 */
export function Component() {
  const { itemId, partId } = useContentRouteParams();
  return (
    <ContentDetailScreen
      key={itemId}
      section={SPEAKER_TRAINING_SECTION}
      itemId={itemId}
      partId={partId}
      extra={(item) => <SpeakerPanel item={item} />}
    />
  );
}
