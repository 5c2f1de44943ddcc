import { describe, expect, it, vi } from 'vitest';
import {
  SW_DISABLED_MESSAGE,
  SW_REGISTRATION_FAILED_MESSAGE,
  parseRegistrationStrategy,
  registerServiceWorker,
} from './service-worker.ts';

function fakeContainer(register = vi.fn(async () => ({}) as ServiceWorkerRegistration)) {
  return { container: { register } as unknown as ServiceWorkerContainer, register };
}

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
