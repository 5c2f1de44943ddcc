import { SKIP_WAITING } from '../sw/messages.ts';
import { updateStore } from './update-store.ts';

/** How often an open portal asks for a new version (browsers also do on each navigation). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Watches `registration` for a new version: once it is installed (and a version already controls
 * this page) the update prompt is offered. The page reloads only when this page asked for it: when
 * another tab took the new version, this one is offered the prompt too, never reloaded.
 */
export function watchForUpdates(
  registration: ServiceWorkerRegistration,
  container: ServiceWorkerContainer,
  reload: () => void = () => window.location.reload(),
): void {
  let waiting: ServiceWorker | null = null;
  let asked = false;
  let controlled = container.controller !== null;
  const accept = () => {
    asked = true;
    updateStore.set({ status: 'reloading', accept });
    if (waiting?.state === 'installed') waiting.postMessage({ type: SKIP_WAITING });
    else reload();
  };
  const offer = (worker: ServiceWorker | null) => {
    waiting = worker;
    if (!asked) updateStore.set({ status: 'available', accept });
  };
  const follow = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    });
  };
  if (registration.waiting && controlled) offer(registration.waiting);
  // A version found before the app registered (the browser checks on each navigation).
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
  container.addEventListener('controllerchange', () => {
    if (asked) reload();
    // Another tab took the new version: this page still runs the old code.
    else if (controlled) offer(null);
    controlled = true;
  });
  window.setInterval(() => {
    registration.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}
