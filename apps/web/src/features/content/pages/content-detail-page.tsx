import { Navigate, useLocation, useSearchParams } from 'react-router';
import { ContentDetailScreen } from '../components/content-detail-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { contentItemOptions } from '../api/content-item.ts';
import { contentRouteIds, useContentRouteParams } from '../content-route.ts';
import { signedInLoader } from '../../../lib/route-services.ts';
import { useIsSignedIn } from '../../../lib/session.ts';

/** The item, asked for while the page's code loads. */
export const loader = signedInLoader(({ queryClient }, token, { params }) =>
  queryClient.prefetchQuery(contentItemOptions(token, contentRouteIds(params).itemId)),
);

/**
 * Every `{section}/{id}` and `{section}/{idCapa}/{id}` route (spec §2): the item `idCapa` with
 * the episode or lesson `id` chosen, or the item `id`. A signed-out visit with an access token
 * goes to the public token page, which checks the token and asks for the terms first.
 */
export function Component() {
  const { itemId, partId } = useContentRouteParams();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const signedIn = useIsSignedIn();
  const section = decodeURIComponent(pathname.split('/')[1] ?? '');
  const token = search.get('token');
  if (!signedIn && token) {
    return (
      <Navigate
        to={`${paths.publicContentItem.href(itemId)}?${new URLSearchParams({ token })}`}
        replace
      />
    );
  }
  return <ContentDetailScreen key={itemId} section={section} itemId={itemId} partId={partId} />;
}
