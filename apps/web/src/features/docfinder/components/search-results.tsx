import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { docfinderProblemCodes } from '@pulso/contracts/docfinder/problem-codes';
import { CardsSkeleton, LoadError } from '../../../components/ui/query-states.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useDoctorSearch } from '../api/docfinder-queries.ts';
import type { DocfinderSearchParams } from '@pulso/contracts/docfinder';
import { ApiError } from '../../../lib/http/api-error.ts';
import { ListingCard } from './listing-card.tsx';

export interface SearchResultsProps {
  query: DocfinderSearchParams;
  onPage: (page: number) => void;
}

/** One page of listings with its count, paging and the loading, empty and error states. */
export function SearchResults({ query, onPage }: SearchResultsProps) {
  const { t } = useTranslation();
  const search = useDoctorSearch(query);
  const heading = useRef<HTMLHeadingElement>(null);
  const page = Number(query.page ?? 1);
  // A new page: the reader starts again at the top of the results.
  const shownPage = search.data?.page;
  useEffect(() => {
    if (shownPage !== undefined && shownPage > 1) heading.current?.focus();
  }, [shownPage]);

  if (search.isPending) return <CardsSkeleton count={3} layout="list" />;
  if (search.isError) {
    if (
      search.error instanceof ApiError &&
      search.error.code === docfinderProblemCodes.cepUnknown
    ) {
      return (
        <Alert color="yellow" role="status" title={t('docfinder.search.cepUnknown')}>
          {t('docfinder.search.cepUnknownHint')}
        </Alert>
      );
    }
    return (
      <LoadError
        error={search.error}
        onRetry={() => void search.refetch()}
        retrying={search.isFetching}
        title={t('docfinder.search.error')}
      />
    );
  }
  const { items, hasMore, origin } = search.data;
  const empty = items.length === 0 && page === 1;
  return (
    <Stack
      component="section"
      gap="md"
      aria-labelledby="docfinder-results"
      aria-busy={search.isFetching}
    >
      <Title order={2} size="h3" id="docfinder-results" ref={heading} tabIndex={-1}>
        {t('docfinder.search.results')}
      </Title>
      <Text role="status" size="sm">
        {empty
          ? t('docfinder.search.empty')
          : t('docfinder.search.shown', { count: items.length, page })}
      </Text>
      {origin && (
        <Text size="sm">
          {t('docfinder.search.nearCep', {
            cep: origin.cep,
            place: `${origin.municipality.name}/${origin.municipality.uf}`,
            radius: query.radiusKm,
          })}
        </Text>
      )}
      {empty && <Text c="dimmed">{t('docfinder.search.emptyHint')}</Text>}
      {items.map((listing) => (
        <ListingCard key={listing.id} listing={listing} />
      ))}
      {(page > 1 || hasMore) && (
        <Group justify="space-between" component="nav" aria-label={t('docfinder.search.paging')}>
          <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('docfinder.search.previous')}
          </Button>
          <Text size="sm">{t('docfinder.search.page', { page })}</Text>
          <Button variant="default" disabled={!hasMore} onClick={() => onPage(page + 1)}>
            {t('docfinder.search.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
