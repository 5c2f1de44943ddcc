import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { LoadError } from './query-states.tsx';
import { LoadMore } from './load-more.tsx';

/** What a paged list needs of its infinite query to load the next page. */
export type PagedQuery = Pick<
  UseInfiniteQueryResult,
  'error' | 'hasNextPage' | 'isFetchNextPageError' | 'isFetchingNextPage' | 'fetchNextPage'
>;

/** Under a paged list: the error of a next page that failed (with retry), or the "more" button. */
export function NextPage({ query, label }: { query: PagedQuery; label?: string | undefined }) {
  if (query.isFetchNextPageError)
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.fetchNextPage()}
        retrying={query.isFetchingNextPage}
      />
    );
  return (
    <LoadMore
      hasMore={query.hasNextPage}
      loading={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      label={label}
    />
  );
}
