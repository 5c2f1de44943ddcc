import type { ReactNode } from 'react';
import { Alert, Button, EmptyState, Stack, Text } from '@mantine/core';
import { useErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { Block, BlockStack, Placeholder } from './placeholder.tsx';
import classes from './query-states.module.css';

/** The blocks of `count` placeholder cards, in the columns of `layout`. */
export function CardBlocks({ count, layout }: { count: number; layout: CardsLayout }) {
  return (
    <div className={classes.cards} data-layout={layout}>
      {Array.from({ length: count }, (_, index) => (
        <BlockStack key={index} gap={8}>
          <Block height={layout === 'list' ? 120 : 140} />
          <Block height={14} width="80%" />
          <Block height={12} width="40%" />
        </BlockStack>
      ))}
    </div>
  );
}

export type CardsLayout = 'grid' | 'list' | 'row';

/** Placeholder cards while a list loads (announced as busy). */
export function CardsSkeleton({
  count = 8,
  layout = 'grid',
}: {
  count?: number;
  layout?: CardsLayout;
}) {
  const { t } = useTranslation();
  return (
    <Placeholder label={t('content.list.loading')} testId="cards-skeleton">
      <CardBlocks count={count} layout={layout} />
    </Placeholder>
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
