import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ContentCard as ContentCardData } from '@pulso/contracts/content';
import { ContentCard } from './content-card.tsx';
import { NextPage, type PagedQuery } from '../../../components/ui/next-page.tsx';

export interface CardListProps {
  cards: readonly ContentCardData[];
  hrefOf: (card: ContentCardData) => string;
  /** The infinite query the cards come from: its next page is loaded with the "more" button. */
  query: PagedQuery;
  /** `grid` (lists, search) or `list` (the feed: one card a line, with its synopsis). */
  layout?: 'grid' | 'list';
  label?: string;
  moreLabel?: string;
}

const listReset = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** Cards of the first screen (one line of the widest grid), whose images load at once. */
const FIRST_SCREEN_CARDS = 4;

/** Cards of a paged list, the error of a failed next page, and the "more" button. */
export function CardList({
  cards,
  hrefOf,
  query,
  layout = 'grid',
  label,
  moreLabel,
}: CardListProps) {
  const items = cards.map((card, index) => (
    <li key={card.id}>
      <ContentCard
        card={card}
        href={hrefOf(card)}
        titleOrder={2}
        orientation={layout === 'list' ? 'horizontal' : 'vertical'}
        imageLoading={index === 0 ? 'first' : index < FIRST_SCREEN_CARDS ? 'eager' : 'lazy'}
      >
        {layout === 'list' && card.synopsis && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {card.synopsis}
          </Text>
        )}
      </ContentCard>
    </li>
  ));
  return (
    <Stack gap="md">
      {layout === 'grid' ? (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2, md: 4 }}
          spacing="md"
          style={listReset}
          aria-label={label}
        >
          {items}
        </SimpleGrid>
      ) : (
        <Stack component="ul" gap="md" maw={760} style={listReset} aria-label={label}>
          {items}
        </Stack>
      )}
      <NextPage query={query} label={moreLabel} />
    </Stack>
  );
}
