import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { usePushDevice } from '../use-push-device.ts';
import { useTranslation } from '../../../lib/translation.tsx';

const DISMISSED_KEY = 'pulso.pushInvitationDismissed';

/**
 * After a meaningful action (registering for an event), never on a first visit: an offer to
 * turn push on for this device, shown only when the browser can, the doctor has not answered
 * the browser's question yet, and has not said "not now" before.
 */
export function PushInvitation() {
  const { t } = useTranslation();
  const device = usePushDevice();
  const [closed, setClosed] = useState(() => localStorage.getItem(DISMISSED_KEY) === '1');
  const [done, setDone] = useState('');
  if (done)
    return (
      <Text role="status" size="sm">
        {done}
      </Text>
    );
  if (
    closed ||
    device.support !== 'supported' ||
    device.unavailable ||
    device.subscription !== null ||
    device.permission !== 'default'
  )
    return null;

  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setClosed(true);
  };
  const accept = () =>
    device.enable().then(
      () => setDone(t('push.enabled')),
      (error: unknown) => {
        console.error((error as Error).message);
        dismiss();
      },
    );

  return (
    <Paper withBorder p="md" role="region" aria-label={t('push.invitation.title')}>
      <Text fw={600}>{t('push.invitation.title')}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('push.invitation.body')}
      </Text>
      <Group gap="sm">
        <Button size="sm" onClick={accept} loading={device.busy}>
          {t('push.invitation.accept')}
        </Button>
        <Button size="sm" variant="default" onClick={dismiss}>
          {t('push.invitation.dismiss')}
        </Button>
      </Group>
    </Paper>
  );
}
