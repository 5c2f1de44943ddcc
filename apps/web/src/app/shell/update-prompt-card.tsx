import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../lib/translation.tsx';
import classes from './app-shell.module.css';
import { BottomCard } from './bottom-card.tsx';

export function UpdatePromptCard({
  reloading,
  onReload,
}: {
  reloading: boolean;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  return (
    <BottomCard side="end">
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
    </BottomCard>
  );
}
