/**
 * Session look-ups kept in memory for a few seconds (decision 026-session-look-ups-in-memory):
 * every /api request of a signed-in client asks who its token speaks for, and on PGlite that
 * query (sessions joined with users) ran on the server's only thread for each request.
 *
 * A kept answer is used only while what made it live still holds at the request's time (not
 * expired, not idle, its `last_used_at` recent enough not to need writing again), and for at most
 * SESSION_LOOKUP_CACHE_MS after it was read. Every write of this process that ends a session or
 * changes what a session user carries (logout, revocation on password reset, e-mail change,
 * account deletion, preferences, staff grants) runs through `changing`: what was kept is
 * forgotten before and after the write, and a look-up that started before it is not kept. Another
 * process (a second server on the same PostgreSQL) sees such a write within
 * SESSION_LOOKUP_CACHE_MS.
 *
 * The app makes one (app.ts) and the composition root hands it to the modules that write.
 */
import { LRUCache } from 'lru-cache';

/** How long a look-up is answered from memory: the staleness bound across processes. */
export const SESSION_LOOKUP_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

export interface KeptSession<U> {
  user: U;
  /** When the database answered (policy clock, ms). */
  readAt: number;
  expiresAt: number;
  /** `last_used_at` as written (the look-up writes it when it is a minute old or unset). */
  usedAt: number;
}

export interface SessionCache {
  /** The kept look-up of a token hash, if it was read less than SESSION_LOOKUP_CACHE_MS ago. */
  kept<U>(tokenHash: string, now: number): KeptSession<U> | undefined;
  /** The generation a look-up starts in; pass it to `keep`. */
  generation(): number;
  /** Keeps a look-up, unless a change happened since it started. */
  keep<U>(tokenHash: string, kept: KeptSession<U>, startedIn: number): void;
  /**
   * Runs a write that ends sessions or changes their users (a whole transaction, so that what a
   * look-up reads before the commit is dropped too): kept look-ups are dropped before and after.
   */
  changing<T>(write: () => Promise<T>): Promise<T>;
}

export function createSessionCache(): SessionCache {
  let generation = 0;
  const cache = new LRUCache<string, KeptSession<unknown>>({
    max: MAX_ENTRIES,
    ttl: SESSION_LOOKUP_CACHE_MS,
  });
  const changed = () => {
    generation += 1;
    cache.clear();
  };
  return {
    kept<U>(tokenHash: string, now: number) {
      const kept = cache.get(tokenHash);
      if (!kept) return undefined;
      // The policy clock decides too (tests move it; it may stand still or go back).
      const age = now - kept.readAt;
      if (age < 0 || age >= SESSION_LOOKUP_CACHE_MS) {
        cache.delete(tokenHash);
        return undefined;
      }
      return kept as KeptSession<U>;
    },
    generation: () => generation,
    keep(tokenHash, kept, startedIn) {
      if (startedIn === generation) cache.set(tokenHash, kept);
    },
    async changing(write) {
      changed();
      try {
        return await write();
      } finally {
        changed();
      }
    },
  };
}
