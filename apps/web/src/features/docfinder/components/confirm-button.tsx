import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useTranslation } from '../../../lib/translation.tsx';

export interface ConfirmButtonProps extends Pick<ButtonProps, 'color' | 'variant'> {
  children: ReactNode;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => Promise<void> | void;
  loading?: boolean;
}

/** A button for an action that cannot be undone: it asks once, in a dialog, before doing it. */
export function ConfirmButton({
  children,
  title,
  text,
  confirmLabel,
  onConfirm,
  loading = false,
  ...buttonProps
}: ConfirmButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button {...buttonProps} onClick={() => setOpened(true)}>
        {children}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={title} centered>
        <Text mb="lg">{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpened(false)} data-autofocus>
            {t('docfinder.confirm.cancel')}
          </Button>
          <Button
            color="red"
            loading={loading}
            onClick={async () => {
              await onConfirm();
              setOpened(false);
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
