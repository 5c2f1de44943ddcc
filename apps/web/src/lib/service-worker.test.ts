import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadingStore } from './loading-store.ts';
import {
  SW_DISABLED_MESSAGE,
  SW_REGISTRATION_FAILED_MESSAGE,
  parseRegistrationStrategy,
  registerServiceWorker,
  whenAppStable,
} from './service-worker.ts';
import { updateStore } from './update-store.ts';
import { watchForUpdates } from './service-worker-updates.ts';

/** A service worker in a state, that the test moves on (`installed`, `activated`…). */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  /** The browser found a new version and starts installing it. */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  constructor(public controller: object | null) {
    super();
  }
  /** A worker takes control of the page (skipWaiting + clients.claim, here or in another tab). */
  takeOver() {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function fakeContainer(
  register = vi.fn(async () => new FakeRegistration() as unknown as ServiceWorkerRegistration),
) {
  const container = Object.assign(new FakeContainer(null), { register });
  return { container: container as unknown as ServiceWorkerContainer, register };
}

function watch(controller: object | null) {
  const registration = new FakeRegistration();
  const container = new FakeContainer(controller);
  const reload = vi.fn();
  watchForUpdates(
    registration as unknown as ServiceWorkerRegistration,
    container as unknown as ServiceWorkerContainer,
    reload,
  );
  return { registration, container, reload };
}

afterEach(() => {
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
    await expect(
      registerServiceWorker({ enabled: true, strategy: 'whenever', ...fakeContainer() }),
    ).rejects.toThrow('Unknown service worker registration strategy: whenever');
  });

  it('registers when the app is stable', async () => {
    const { container, register } = fakeContainer();
    await registerServiceWorker({ enabled: true, container, whenStable: async () => undefined });
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('registers after 30000 ms when the app never becomes stable', async () => {
    vi.useFakeTimers();
    const { container, register } = fakeContainer();
    const done = registerServiceWorker({ enabled: true, container, whenStable: never });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('is disabled in development and says so', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { container, register } = fakeContainer();
    await expect(registerServiceWorker({ enabled: false, container })).resolves.toBeUndefined();
    expect(register).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(SW_DISABLED_MESSAGE);
  });

  it('says so when the browser has no service workers', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await registerServiceWorker({ enabled: true, container: undefined });
    expect(info).toHaveBeenCalledWith(
      'Service workers are disabled or not supported by this browser',
    );
  });

  it('logs a failed registration', async () => {
    const error = vi.mocked(console.error).mockImplementation(() => undefined);
    const failure = new Error('boom');
    const { container } = fakeContainer(vi.fn(async () => Promise.reject(failure)));
    await expect(
      registerServiceWorker({ enabled: true, container, strategy: 'registerImmediately' }),
    ).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(SW_REGISTRATION_FAILED_MESSAGE, failure);
    expect(SW_REGISTRATION_FAILED_MESSAGE).toBe('Service worker registration failed with:');
  });

  it('supports a fixed delay', async () => {
    vi.useFakeTimers();
    const { container, register } = fakeContainer();
    const done = registerServiceWorker({
      enabled: true,
      container,
      strategy: 'registerWithDelay:500',
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(register).toHaveBeenCalled();
  });
});

describe('a new version (update prompt, decision 047)', () => {
  it('is offered once installed, and reloads only after the doctor accepted it', () => {
    const { registration, container, reload } = watch({});
    const next = new FakeWorker();
    registration.found(next);
    expect(updateStore.get().status).toBe('none');
    next.moveTo('installed');
    expect(updateStore.get().status).toBe('available');
    expect(reload).not.toHaveBeenCalled();

    updateStore.get().accept();
    expect(updateStore.get().status).toBe('reloading');
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is not offered on the first visit (nothing controlled the page before)', () => {
    const { registration, container, reload } = watch(null);
    const first = new FakeWorker();
    registration.found(first);
    first.moveTo('installed');
    container.takeOver();
    expect(updateStore.get().status).toBe('none');
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads a page when another tab took the new version: it offers the prompt', () => {
    const { container, reload } = watch({});
    container.takeOver();
    expect(reload).not.toHaveBeenCalled();
    expect(updateStore.get().status).toBe('available');
    updateStore.get().accept();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version already waiting when the app registers', () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    registration.waiting.state = 'installed';
    watchForUpdates(
      registration as unknown as ServiceWorkerRegistration,
      new FakeContainer({}) as unknown as ServiceWorkerContainer,
      vi.fn(),
    );
    expect(updateStore.get().status).toBe('available');
  });

  it('asks for a new version every hour', async () => {
    vi.useFakeTimers();
    const { registration } = watch({});
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(registration.update).toHaveBeenCalledTimes(1);
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
