import { useTranslation } from '../../../lib/translation.tsx';
import { ClusterListPage } from '../components/cluster-list-page.tsx';
import { PRODUCT_SECTION } from '../../../config/paths.ts';

/** productos: the country's products as a grid, by name, page after page. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ClusterListPage
      clusterId="products"
      section={PRODUCT_SECTION}
      title={t('pages.products')}
      intro={t('products.intro')}
      emptyTitle={t('products.emptyTitle')}
      emptyText={t('products.emptyText')}
    />
  );
}
