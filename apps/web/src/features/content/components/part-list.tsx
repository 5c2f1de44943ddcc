import { Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Episode } from '@pulso/contracts/content';
import { byPosition } from '../content-parts.ts';
import { useFormatDuration } from '../format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { thumbnailUrl } from './content-card.tsx';
import classes from './content-view.module.css';

export interface PartListProps {
  /** Accessible name of the list (e.g. "Episodios de la temporada 1"). */
  label: string;
  parts: readonly Episode[];
  /** Where choosing a part goes (a URL that selects it). */
  hrefOf: (partId: string) => string;
  selectedId: string | undefined;
  /** `episode` or `lesson`: the word in front of each number. */
  kind: 'episode' | 'lesson';
}

/**
 * Episodes or lessons as links (`{section}/{item}/{part}` on the signed-in screens): choosing one
 * plays it on the item's screen; the one playing is marked as the current one.
 */
export function PartList({ label, parts, hrefOf, selectedId, kind }: PartListProps) {
  const { t } = useTranslation();
  const formatDuration = useFormatDuration();
  return (
    <ol className={classes.parts} aria-label={label}>
      {byPosition(parts).map((part, index) => {
        const current = part.id === selectedId;
        const image = thumbnailUrl(part.thumbnail, 'episode');
        const duration = formatDuration(part.duration);
        return (
          <li key={part.id}>
            {/* Plain elements, not Mantine's Stack and Text: a series lists dozens of parts, and
                each of those components costs more than the rest of its entry (issue 11). */}
            <Link
              to={hrefOf(part.id)}
              className={classes.part}
              aria-current={current ? 'true' : undefined}
              data-current={current || undefined}
            >
              {image ? (
                <img className={classes.partImage} src={image} alt="" loading="lazy" />
              ) : (
                <span className={classes.partImage} aria-hidden="true" />
              )}
              <span className={classes.partText}>
                <span className={classes.partNote}>
                  {t(`content.parts.${kind}Number`, { number: index + 1 })}
                  {current && ` · ${t('content.parts.playing')}`}
                </span>
                <span className={classes.partTitle}>{part.title}</span>
                {duration && <span className={classes.partNote}>{duration}</span>}
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

/** A titled part list (the episodes or the lessons of an item), named by its title. */
export function PartSection({ title, ...list }: Omit<PartListProps, 'label'> & { title: string }) {
  return (
    <Stack component="section" gap="xs" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <PartList label={title} {...list} />
    </Stack>
  );
}
