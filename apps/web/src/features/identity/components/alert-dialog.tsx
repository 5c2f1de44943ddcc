import { Button, Group, Modal, Stack, Text, getDefaultZIndex } from '@mantine/core';
import { useMediaQuery, useMounted } from '@mantine/hooks';
import { closeAlert, type AlertState } from '../screen-sets.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { PHONE_MEDIA_QUERY } from './screen-set-modal.tsx';

/**
 * Spec §8 alerts, over any screen set that may be open (which keeps what was typed): one layer
 * above the screen sets' modals, whichever was mounted last, with Escape its own (the screen
 * sets leave it to an alert while one shows).
 */
export function AlertDialog({ alert }: { alert: AlertState | null }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, undefined, { getInitialValueInEffect: false });
  // Closed on the first render, for Modal to give the focus back on close (screen-set-modal.tsx).
  const mounted = useMounted();
  return (
    <Modal
      opened={alert !== null && mounted}
      onClose={closeAlert}
      title={alert ? t(alert.titleKey) : ''}
      zIndex={getDefaultZIndex('modal') + 1}
      fullScreen={phone}
      centered={!phone}
      closeButtonProps={{ 'aria-label': t('identity.close') }}
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
