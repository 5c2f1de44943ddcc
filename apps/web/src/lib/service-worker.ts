import { SERVICE_WORKER_FALLBACK_MS } from '../config/constants.ts';
import { loadingStore } from './loading-store.ts';

/**
 * Spec §4/§8: the service worker (src/sw/sw.ts, built to /sw.js) is registered when the app is
 * stable or after 30000 ms, never in development. A new version waits for the doctor's "reload"
 * (the update prompt, decision 047) rather than replacing the page's code under it.
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
  container?: ServiceWorkerContainer | undefined;
  /** Offers new versions to the doctor (the update prompt); false leaves them alone. */
  watchUpdates?: boolean;
}

export async function registerServiceWorker(
  options: RegisterServiceWorkerOptions,
): Promise<ServiceWorkerRegistration | undefined> {
  const plan = parseRegistrationStrategy(options.strategy ?? DEFAULT_STRATEGY);
  const container =
    'container' in options
      ? options.container
      : 'serviceWorker' in navigator
        ? navigator.serviceWorker
        : undefined;
  if (!options.enabled || !container) {
    console.info(SW_DISABLED_MESSAGE);
    return undefined;
  }

  if (plan.kind === 'delay') await delay(plan.ms);
  if (plan.kind === 'stable') {
    const stable = (options.whenStable ?? whenAppStable)();
    await (plan.ms === undefined ? stable : Promise.race([stable, delay(plan.ms)]));
  }

  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(options.scriptUrl ?? '/sw.js', { scope: '/' });
  } catch (error) {
    console.error(SW_REGISTRATION_FAILED_MESSAGE, error);
    return undefined;
  }
  // The watcher is loaded once registered (after the first page), never on the first load.
  if (options.watchUpdates ?? true)
    void import('./service-worker-updates.ts').then((m) =>
      m.watchForUpdates(registration, container),
    );
  return registration;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}
