import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { closeAlert, type AlertState } from '../../../lib/identity/screen-sets.ts';

/** Spec §8 alerts, over any screen set that may be open (which keeps what was typed). */
export function AlertDialog({ alert }: { alert: AlertState | null }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={alert !== null}
      onClose={closeAlert}
      title={alert ? t(alert.titleKey) : ''}
      centered
      zIndex={400}
      closeButtonProps={{ 'aria-label': t('identity.close') }}
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
    </Modal>
  );
}
