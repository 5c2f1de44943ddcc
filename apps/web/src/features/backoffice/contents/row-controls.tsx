import type { ReactNode } from 'react';
import { ActionIcon, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translation.tsx';

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

/**
 * A list the form edits (episodes, lessons, seasons, planners): its legend, "none yet" while it is
 * empty, each row under its RowControls, and the button that adds a row. `children` draws a row's
 * inputs; `rowHeading` names row `number` (1 first), its inputs and its buttons.
 */
export function EditableRows<Row extends { key: string }>({
  legend,
  description,
  rows,
  rowHeading,
  addLabel,
  onAdd,
  move,
  remove,
  disabled,
  separated = false,
  children,
}: {
  legend: string;
  /** A line under the legend (what the list is for, the clock its times are on). */
  description?: string;
  rows: Row[];
  rowHeading: (number: number) => string;
  addLabel: string;
  onAdd: () => void;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  disabled?: boolean | undefined;
  /** A line under each row (rows with many inputs). */
  separated?: boolean;
  children: (row: Row, index: number, heading: string) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={legend} variant="filled">
      <Stack gap="md">
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('backoffice.contents.parts.none')}
          </Text>
        )}
        {rows.map((row, index) => {
          const heading = rowHeading(index + 1);
          return (
            <Stack
              key={row.key}
              gap="xs"
              {...(separated
                ? {
                    pb: 'md',
                    style: { borderBottom: '1px solid var(--mantine-color-default-border)' },
                  }
                : {})}
            >
              <RowControls
                heading={heading}
                number={index + 1}
                count={rows.length}
                disabled={disabled}
                move={move}
                remove={remove}
              />
              {children(row, index, heading)}
            </Stack>
          );
        })}
        <Group>
          <Button variant="light" disabled={disabled} onClick={onAdd}>
            {addLabel}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
