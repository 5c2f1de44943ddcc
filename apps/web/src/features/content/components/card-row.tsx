import { useId } from 'react';
import { Stack, Title } from '@mantine/core';
import type { ContentCard as ContentCardData, ThumbnailType } from '@pulso/contracts/content';
import { useTranslation } from 'react-i18next';
import { ContentCard } from '../../../components/content/content-card.tsx';
import { useInTurn } from '../../../components/ui/in-turn.tsx';
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
 * Cards drawn with the row: as many as a wide screen shows; the others come in the row's next
 * turn (InTurn), a task of their own (issue 11).
 */
const CARDS_AT_ONCE = 5;

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
  const List = ranked ? 'ol' : 'ul';
  const all = useInTurn(cards.length <= CARDS_AT_ONCE);
  const shown = all ? cards : cards.slice(0, CARDS_AT_ONCE);
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      <RowScroller
        scrollAmount={480}
        startLabel={t('content.row.previous', { title })}
        endLabel={t('content.row.next', { title })}
      >
        <List className={classes.list}>
          {shown.map((card, index) => (
            <li key={card.id} className={classes.item} data-variant={variant}>
              <ContentCard
                card={card}
                href={hrefOf(card)}
                variant={variant}
                rank={ranked ? index + 1 : undefined}
              />
            </li>
          ))}
        </List>
      </RowScroller>
    </Stack>
  );
}
