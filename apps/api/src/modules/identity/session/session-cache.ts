/**
 * Session look-ups kept in memory for a few seconds (decision 026-session-look-ups-in-memory):
 * every /api request of a signed-in client asks who its token speaks for, and on PGlite that
 * query (sessions joined with users) ran on the server's only thread for each request.
 *
 * A kept answer is used only while what made it live still holds at the request's time (not
 * expired, not idle, its `last_used_at` recent enough not to need writing again), and for at most
 * SESSION_LOOKUP_CACHE_MS after it was read. Every write of this process that ends a session or
 * changes what a session user carries (logout, revocation on password reset, e-mail change,
 * account deletion, preferences) calls `sessionUsersChanged()`, before and after the write: what
 * was kept is forgotten, and a look-up that started before it is not kept. Another process (a
 * second server on the same PostgreSQL) sees such a write within SESSION_LOOKUP_CACHE_MS.
 */
import type { Queryable } from '../../../platform/db/database.ts';

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
  generation: number;
}

let generation = 0;
/** One map per database (each app, and each test app, has its own). */
const caches = new WeakMap<object, Map<string, KeptSession<unknown>>>();

/** Call around any write that ends sessions or changes their users: kept look-ups are dropped. */
export function sessionUsersChanged(): void {
  generation += 1;
}

/** The generation a look-up starts in; pass it to `keepSession`. */
export function sessionGeneration(): number {
  return generation;
}

function cacheOf(db: Queryable): Map<string, KeptSession<unknown>> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/** The kept look-up of a token hash, if it is of the current generation and recent. */
export function keptSession<U>(
  db: Queryable,
  tokenHash: string,
  now: number,
): KeptSession<U> | undefined {
  const cache = cacheOf(db);
  const kept = cache.get(tokenHash);
  if (!kept) return undefined;
  const age = now - kept.readAt;
  if (kept.generation !== generation || age < 0 || age >= SESSION_LOOKUP_CACHE_MS) {
    cache.delete(tokenHash);
    return undefined;
  }
  return kept as KeptSession<U>;
}

/** Keeps a look-up, unless a change happened since it started. */
export function keepSession<U>(
  db: Queryable,
  tokenHash: string,
  kept: KeptSession<U>,
  startedIn: number,
): void {
  if (startedIn !== generation || kept.generation !== generation) return;
  const cache = cacheOf(db);
  cache.delete(tokenHash);
  cache.set(tokenHash, kept);
  if (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}
