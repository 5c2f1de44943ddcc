import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from '../app/shell/update-prompt.tsx';
import { renderApp } from '../testing/render-app.tsx';
import { loadingStore } from './loading-store.ts';
import {
  SW_DISABLED_MESSAGE,
  SW_REGISTRATION_FAILED_MESSAGE,
  UPDATE_CHECK_MS,
  parseRegistrationStrategy,
  registerServiceWorker,
  whenAppStable,
} from './service-worker.ts';
import { updateStore } from './update-store.ts';

const scriptURL = () => new URL('/sw.js', window.location.href).href;

/** One version of the portal's service worker, as the browser runs it. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly scriptURL = scriptURL();
  constructor(private readonly browser: FakeServiceWorkers) {
    super();
  }
  postMessage(message: { type?: string } | null) {
    // sw.ts: a waiting version takes over when the page asks it to.
    if (message?.type === 'SKIP_WAITING' && this.state === 'installed') this.browser.activate(this);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
}

/**
 * `navigator.serviceWorker` of a browser that installs what is deployed: a version waits while an
 * older one is active, and a version that activates takes control of the page (clients.claim).
 */
class FakeServiceWorkers extends EventTarget {
  controller: FakeWorker | null = null;
  readonly registration = new FakeRegistration();
  register = vi.fn(async (_url: string, _options?: RegistrationOptions) => {
    // The first visit installs the worker once registered.
    if (!this.registration.active) window.setTimeout(() => this.deploy(), 0);
    return this.registration as unknown as ServiceWorkerRegistration;
  });

  /** A visit to a portal whose worker already controls the page. */
  static returning(): FakeServiceWorkers {
    const browser = new FakeServiceWorkers();
    const current = new FakeWorker(browser);
    current.state = 'activated';
    browser.registration.active = current;
    browser.controller = current;
    return browser;
  }

  /** A new build is published and found: the browser installs it. */
  deploy(): FakeWorker {
    const next = new FakeWorker(this);
    this.registration.installing = next;
    this.registration.dispatchEvent(new Event('updatefound'));
    this.registration.installing = null;
    if (this.registration.active) this.registration.waiting = next;
    next.moveTo('installed');
    if (!this.registration.active) this.activate(next);
    return next;
  }

  activate(worker: FakeWorker) {
    this.registration.waiting = null;
    this.registration.active = worker;
    worker.moveTo('activating');
    worker.moveTo('activated');
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function install(browser: FakeServiceWorkers | undefined) {
  if (browser)
    Object.defineProperty(navigator, 'serviceWorker', { value: browser, configurable: true });
  else Reflect.deleteProperty(navigator, 'serviceWorker');
}

/** The portal on /eventos with its update prompt, its worker registered as the app does. */
async function openPortal(browser: FakeServiceWorkers) {
  install(browser);
  const reload = vi.fn();
  renderApp({
    country: 'br',
    path: '/eventos',
    routes: [{ path: '/eventos', element: <UpdatePrompt /> }],
  });
  await act(() =>
    registerServiceWorker({ enabled: true, strategy: 'registerImmediately', reload }),
  );
  return { reload, prompt: () => screen.queryByRole('status') };
}

afterEach(() => {
  install(undefined);
  updateStore.reset();
  loadingStore.reset();
  vi.useRealTimers();
});

const never = () => new Promise<void>(() => undefined);

describe('service worker registration (spec §4, §8)', () => {
  it('throws on an unknown registration strategy', async () => {
    expect(() => parseRegistrationStrategy('registerSometimes')).toThrow(
      /Unknown service worker registration strategy/,
    );
    expect(() => parseRegistrationStrategy('registerWithDelay:soon')).toThrow();
    install(new FakeServiceWorkers());
    await expect(registerServiceWorker({ enabled: true, strategy: 'whenever' })).rejects.toThrow(
      'Unknown service worker registration strategy: whenever',
    );
  });

  it('registers /sw.js for the whole site when the app is stable', async () => {
    const browser = new FakeServiceWorkers();
    install(browser);
    let stable!: () => void;
    const done = registerServiceWorker({
      enabled: true,
      whenStable: () => new Promise<void>((resolve) => (stable = resolve)),
    });
    await vi.waitFor(() => expect(stable).toBeDefined());
    expect(browser.register).not.toHaveBeenCalled();
    stable();
    await done;
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('registers after 30000 ms when the app never becomes stable', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const browser = new FakeServiceWorkers();
    install(browser);
    const done = registerServiceWorker({ enabled: true, whenStable: never });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(browser.register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(browser.register).toHaveBeenCalledTimes(1);
  });

  it('supports a fixed delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const browser = new FakeServiceWorkers();
    install(browser);
    const done = registerServiceWorker({ enabled: true, strategy: 'registerWithDelay:500' });
    await vi.advanceTimersByTimeAsync(499);
    expect(browser.register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(browser.register).toHaveBeenCalled();
  });

  it('is disabled in development and says so', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const browser = new FakeServiceWorkers();
    install(browser);
    await expect(registerServiceWorker({ enabled: false })).resolves.toBeUndefined();
    expect(browser.register).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(SW_DISABLED_MESSAGE);
  });

  it('says so when the browser has no service workers', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await registerServiceWorker({ enabled: true });
    expect(info).toHaveBeenCalledWith(
      'Service workers are disabled or not supported by this browser',
    );
  });

  it('logs a failed registration', async () => {
    const error = vi.mocked(console.error).mockImplementation(() => undefined);
    const failure = new Error('boom');
    const browser = new FakeServiceWorkers();
    browser.register.mockRejectedValue(failure);
    install(browser);
    await expect(
      registerServiceWorker({ enabled: true, strategy: 'registerImmediately' }),
    ).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(SW_REGISTRATION_FAILED_MESSAGE, failure);
    expect(SW_REGISTRATION_FAILED_MESSAGE).toBe('Service worker registration failed with:');
  });
});

describe('a new version (update prompt, decision 047)', () => {
  it('is offered once installed, and reloads the page on it only after the doctor accepted', async () => {
    const browser = FakeServiceWorkers.returning();
    const { reload, prompt } = await openPortal(browser);
    expect(prompt()).not.toBeInTheDocument();

    let next!: FakeWorker;
    act(() => {
      next = browser.deploy();
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Há uma nova versão do portal disponível.',
    );
    expect(browser.controller).not.toBe(next);
    expect(reload).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(browser.controller).toBe(next);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is not offered on the first visit (nothing controlled the page before)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const browser = new FakeServiceWorkers();
    const { reload, prompt } = await openPortal(browser);
    // Installed and in control, and past Workbox's wait for a version that stays waiting.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(browser.controller?.state).toBe('activated');
    expect(prompt()).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads a page when another tab took the new version: it offers the prompt', async () => {
    const browser = FakeServiceWorkers.returning();
    const { reload } = await openPortal(browser);
    // Another tab's doctor accepted the version this tab has not been shown yet.
    let next!: FakeWorker;
    act(() => {
      next = browser.deploy();
    });
    act(() => browser.activate(next));
    await screen.findByRole('status');
    expect(reload).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version already waiting when the app registers', async () => {
    const browser = FakeServiceWorkers.returning();
    const waiting = new FakeWorker(browser);
    waiting.state = 'installed';
    browser.registration.waiting = waiting;
    await openPortal(browser);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Há uma nova versão do portal disponível.',
    );
  });

  it('asks for a new version every hour', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const browser = FakeServiceWorkers.returning();
    install(browser);
    await registerServiceWorker({ enabled: true, strategy: 'registerImmediately' });
    expect(browser.registration.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS);
    expect(browser.registration.update).toHaveBeenCalledTimes(1);
  });
});
describe('the app is stable (spec §4)', () => {
  function sources() {
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    const state = { initialized: false, navigation: { state: 'idle' } };
    let fetching = 0;
    let mutating = 0;
    return {
      router: { state, subscribe },
      queryClient: {
        isFetching: () => fetching,
        isMutating: () => mutating,
        getQueryCache: () => ({ subscribe }),
        getMutationCache: () => ({ subscribe }),
      },
      set(next: { initialized?: boolean; fetching?: number; mutating?: number }) {
        state.initialized = next.initialized ?? state.initialized;
        fetching = next.fetching ?? fetching;
        mutating = next.mutating ?? mutating;
        for (const listener of [...listeners]) listener();
      },
      listeners,
    };
  }

  it('once the first route rendered and no query or mutation is in flight', async () => {
    const app = sources();
    let stable = false;
    void whenAppStable(app).then(() => (stable = true));
    app.set({ fetching: 1, mutating: 1 });
    app.set({ initialized: true });
    await Promise.resolve();
    expect(stable).toBe(false);
    app.set({ fetching: 0 });
    await Promise.resolve();
    expect(stable).toBe(false);
    app.set({ mutating: 0 });
    await vi.waitFor(() => expect(stable).toBe(true));
    expect(app.listeners.size).toBe(0);
  });

  it('not while a blocking call is pending', async () => {
    const app = sources();
    app.set({ initialized: true });
    const end = loadingStore.begin();
    let stable = false;
    void whenAppStable(app).then(() => (stable = true));
    await Promise.resolve();
    expect(stable).toBe(false);
    end();
    await vi.waitFor(() => expect(stable).toBe(true));
  });
});
