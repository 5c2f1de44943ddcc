import type { ReactNode } from 'react';
import { Alert, Button, EmptyState, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/http/error-message.ts';

/** Placeholder cards while a list loads (announced as busy). */
export function CardsSkeleton({
  count = 8,
  layout = 'grid',
}: {
  count?: number;
  layout?: 'grid' | 'list' | 'row';
}) {
  const { t } = useTranslation();
  const cols = layout === 'grid' ? { base: 1, xs: 2, md: 4 } : layout === 'row' ? 4 : 1;
  return (
    <SimpleGrid
      cols={cols}
      spacing="md"
      aria-busy="true"
      aria-label={t('content.list.loading')}
      data-testid="cards-skeleton"
    >
      {Array.from({ length: count }, (_, index) => (
        <Stack key={index} gap={8}>
          <Skeleton height={layout === 'list' ? 120 : 140} />
          <Skeleton height={14} width="80%" />
          <Skeleton height={12} width="40%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** A failed load: the reason in the user's language and a retry button. */
export function LoadError({
  error,
  onRetry,
  retrying = false,
  title,
}: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  title?: string;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (
    <Alert color="red" title={title ?? t('content.errors.loadTitle')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button variant="light" color="red" onClick={onRetry} loading={retrying}>
          {t('content.errors.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** What `QueryError` needs of a failed query. */
export interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** The failed load of a query, retried by fetching it again. */
export function QueryError({ query, title }: { query: RetryableQuery; title?: string }) {
  return (
    <LoadError
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      title={title}
    />
  );
}

/** Nothing to show: a title, a line of text and, optionally, what to do next. */
export function EmptyMessage({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <EmptyState title={title} description={text} py="xl" role="status" data-testid="empty-message">
      {children}
    </EmptyState>
  );
}
