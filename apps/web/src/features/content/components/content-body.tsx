import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { ContentBody } from '@pulso/contracts/content';
import { useFormatDate } from '../format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import classes from './content-view.module.css';

export interface ContentBodyViewProps {
  body: ContentBody;
  /** The title of what plays (the item or the episode): names the player. */
  title: string;
  /** Image shown before a video plays. */
  poster?: string | null | undefined;
  /** Starts playing at once (an episode the user just chose). */
  autoPlay?: boolean;
  /** A video or audio played to its end. */
  onEnded?: (() => void) | undefined;
}

/**
 * What an item, episode or lesson shows, by kind: sanitised text, the browser's own video or audio
 * player on the media URL (the server answers range requests, so seeking works), a PDF to open
 * or download, or an event to join.
 */
export function ContentBodyView({
  body,
  title,
  poster,
  autoPlay = false,
  onEnded,
}: ContentBodyViewProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  switch (body.kind) {
    case 'html':
      return <SafeHtml html={body.html} />;
    case 'video':
    case 'audio': {
      const Player = body.kind;
      return (
        <Player
          // A new source (another episode) needs a new element to load it. The file's path, not
          // its URL: a refetched answer carries a freshly signed URL of the same file, which must
          // not restart what is playing (the old URL stays valid for hours).
          key={body.url.split('?', 1)[0]}
          className={classes[body.kind]}
          controls
          preload="metadata"
          autoPlay={autoPlay}
          onEnded={onEnded}
          aria-label={title}
          {...(body.kind === 'video' ? { poster: poster ?? undefined, playsInline: true } : {})}
        >
          <source src={body.url} type={body.mimeType} />
          <Anchor href={body.url}>{t('content.body.download')}</Anchor>
        </Player>
      );
    }
    case 'pdf':
      return (
        <Group gap="sm">
          <Button component="a" href={body.url} target="_blank" rel="noopener noreferrer">
            {t('content.body.openPdf')}
          </Button>
          <Button component="a" href={body.url} download variant="default">
            {t('content.body.downloadPdf')}
          </Button>
        </Group>
      );
    case 'event':
      return (
        <Stack gap="sm" align="flex-start">
          <Text>{t('content.body.eventStarts', { date: formatDate(body.startsAt, true) })}</Text>
          <Button component="a" href={body.url} target="_blank" rel="noopener noreferrer">
            {t('content.body.joinEvent')}
          </Button>
        </Stack>
      );
  }
}
