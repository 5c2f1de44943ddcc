import { useCardHref } from '../card-href.ts';
import { useClusterPages } from '../clusters.ts';
import { ListPage } from '../../../components/ui/list-page.tsx';
import { PagedCards, type PagedCardsProps } from './paged-cards.tsx';

export interface ClusterListPageProps extends Omit<PagedCardsProps, 'query' | 'hrefOf'> {
  /** The cluster on the API (`GET clusters/{id}`), e.g. `news`, `exclusive-xarelto`, `feed`. */
  clusterId: string;
  /** Where its cards open (`{section}/{id}`). */
  section: string;
  title: string;
  intro?: string | undefined;
}

/** A list screen of one cluster (novedades, exclusive lists, productos, feed), page after page. */
export function ClusterListPage({
  clusterId,
  section,
  title,
  intro,
  ...cards
}: ClusterListPageProps) {
  const query = useClusterPages(clusterId);
  const hrefOf = useCardHref(section);
  return (
    <ListPage title={title} intro={intro}>
      <PagedCards query={query} hrefOf={hrefOf} {...cards} />
    </ListPage>
  );
}
