import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from '../../lib/translation.tsx';
import classes from './app-shell.module.css';

export function UpdatePromptCard({
  reloading,
  onReload,
}: {
  reloading: boolean;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      className={classes.updatePrompt}
      role="status"
      aria-live="polite"
      shadow="md"
      radius="md"
      p="md"
      withBorder
    >
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{t('pwa.update.message')}</Text>
        <Button
          className={classes.updatePromptButton}
          size="sm"
          onClick={onReload}
          loading={reloading}
        >
          {reloading ? t('pwa.update.reloading') : t('pwa.update.reload')}
        </Button>
      </Group>
    </Paper>
  );
}
