import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../../lib/translation.tsx';
import classes from './slide-deck.module.css';

/**
 * A speaker item's slide deck: the PDF shown in the page (the browser's own viewer), with a
 * link to open it full screen and one to download it — the way in on phones, whose browsers
 * often do not show a PDF inside a page.
 */
export function SlideDeck({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const name = t('speakerTraining.deck.frameTitle', { title });
  return (
    <Stack gap="sm" component="section" aria-labelledby="slide-deck-title">
      <Title order={2} size="h3" id="slide-deck-title">
        {t('speakerTraining.deck.title')}
      </Title>
      <iframe className={classes.frame} src={url} title={name} loading="lazy" />
      <Text size="sm" c="dimmed" className={classes.phoneHint}>
        {t('speakerTraining.deck.phoneHint')}
      </Text>
      <Group gap="sm">
        <Button component="a" href={url} target="_blank" rel="noopener noreferrer" variant="light">
          {t('speakerTraining.deck.open')}
        </Button>
        <Button component="a" href={url} download variant="default">
          {t('speakerTraining.deck.download')}
        </Button>
      </Group>
    </Stack>
  );
}
