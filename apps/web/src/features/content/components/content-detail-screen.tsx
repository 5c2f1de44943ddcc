import type { ReactNode } from 'react';
import { Container } from '@mantine/core';
import type { ContentItem } from '@pulso/contracts/content';
import { isFailedContent, useContentItem, useRecordContentView } from '../api/content-item.ts';
import { QueryError } from '../../../components/ui/query-states.tsx';
import { ContentSkeleton } from './content-skeleton.tsx';
import { ContentUnavailable } from './content-unavailable.tsx';
import { ContentView } from './content-view.tsx';

export interface ContentDetailScreenProps {
  section: string;
  /** The item to open (`idCapa` on `{section}/{idCapa}/{id}`). */
  itemId: string;
  /** The episode or lesson chosen, if any. */
  partId?: string | undefined;
  /** What the section adds under the item's header, once the item is loaded. */
  extra?: (item: ContentItem) => ReactNode;
  /** The chosen episode's or lesson's video or audio played to its end. */
  onPartEnded?: (partId: string) => void;
}

/**
 * Loads an item (`GET contents/{id}`) and shows it, or the state of the fetch; an item shown is
 * recorded as opened (`POST contents/{id}/views`, once per doctor and day on the server).
 */
export function ContentDetailScreen({
  section,
  itemId,
  partId,
  extra,
  onPartEnded,
}: ContentDetailScreenProps) {
  const query = useContentItem(itemId);
  useRecordContentView(itemId, query.isSuccess && !isFailedContent(query.data));
  let body;
  if (query.isPending) body = <ContentSkeleton />;
  else if (query.isError) body = <QueryError query={query} />;
  else if (isFailedContent(query.data))
    body = (
      <ContentUnavailable status={query.data.responseStatus} onRetry={() => void query.refetch()} />
    );
  else
    body = (
      <ContentView
        item={query.data}
        section={section}
        partId={partId}
        extra={extra?.(query.data)}
        onPartEnded={onPartEnded}
      />
    );
  return (
    <Container size="lg" py="xl">
      {body}
    </Container>
  );
}
