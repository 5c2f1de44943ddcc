import { ContentDetailScreen } from '../components/content-detail-screen.tsx';
import { PRODUCT_SECTION } from '../../../config/paths.ts';
import { useContentRouteParams } from '../content-route.ts';

/**
 * productos/{id}: the product on the content screen, with its medicine insert (PDF to open or
 * download), additional information (sanitised HTML) and approval code.
 */
export function Component() {
  const { itemId, partId } = useContentRouteParams();
  return (
    <ContentDetailScreen key={itemId} section={PRODUCT_SECTION} itemId={itemId} partId={partId} />
  );
}
