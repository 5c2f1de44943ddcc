import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('work left for when the main thread is free (issue 11)', () => {
  it('runs once the browser reports idle time, and not when cancelled', () => {
    const callbacks = new Map<number, IdleRequestCallback>();
    let next = 1;
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      callbacks.set(next, callback);
      return next++;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => callbacks.delete(id));
    const ran: string[] = [];
    whenIdle(() => ran.push('kept'));
    const cancel = whenIdle(() => ran.push('cancelled'));
    cancel();
    expect(ran).toEqual([]);
    for (const callback of callbacks.values())
      callback({ didTimeout: false, timeRemaining: () => 10 });
    expect(ran).toEqual(['kept']);
  });

  it('falls back to a short delay where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const ran = vi.fn();
    whenIdle(ran);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(ran).toHaveBeenCalledOnce();
  });
});
