import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/translation.tsx';
import { ClusterListPage } from '../components/cluster-list-page.tsx';
import { exclusiveSectionOf } from '../exclusive-section.ts';

/** solo-en-UM, somente-no-UM and solo-en-{product}: exclusive content, newest first, paged. */
export function Component() {
  const { t } = useTranslation();
  const section = decodeURIComponent(useLocation().pathname.split('/')[1] ?? '');
  const { clusterId, product } = exclusiveSectionOf(section);
  return (
    <ClusterListPage
      key={clusterId}
      clusterId={clusterId}
      section={section}
      title={t('pages.exclusive')}
      intro={
        product
          ? t('content.lists.exclusiveProductIntro', { product })
          : t('content.lists.exclusiveIntro')
      }
      emptyText={t('content.lists.exclusiveEmpty')}
    />
  );
}
