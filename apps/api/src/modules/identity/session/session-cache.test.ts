import { describe, expect, it } from 'vitest';
import { createSessionCache, SESSION_LOOKUP_CACHE_MS, type KeptSession } from './session-cache.ts';

const lookUp = (user: string, readAt: number): KeptSession<string> => ({
  user,
  readAt,
  expiresAt: readAt + 3_600_000,
  usedAt: readAt,
});

describe('kept session look-ups', () => {
  it('answer for SESSION_LOOKUP_CACHE_MS of the policy clock, not before the read', () => {
    const cache = createSessionCache();
    cache.keep('token', lookUp('ana', 1_000), cache.generation());
    expect(cache.kept<string>('token', 1_000)?.user).toBe('ana');
    expect(cache.kept('token', 1_000 + SESSION_LOOKUP_CACHE_MS)).toBeUndefined();
    cache.keep('token', lookUp('ana', 1_000), cache.generation());
    expect(cache.kept('token', 999)).toBeUndefined();
  });

  it('are dropped by a write that changes sessions, and one read meanwhile is not kept', async () => {
    const cache = createSessionCache();
    cache.keep('before', lookUp('ana', 0), cache.generation());
    let startedDuring = -1;
    await cache.changing(async () => {
      startedDuring = cache.generation();
    });
    expect(cache.kept('before', 1)).toBeUndefined();
    cache.keep('during', lookUp('ana', 0), startedDuring);
    expect(cache.kept('during', 1)).toBeUndefined();
    cache.keep('after', lookUp('ana', 0), cache.generation());
    expect(cache.kept<string>('after', 1)?.user).toBe('ana');
  });

  it('belong to one app: a change in another leaves them', async () => {
    const mine = createSessionCache();
    const theirs = createSessionCache();
    mine.keep('token', lookUp('ana', 0), mine.generation());
    await theirs.changing(async () => {});
    expect(mine.kept<string>('token', 1)?.user).toBe('ana');
  });

  it('drop a failed write’s look-ups too, and pass its error on', async () => {
    const cache = createSessionCache();
    cache.keep('token', lookUp('ana', 0), cache.generation());
    await expect(
      cache.changing(async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(cache.kept('token', 1)).toBeUndefined();
  });
});
