import type { ReactNode } from 'react';
import { Container } from '@mantine/core';
import { Block, BlockStack, Placeholder } from '../../../components/ui/placeholder.tsx';
import { ContentUnavailable } from '../../content/index.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import type { Received } from '../api/events-api.ts';
import { useEvent } from '../api/events-queries.ts';
import type { EventDetail } from '@pulso/contracts/events';

/**
 * Loads the event of the address and renders `children` with it; meanwhile a skeleton, and for
 * a failure what went wrong (404 — unknown, or another country's — or a retry).
 */
export function EventFrame({
  id,
  children,
}: {
  id: string;
  children: (event: Received<EventDetail>) => ReactNode;
}) {
  const { t } = useTranslation();
  const event = useEvent(id);
  let body;
  if (event.isPending)
    body = (
      <Placeholder label={t('events.detail.loading')}>
        <BlockStack gap={16}>
          <Block height={32} width="70%" />
          <Block height={16} width="40%" />
          <Block height={200} />
        </BlockStack>
      </Placeholder>
    );
  else if (event.isError)
    body = (
      <ContentUnavailable
        status={isApiError(event.error) ? event.error.status : 0}
        onRetry={() => void event.refetch()}
        homeHref={paths.events.href()}
      />
    );
  else body = children(event.data);
  return (
    <Container size="md" py="xl">
      {body}
    </Container>
  );
}
