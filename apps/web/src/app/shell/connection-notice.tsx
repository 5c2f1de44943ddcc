import { useState, useSyncExternalStore } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { connectionStore, retryNow, serverReachable } from '../../lib/connection.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { BottomCard } from './bottom-card.tsx';

/**
 * Without a connection (decision 078): that there is none, that what is on the screen stays and
 * that the page asked for opens when it is back, with a button that tries again at once (the held
 * navigation, and the answers that failed). Online again, the navigation goes on by itself.
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { offline, held } = useSyncExternalStore(
    connectionStore.subscribe,
    connectionStore.snapshot,
    connectionStore.serverSnapshot,
  );
  const [checking, setChecking] = useState(false);
  const [stillOffline, setStillOffline] = useState(false);
  if (!offline && held === 0) {
    if (stillOffline) setStillOffline(false);
    return null;
  }

  const retry = async () => {
    setChecking(true);
    const reachable = await serverReachable();
    setChecking(false);
    setStillOffline(!reachable);
    retryNow();
    if (reachable)
      void queryClient.refetchQueries({
        type: 'active',
        predicate: (query) => query.state.status === 'error',
      });
  };

  return (
    <BottomCard side="start" testId="connection-notice">
      <Stack gap="xs" align="flex-start">
        <Text fw={700}>{t('shell.offline.title')}</Text>
        <Text size="sm">{t(held > 0 ? 'shell.offline.waiting' : 'shell.offline.text')}</Text>
        {stillOffline && <Text size="sm">{t('shell.offline.still')}</Text>}
        <Button size="sm" variant="default" onClick={() => void retry()} loading={checking}>
          {t('shell.offline.retry')}
        </Button>
      </Stack>
    </BottomCard>
  );
}
