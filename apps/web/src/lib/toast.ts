import { useSyncExternalStore } from 'react';
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../config/constants.ts';

/*
 * Spec §2/§9: a toast shows for 2000 ms, in a success style or a plain error style.
 * The toast container (and its animation library) is loaded on the first toast only, so pages
 * that never show one do not download it; the notifications store keeps the toast until then.
 */

let hostWanted = false;
const listeners = new Set<() => void>();

function wantHost(): void {
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of listeners) listener();
}

/** Whether the app shell should mount the toast container. */
export function useToastHostWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hostWanted,
    () => false,
  );
}

export type ToastKind = 'success' | 'error';

function show(kind: ToastKind, message: string): string {
  wantHost();
  return notifications.show({
    message,
    color: kind === 'success' ? 'teal' : 'red',
    autoClose: TOAST_DURATION_MS,
    withCloseButton: true,
    'data-toast': kind,
  });
}

export const toast = {
  success: (message: string): string => show('success', message),
  error: (message: string): string => show('error', message),
};
