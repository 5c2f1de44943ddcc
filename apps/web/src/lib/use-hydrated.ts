import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and in the browser's first drawing over the server's HTML (hydration),
 * true after it: what only the browser knows (the session in local storage) is drawn then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
