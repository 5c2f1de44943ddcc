import { useTranslation } from '../../../lib/translation.tsx';
import { ClusterListPage } from '../components/cluster-list-page.tsx';
import { localisedSections } from '../../../config/paths.ts';
import { useCountry } from '../../../lib/country/country-context.ts';

/** novedades / novidades: every new item, newest first, page after page. */
export function Component() {
  const { t } = useTranslation();
  const { country } = useCountry();
  return (
    <ClusterListPage
      clusterId="news"
      section={localisedSections(country).news}
      title={t('pages.news')}
      intro={t('content.lists.newsIntro')}
    />
  );
}
