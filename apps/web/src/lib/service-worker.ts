import { SERVICE_WORKER_FALLBACK_MS } from '../config/constants.ts';
import { loadingStore } from './loading-store.ts';

/**
 * Spec §4/§8: the service worker (public/sw.js) is registered when the app is stable or after
 * 30000 ms, never in development. Push subscription is a later issue.
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

/** The app is stable once the page has loaded and no blocking call is pending. */
export function whenAppStable(): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const check = () => {
      if (document.readyState !== 'complete' || loadingStore.isLoading()) return;
      unsubscribe();
      window.removeEventListener('load', check);
      resolve();
    };
    unsubscribe = loadingStore.subscribe(check);
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

  try {
    return await container.register(options.scriptUrl ?? '/sw.js', { scope: '/' });
  } catch (error) {
    console.error(SW_REGISTRATION_FAILED_MESSAGE, error);
    return undefined;
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}
