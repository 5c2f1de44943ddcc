import { Button, Group, Stack, Text } from '@mantine/core';
import { closeAlert, type AlertState } from '../../../lib/identity/screen-sets.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { NativeDialog } from './native-dialog.tsx';

/**
 * Spec §8 alerts, over any screen set that may be open (which keeps what was typed): a native
 * modal dialog, so above the login's (the top layer keeps the last opened on top) and above
 * Mantine's modals, with Escape its own.
 */
export function AlertDialog({ alert }: { alert: AlertState | null }) {
  const { t } = useTranslation();
  return (
    <NativeDialog
      opened={alert !== null}
      onClose={closeAlert}
      title={alert ? t(alert.titleKey) : ''}
      closeLabel={t('identity.close')}
      data-testid="alert-dialog"
    >
      <Stack gap="md">
        {alert?.message && <Text role="alert">{alert.message}</Text>}
        <Group justify="flex-end">
          <Button onClick={closeAlert} data-autofocus>
            {t('identity.alertOk')}
          </Button>
        </Group>
      </Stack>
    </NativeDialog>
  );
}
