import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PushTopicValue } from '@pulso/contracts/push';
import { SW_DISABLED_MESSAGE } from '../../lib/service-worker.ts';
import { deleteSubscription, fetchPublicKey, saveSubscription } from './api/push-api.ts';
import {
  currentSubscription,
  notificationPermission,
  pushSupport,
  subscribe,
  subscriptionBody,
  unsubscribe,
  type PushSupport,
} from './push-client.ts';

export const pushSettingsKey = ['push', 'settings'] as const;

export interface PushDeviceState {
  support: PushSupport;
  permission: NotificationPermission;
  /** undefined while the service worker is asked; null: this device is not subscribed. */
  subscription: PushSubscription | null | undefined;
  /** The service worker did not answer (or the browser refused): push is not available here. */
  unavailable: boolean;
  busy: boolean;
  enable(topics?: PushTopicValue[]): Promise<void>;
  disable(): Promise<void>;
  /** Sends this device's subscription again with other topics. */
  setTopics(topics: PushTopicValue[]): Promise<void>;
}

/** This browser's push subscription, kept in step with the server. */
export function usePushDevice(): PushDeviceState {
  const queryClient = useQueryClient();
  const [support] = useState(pushSupport);
  const [permission, setPermission] = useState(notificationPermission);
  const [subscription, setSubscription] = useState<PushSubscription | null | undefined>(
    support === 'supported' ? undefined : null,
  );
  const [unavailable, setUnavailable] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (support === 'unsupported') console.info(SW_DISABLED_MESSAGE);
    if (support !== 'supported') return;
    let live = true;
    currentSubscription().then(
      (found) => live && setSubscription(found),
      (error: unknown) => {
        console.info((error as Error).message);
        if (!live) return;
        setUnavailable(true);
        setSubscription(null);
      },
    );
    return () => {
      live = false;
    };
  }, [support]);

  // Allowed or blocked again in the browser's site settings while the page is open.
  useEffect(() => {
    if (support !== 'supported' || !navigator.permissions) return;
    let status: PermissionStatus | undefined;
    const changed = () => setPermission(notificationPermission());
    navigator.permissions.query({ name: 'notifications' }).then(
      (found) => {
        status = found;
        status.addEventListener('change', changed);
      },
      () => undefined,
    );
    return () => status?.removeEventListener('change', changed);
  }, [support]);

  const run = useCallback(
    async (work: () => Promise<void>) => {
      setBusy(true);
      try {
        await work();
      } finally {
        setBusy(false);
        setPermission(notificationPermission());
        await queryClient.invalidateQueries({ queryKey: pushSettingsKey });
      }
    },
    [queryClient],
  );

  return {
    support,
    permission,
    subscription,
    unavailable,
    busy,
    enable: (topics) =>
      run(async () => {
        const created = await subscribe(await fetchPublicKey());
        setSubscription(created);
        await saveSubscription(subscriptionBody(created, topics));
      }),
    disable: () =>
      run(async () => {
        const endpoint = await unsubscribe();
        setSubscription(null);
        await deleteSubscription(endpoint);
      }),
    setTopics: (topics) =>
      run(async () => {
        if (subscription) await saveSubscription(subscriptionBody(subscription, topics));
      }),
  };
}
