import { useDeferredValue, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * True on the server and while the browser draws over the server's HTML (hydration), false when
 * drawn in the browser: React reads the server's snapshot only then.
 */
export function useServerDrawing(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}

/**
 * False on the server and in the browser's first drawing over the server's HTML (hydration),
 * true after it: what only the browser knows (the session in local storage) is drawn then. That
 * drawing is deferred (a render React makes in slices, which input interrupts), not the urgent
 * one React makes right after hydration: a signed-in page drawn there was one long task.
 */
export function useHydrated(): boolean {
  return useDeferredValue(!useServerDrawing());
}
