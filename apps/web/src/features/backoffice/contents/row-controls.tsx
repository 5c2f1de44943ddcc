import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The head of a row of a list the form edits (episodes, lessons, seasons, planners): its
 * heading and the buttons that move it up or down and remove it.
 */
export function RowControls({
  heading,
  number,
  count,
  disabled,
  move,
  remove,
}: {
  heading: string;
  /** 1 for the first row. */
  number: number;
  count: number;
  disabled?: boolean;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const { t } = useTranslation();
  const index = number - 1;
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={600} size="sm">
        {heading}
      </Text>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={t('backoffice.contents.parts.up', { row: heading })}
          disabled={disabled || index === 0}
          onClick={() => move(index, index - 1)}
        >
          ↑
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={t('backoffice.contents.parts.down', { row: heading })}
          disabled={disabled || index === count - 1}
          onClick={() => move(index, index + 1)}
        >
          ↓
        </ActionIcon>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          aria-label={t('backoffice.contents.parts.removeRow', { row: heading })}
          disabled={disabled}
          onClick={() => remove(index)}
        >
          {t('backoffice.contents.parts.remove')}
        </Button>
      </Group>
    </Group>
  );
}
