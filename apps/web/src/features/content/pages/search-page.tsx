import { Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { CardList } from '../components/card-list.tsx';
import { CardsSkeleton, EmptyMessage, QueryError } from '../../../components/ui/query-states.tsx';
import { ListPage } from '../../../components/ui/list-page.tsx';
import { useCardHref } from '../card-href.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { signedInLoader } from '../../../lib/route-services.ts';
import { searchOptions, useSearch } from '../api/search-content.ts';
import { SearchForm } from '../components/search-form.tsx';

/** The first results, asked for while the page's code loads. */
export const loader = signedInLoader(({ queryClient }, token, { request }) => {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim();
  return q ? queryClient.prefetchInfiniteQuery(searchOptions(token, q)) : Promise.resolve();
});

/** busqueda / busca: the words are in the URL (`?q=`); results with their count, page after page. */
export function Component() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const query = useSearch(q);
  const hrefOf = useCardHref();

  let results;
  if (!q) {
    results = <EmptyMessage title={t('search.startTitle')} text={t('search.startText')} />;
  } else if (query.isPending) {
    results = <CardsSkeleton />;
  } else if (!query.data) {
    results = <QueryError query={query} title={t('search.errorTitle')} />;
  } else {
    const cards = query.data.pages.flatMap((page) => page.items);
    const first = query.data.pages[0];
    const total = first?.total ?? cards.length;
    // Matches are counted up to a cap (1,000): more are shown as "1.000+".
    const count = first?.totalCapped
      ? t('search.countCapped', {
          shown: new Intl.NumberFormat(i18n.language, { useGrouping: 'always' }).format(total),
          q,
        })
      : t('search.count', { count: total, q });
    results =
      cards.length === 0 ? (
        <EmptyMessage title={t('search.noResultsTitle', { q })} text={t('search.noResultsText')} />
      ) : (
        <Stack gap="md">
          <Text role="status" fw={600}>
            {count}
          </Text>
          <CardList
            cards={cards}
            hrefOf={hrefOf}
            query={query}
            label={t('search.resultsLabel', { q })}
            moreLabel={t('search.more')}
          />
        </Stack>
      );
  }

  return (
    <ListPage title={t('pages.search')}>
      <SearchForm query={q} onSearch={(next) => setParams(next ? { q: next } : {})} />
      {results}
    </ListPage>
  );
}
