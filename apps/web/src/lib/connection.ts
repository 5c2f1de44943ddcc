import { lazy } from 'react';

/**
 * The connection as the app's navigations meet it (decision 078). Without one, a navigation is
 * held: the page on the screen stays (React Router keeps showing it while the next one loads),
 * the shell says that there is no connection and offers to try again (connection-notice.tsx),
 * and the navigation goes on by itself when the browser is back online. Before, the next page
 * opened at once and showed its grey placeholders for ever (its queries wait for a connection),
 * or a page whose code had not been loaded said that the portal had been updated.
 */

export interface ConnectionState {
  /** The browser says it has no network (`navigator.onLine`). */
  offline: boolean;
  /** Navigations waiting for a connection. */
  held: number;
}

type Listener = () => void;

const listeners = new Set<Listener>();
/** Resolved at the next chance to try again: the browser back online, or the doctor's retry. */
let wakers: Listener[] = [];
let held = 0;

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

let snapshot: ConnectionState = { offline: false, held: 0 };
function refresh(): void {
  const next = { offline: isOffline(), held };
  if (next.offline === snapshot.offline && next.held === snapshot.held) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

function wake(): void {
  const waiting = wakers;
  wakers = [];
  for (const resolve of waiting) resolve();
}

function onOnline(): void {
  wake();
  refresh();
}

/** For useSyncExternalStore: the connection's state, and its changes. */
export const connectionStore = {
  subscribe(listener: Listener): () => void {
    if (listeners.size === 0) {
      window.addEventListener('online', onOnline);
      window.addEventListener('offline', refresh);
    }
    listeners.add(listener);
    refresh();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', refresh);
      }
    };
  },
  snapshot: (): ConnectionState => snapshot,
  serverSnapshot: (): ConnectionState => ({ offline: false, held: 0 }),
};

/** Wakes every held navigation now, to try again (the notice's button). */
export function retryNow(): void {
  wake();
}

/** Until the browser is back online, the doctor asks to try again, or `signal` aborts. */
function nextChance(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    wakers.push(done);
    window.addEventListener('online', done);
    signal?.addEventListener('abort', done);
  });
}

/** Counts the wait as a held navigation while it lasts. */
async function holding<T>(wait: () => Promise<T>): Promise<T> {
  held += 1;
  refresh();
  try {
    return await wait();
  } finally {
    held -= 1;
    refresh();
  }
}

/**
 * Resolves at once with a connection; offline, holds until there is one again (or the
 * navigation asking is given up: `signal`). A retry while still offline keeps holding.
 */
export async function untilConnected(signal?: AbortSignal): Promise<void> {
  if (!isOffline()) return;
  await holding(async () => {
    while (isOffline() && !signal?.aborted) await nextChance(signal);
  });
}

/**
 * Whether the server answers at all (any status): the browser may say it is online on a
 * network that carries nothing. A small request that no cache answers.
 */
export async function serverReachable(): Promise<boolean> {
  if (isOffline()) return false;
  try {
    await fetch('/healthz', { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/**
 * A page's code: when it cannot be fetched for lack of connection, held until the connection
 * is back (or the doctor retries), then fetched again. Any other failure (a file gone after a
 * deploy) is thrown, for the route's error screen.
 */
export async function loadWhenConnected<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      // The server's render has no connection to lose.
      if (typeof window === 'undefined' || (await serverReachable())) throw error;
      await holding(() => nextChance());
    }
  }
}

/**
 * React's `lazy` for a part whose code is fetched when first drawn (the account menu, toasts,
 * the identity screens): offline, it waits for the connection under its Suspense fallback
 * instead of throwing, which outside a route's error screen took the whole app down.
 */
export const lazyWhenConnected: typeof lazy = (load) => lazy(() => loadWhenConnected(load));
