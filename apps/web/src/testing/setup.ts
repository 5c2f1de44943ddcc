import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../features/consent/consent-store.ts';
import { loadingStore } from '../lib/loading-store.ts';
import { setNavigator } from '../lib/navigation.ts';
import { resetScreenSets } from '../features/identity/screen-sets.ts';

// Lazy chunks (pages, screen sets) are transformed on first use: on a busy machine that can take
// longer than Testing Library's default second (a back-office page's first load took 6.6 s
// beside the integration suites on a slow 2-core machine).
configure({ asyncUtilTimeout: 12_000 });

/*
 * The web project runs its files one after the other in one window per worker (`isolate: false`
 * in vitest.config.ts: one jsdom and one import of the app's modules per worker instead of per
 * file, about half the project's time). This file runs again before each of them: each starts
 * with an empty document at `/`, without what earlier files left on the window.
 */
document.head.innerHTML = '';
document.body.innerHTML = '';
window.history.replaceState(null, '', '/');
delete (window as { dataLayer?: unknown }).dataLayer;
delete (window as { gigya?: unknown }).gigya;
notifications.clean();

// Browser APIs Mantine and React Router use that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// Object URLs: the window's own for every file, whatever a test of an earlier file in this
// worker lent or took away (one window per worker: vitest.config.ts).
const urlWindow = window as {
  pulsoObjectUrls?: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
};
urlWindow.pulsoObjectUrls ??= {
  createObjectURL: URL.createObjectURL,
  revokeObjectURL: URL.revokeObjectURL,
};
URL.createObjectURL = urlWindow.pulsoObjectUrls.createObjectURL;
URL.revokeObjectURL = urlWindow.pulsoObjectUrls.revokeObjectURL;

Element.prototype.scrollIntoView = () => undefined;

/*
 * console.error fails the test that caused it (React warnings, failed prop types, act() misuse…).
 * A test that expects an error replaces the spy: `vi.mocked(console.error).mockImplementation(…)`.
 */
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  // Every test starts with a cookie choice made (only necessary cookies, under any policy
  // revision), already tied to the account, so neither the consent banner nor the ledger's link
  // call comes into tests about something else; a consent test removes it. The e2e journeys do
  // the same (e2e/fixtures.ts).
  localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({
      consentId: '00000000-0000-4000-8000-000000000000',
      categories: ['necessary'],
      policyRevision: 1_000_000,
      source: 'banner',
      at: '2026-01-01T00:00:00.000Z',
      linked: true,
    }),
  );
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  loadingStore.reset();
  setNavigator(null);
  resetScreenSets();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A push or event test lends the navigator a service worker; the next file's window has none.
  Reflect.deleteProperty(navigator, 'serviceWorker');
  notifications.clean();
  document.title = '';
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    const text = errors.map((args) =>
      args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '),
    );
    throw new Error(`console.error was called during the test:\n${text.join('\n')}`);
  }
});
