import { SERVICE_WORKER_FALLBACK_MS } from '../config/constants.ts';
import { loadingStore } from './loading-store.ts';
import { updateStore } from './update-store.ts';

/**
 * Spec §4/§8: the service worker (src/sw/sw.ts, built to /sw.js) is registered when the app is
 * stable or after 30000 ms, never in development, through workbox-window (decision 083). A new
 * version waits for the doctor's "reload" (the update prompt, decision 047) rather than replacing
 * the page's code under it.
 */

export const SW_DISABLED_MESSAGE = 'Service workers are disabled or not supported by this browser';
export const SW_REGISTRATION_FAILED_MESSAGE = 'Service worker registration failed with:';
export const DEFAULT_STRATEGY = `registerWhenStable:${SERVICE_WORKER_FALLBACK_MS}`;

type Plan =
  | { kind: 'immediately' }
  | { kind: 'delay'; ms: number }
  | { kind: 'stable'; ms: number | undefined };

/** `registerImmediately`, `registerWithDelay:<ms>`, `registerWhenStable[:<ms>]` — anything else throws. */
export function parseRegistrationStrategy(strategy: string): Plan {
  const [name, arg, ...rest] = strategy.split(':');
  const ms = arg === undefined || arg === '' ? undefined : Number(arg);
  const validMs = ms === undefined || (Number.isInteger(ms) && ms >= 0);
  if (rest.length === 0 && validMs) {
    if (name === 'registerImmediately' && arg === undefined) return { kind: 'immediately' };
    if (name === 'registerWithDelay') return { kind: 'delay', ms: ms ?? 0 };
    if (name === 'registerWhenStable') return { kind: 'stable', ms };
  }
  throw new Error(`Unknown service worker registration strategy: ${strategy}`);
}

type Unsubscribe = () => void;

/** What of the router and the query client tells whether the app is busy (structural types). */
export interface StabilitySources {
  router?: {
    state: { initialized: boolean; navigation: { state: string } };
    subscribe(listener: () => void): Unsubscribe;
  };
  queryClient?: {
    isFetching(): number;
    isMutating(): number;
    getQueryCache(): { subscribe(listener: () => void): Unsubscribe };
    getMutationCache(): { subscribe(listener: () => void): Unsubscribe };
  };
}

/**
 * The app is stable once the page has loaded, the first route has rendered (the router is
 * initialized and not navigating), and no query, mutation or blocking call is in flight.
 */
export function whenAppStable(sources: StabilitySources = {}): Promise<void> {
  const { router, queryClient } = sources;
  return new Promise((resolve) => {
    const unsubscribes: Unsubscribe[] = [];
    const busy = () =>
      document.readyState !== 'complete' ||
      loadingStore.isLoading() ||
      (router !== undefined &&
        (!router.state.initialized || router.state.navigation.state !== 'idle')) ||
      (queryClient !== undefined && (queryClient.isFetching() > 0 || queryClient.isMutating() > 0));
    const check = () => {
      if (busy()) return;
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
      window.removeEventListener('load', check);
      resolve();
    };
    unsubscribes.push(loadingStore.subscribe(check));
    if (router) unsubscribes.push(router.subscribe(check));
    if (queryClient) {
      unsubscribes.push(queryClient.getQueryCache().subscribe(check));
      unsubscribes.push(queryClient.getMutationCache().subscribe(check));
    }
    window.addEventListener('load', check);
    check();
  });
}

export interface RegisterServiceWorkerOptions {
  /** False in development (`import.meta.env.DEV`). */
  enabled: boolean;
  scriptUrl?: string;
  strategy?: string;
  whenStable?: () => Promise<void>;
  /** Reloads this page on the new version (tests pass their own). */
  reload?: () => void;
}

/** How often an open portal asks for a new version (browsers also do on each navigation). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the worker with workbox-window's `Workbox` once the strategy allows, and offers each
 * new version to the doctor (the update prompt) instead of replacing the page's code under them.
 */
export async function registerServiceWorker(
  options: RegisterServiceWorkerOptions,
): Promise<ServiceWorkerRegistration | undefined> {
  const plan = parseRegistrationStrategy(options.strategy ?? DEFAULT_STRATEGY);
  if (!options.enabled || !('serviceWorker' in navigator)) {
    console.info(SW_DISABLED_MESSAGE);
    return undefined;
  }

  if (plan.kind === 'delay') await delay(plan.ms);
  if (plan.kind === 'stable') {
    const stable = (options.whenStable ?? whenAppStable)();
    await (plan.ms === undefined ? stable : Promise.race([stable, delay(plan.ms)]));
  }

  // Loaded when it is time to register, never with the page's first load.
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(options.scriptUrl ?? '/sw.js', { scope: '/' });
  const reload = options.reload ?? (() => window.location.reload());
  let registration: ServiceWorkerRegistration | undefined;
  let asked = false;
  const accept = () => {
    asked = true;
    updateStore.set({ status: 'reloading', accept });
    // The waiting version takes over, then 'controlling' reloads; another tab took it: reload.
    if (registration?.waiting) wb.messageSkipWaiting();
    else reload();
  };
  const offer = () => {
    if (!asked) updateStore.set({ status: 'available', accept });
  };
  // A new version installed while an older one controls the page (found now or before).
  wb.addEventListener('waiting', offer);
  wb.addEventListener('controlling', (event) => {
    if (asked) reload();
    // Another tab took the new version: this page still runs the old code.
    else if (event.isUpdate) offer();
  });

  try {
    registration = await wb.register({ immediate: true });
  } catch (error) {
    console.error(SW_REGISTRATION_FAILED_MESSAGE, error);
    return undefined;
  }
  window.setInterval(() => {
    wb.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
  return registration;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}
