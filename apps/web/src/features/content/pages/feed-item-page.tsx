import { ContentDetailScreen } from '../components/content-detail-screen.tsx';
import { FEED_SECTION } from '../../../config/paths.ts';
import { useContentRouteParams } from '../content-route.ts';

/** feed/{id} (and feed/{idCapa}/{id} for an episode): the content screen in the feed's section. */
export function Component() {
  const { itemId, partId } = useContentRouteParams();
  return (
    <ContentDetailScreen key={itemId} section={FEED_SECTION} itemId={itemId} partId={partId} />
  );
}
