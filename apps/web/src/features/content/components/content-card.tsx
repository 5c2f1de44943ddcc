import type { ReactNode } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { ContentCard as ContentCardData } from '@pulso/contracts/content';
import { contentTagLabelKey } from '@pulso/contracts/content/cluster-names';
import { thumbnailVariant, type ThumbnailType } from '@pulso/contracts/thumbnails';
import { useFormatItemDuration } from '../format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import classes from './content-card.module.css';

/** The thumbnail of `variant` (spec §3: the type word of the URL replaced), or null. */
export function thumbnailUrl(
  thumbnail: ContentCardData['thumbnail'],
  variant: ThumbnailType,
): string | null {
  return thumbnail ? thumbnailVariant(thumbnail.url, thumbnail.type, variant) : null;
}

export interface ContentCardProps {
  card: ContentCardData;
  href: string;
  /** Thumbnail variant: `cluster` in rows and grids, `top10` in the top-10 row, `seeLater`. */
  variant?: ThumbnailType;
  /** Place in the top-10 row (1-based), shown large over the image. */
  rank?: number | undefined;
  /** Heading level of the title (3 under a row's h2). */
  titleOrder?: 2 | 3 | 4;
  /** `horizontal`: image beside the text (the feed's list) from small screens up. */
  orientation?: 'vertical' | 'horizontal';
  /** Extra line under the meta data (e.g. the feed's synopsis). */
  children?: ReactNode;
  /**
   * How the image loads: `lazy` (default) when it comes into view; `eager` at once (cards in the
   * first screen); `first` at once and before the page's other images (the first card of a page,
   * often its largest paint).
   */
  imageLoading?: 'lazy' | 'eager' | 'first';
}

/** A content item as a card: image (alt = title), tag, title linking to the item, author, time. */
export function ContentCard({
  card,
  href,
  variant = 'cluster',
  rank,
  titleOrder = 3,
  orientation = 'vertical',
  children,
  imageLoading = 'lazy',
}: ContentCardProps) {
  const { t } = useTranslation();
  const formatDuration = useFormatItemDuration();
  const image = thumbnailUrl(card.thumbnail, variant);
  const tagKey = contentTagLabelKey(card.mainCluster);
  const duration = formatDuration(card);
  const Heading = `h${titleOrder}` as const;
  const meta = [card.participant, duration].filter(Boolean).join(' · ');

  return (
    <article className={classes.card} data-orientation={orientation} data-testid="content-card">
      <div className={classes.media} data-variant={variant}>
        {image && (
          // Decorative: the title beside it says the same (WCAG H67), read once.
          <img
            className={classes.image}
            src={image}
            alt=""
            loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={imageLoading === 'first' ? 'high' : undefined}
            decoding="async"
          />
        )}
        {tagKey && (
          // A plain element styled as Mantine's small white badge: a home draws ~70 cards, and
          // Badge's styles API cost more than the rest of a card (issue 11).
          <span className={classes.tag}>{t(tagKey)}</span>
        )}
        {rank !== undefined && (
          <span className={classes.rank} aria-hidden="true">
            {rank}
          </span>
        )}
      </div>
      <div className={classes.body}>
        <Heading className={classes.title}>
          <Link to={href} className={classes.link}>
            {rank !== undefined && (
              <>
                <VisuallyHidden>{t('content.card.rank', { rank })}</VisuallyHidden>{' '}
              </>
            )}
            {card.title}
          </Link>
        </Heading>
        {meta && <span className={classes.meta}>{meta}</span>}
        {children}
      </div>
    </article>
  );
}
