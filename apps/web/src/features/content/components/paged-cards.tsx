import type { ClusterContainer, ContentCard as ContentCardData } from '@pulso/contracts/content';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { listItems } from '../clusters.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { CardList } from './card-list.tsx';
import { CardsSkeleton, EmptyMessage, QueryError } from '../../../components/ui/query-states.tsx';

export interface PagedCardsProps {
  query: UseInfiniteQueryResult<InfiniteData<ClusterContainer>>;
  hrefOf: (card: ContentCardData) => string;
  /** `grid` (news, exclusive, products) or `list` (the feed). */
  layout?: 'grid' | 'list';
  emptyTitle?: string;
  emptyText?: string;
}

/**
 * A paged cluster list (`GET clusters/{id}` with `next`) with every state: skeleton, error with
 * retry, a list that does not exist (404), empty, and the cards with the "more" button.
 */
export function PagedCards({
  query,
  hrefOf,
  layout = 'grid',
  emptyTitle,
  emptyText,
}: PagedCardsProps) {
  const { t } = useTranslation();
  if (query.isPending) return <CardsSkeleton layout={layout} count={layout === 'list' ? 4 : 8} />;
  if (!query.data && isApiError(query.error) && query.error.status === 404)
    return (
      <EmptyMessage title={t('content.list.notFoundTitle')} text={t('content.list.notFoundText')} />
    );
  if (!query.data) return <QueryError query={query} />;
  const cards = listItems(query.data.pages);
  if (cards.length === 0)
    return (
      <EmptyMessage
        title={emptyTitle ?? t('content.list.emptyTitle')}
        text={emptyText ?? t('content.list.emptyText')}
      />
    );
  return <CardList cards={cards} hrefOf={hrefOf} query={query} layout={layout} />;
}
