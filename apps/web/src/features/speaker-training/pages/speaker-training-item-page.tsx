import { ContentDetailScreen } from '../../../components/content/content-detail-screen.tsx';
import { SPEAKER_TRAINING_SECTION } from '../../../config/paths.ts';
import { useContentRouteParams } from '../../../lib/content/content-route.ts';
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
