import { useTranslation } from '../../../lib/translation.tsx';
import { ClusterListPage } from '../components/cluster-list-page.tsx';
import { FEED_SECTION } from '../../../config/paths.ts';

/** feed: every item, the user's specialties first, then newest, one a line, page after page. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ClusterListPage
      clusterId="feed"
      section={FEED_SECTION}
      title={t('pages.feed')}
      intro={t('feed.intro')}
      layout="list"
      emptyTitle={t('feed.emptyTitle')}
      emptyText={t('feed.emptyText')}
    />
  );
}
