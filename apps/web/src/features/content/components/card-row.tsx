import { memo, useDeferredValue, useId } from 'react';
import { Stack, Title } from '@mantine/core';
import type { ContentCard as ContentCardData, ThumbnailType } from '@pulso/contracts/content';
import { ContentCard } from './content-card.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import classes from './card-row.module.css';
import { RowScroller } from './row-scroller.tsx';

export interface CardRowProps {
  title: string;
  cards: readonly ContentCardData[];
  hrefOf: (card: ContentCardData) => string;
  variant?: ThumbnailType;
  /** Numbers the cards (top 10) and lists them as an ordered list. */
  ranked?: boolean;
}

/**
 * Cards drawn with the row (more than a phone shows); React draws the others in a render right
 * after it, which a tap interrupts (useDeferredValue).
 */
const CARDS_AT_ONCE = 3;

/**
 * One card of a row, drawn again only when its own data changes: when the row draws its other
 * cards, those already on screen stay as they are.
 */
const RowCard = memo(function RowCard({
  card,
  href,
  variant,
  rank,
}: {
  card: ContentCardData;
  href: string;
  variant: ThumbnailType;
  rank: number | undefined;
}) {
  return (
    <li className={classes.item} data-variant={variant}>
      <ContentCard card={card} href={href} variant={variant} rank={rank} />
    </li>
  );
});

/**
 * The row's cards: the deferred render draws the new cards in this component alone, not the
 * row's section, title and controls again.
 */
function RowCards({
  cards,
  hrefOf,
  variant,
  ranked,
}: Required<Pick<CardRowProps, 'cards' | 'hrefOf' | 'variant' | 'ranked'>>) {
  const List = ranked ? 'ol' : 'ul';
  const drawAll = useDeferredValue(true, false);
  const shown = drawAll ? cards : cards.slice(0, CARDS_AT_ONCE);
  return (
    <List className={classes.list}>
      {shown.map((card, index) => (
        <RowCard
          key={card.id}
          card={card}
          href={hrefOf(card)}
          variant={variant}
          rank={ranked ? index + 1 : undefined}
        />
      ))}
    </List>
  );
}

/**
 * A titled row of cards that scrolls sideways: by touch or trackpad, with the start and end
 * buttons, or with the keyboard (Tab moves through the cards and scrolls each into view).
 */
export function CardRow({
  title,
  cards,
  hrefOf,
  variant = 'cluster',
  ranked = false,
}: CardRowProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack
      component="section"
      gap="xs"
      aria-labelledby={headingId}
      className={classes.row}
      data-variant={variant}
    >
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      <RowScroller
        scrollAmount={480}
        startLabel={t('content.row.previous', { title })}
        endLabel={t('content.row.next', { title })}
      >
        <RowCards cards={cards} hrefOf={hrefOf} variant={variant} ranked={ranked} />
      </RowScroller>
    </Stack>
  );
}
