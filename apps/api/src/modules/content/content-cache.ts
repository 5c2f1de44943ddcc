import { LRUCache } from 'lru-cache';
import type { PublicationClock } from './publication.ts';

/**
 * Short-lived in-process caches of the content module (issue 4 performance budget: the home
 * endpoint keeps up with a bare route). Each app has its own (the composition root makes them);
 * entries expire after a few seconds, so several processes on one PostgreSQL converge quickly.
 *
 * Catalogue writes (the catalogue store, the back office) call `changed()` on the app's
 * `CatalogueChanges`: every cache that follows it drops what it holds.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The app's catalogue changes (made by the composition root; tests write through it). */
    catalogueChanges: CatalogueChanges;
  }
}

export interface CatalogueChanges {
  /** Call after writing content items or banners. */
  changed(): void;
  /** Notes the validity bounds of items written (the back office) or loaded at start. */
  noteValidityBounds(bounds: readonly { validFrom: Date | null; validTo: Date | null }[]): void;
  /** Changes when the catalogue changed or the publication clock passed a validity bound. */
  generation(): number;
}

/**
 * Instants (ms, ascending) at which an approved item appears or disappears (its valid-from, and
 * just after its valid-to): when the publication clock passes one, every cache following the
 * catalogue drops what it holds, so no cached answer outlives an item's validity (issue 17).
 */
export function createCatalogueChanges(publication: PublicationClock): CatalogueChanges {
  const state = { generation: 0, boundaries: [] as number[] };
  const changed = () => {
    state.generation += 1;
  };
  return {
    changed,
    noteValidityBounds(bounds) {
      const now = publication.now().getTime();
      const next = bounds.flatMap(({ validFrom, validTo }) => [
        ...(validFrom ? [validFrom.getTime()] : []),
        ...(validTo ? [validTo.getTime() + 1] : []),
      ]);
      state.boundaries = [...state.boundaries, ...next.filter((at) => at > now)].sort(
        (a, b) => a - b,
      );
    },
    generation() {
      if (state.boundaries.length) {
        const now = publication.now().getTime();
        if (state.boundaries[0]! <= now) {
          state.boundaries = state.boundaries.filter((at) => at > now);
          changed();
        }
      }
      return state.generation;
    },
  };
}

export interface TtlCacheOptions {
  /** A value this old is computed again. */
  ttlMs: number;
  /**
   * A resolved value older than `ttlMs` but younger than this is still answered while one
   * computation of its successor runs in the background (stale-while-revalidate): a slow
   * computation never holds requests up once the cache is warm. Default: `ttlMs` (no staleness).
   */
  staleMs?: number;
  /** Past this many keys the least recently used go first. */
  maxEntries: number;
  /** The catalogue whose changes drop every entry (none: the values are not the catalogue's). */
  follows: CatalogueChanges | undefined;
}

interface Entry<V> {
  value: V;
  settledAt: number;
}

/**
 * A bounded cache of computed values with a time to live (lru-cache): concurrent requests for a
 * missing key share one computation (50 connections asking for a cold home compute it once); a
 * failed computation is forgotten at once, a failed refresh keeps the stale value.
 */
export class TtlCache<V> {
  private readonly entries: LRUCache<string, Entry<V>, () => Promise<V>>;
  private readonly staleMs: number;
  private seenGeneration: number | undefined;

  constructor(private readonly options: TtlCacheOptions) {
    this.staleMs = options.staleMs ?? options.ttlMs;
    this.entries = new LRUCache<string, Entry<V>, () => Promise<V>>({
      max: options.maxEntries,
      ttl: options.ttlMs,
      allowStale: true,
      noDeleteOnFetchRejection: true,
      // A computation outdated by a catalogue change still answers those waiting for it.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context: compute }) => ({
        value: await compute(),
        settledAt: Date.now(),
      }),
    });
    this.seenGeneration = options.follows?.generation();
  }

  async get(key: string, compute: () => Promise<V>): Promise<V> {
    const generation = this.options.follows?.generation();
    if (generation !== this.seenGeneration) {
      this.entries.clear();
      this.seenGeneration = generation;
    }
    const kept = this.entries.peek(key, { allowStale: true });
    if (kept && Date.now() - kept.settledAt >= this.staleMs) this.entries.delete(key);
    const entry = await this.entries.fetch(key, { context: compute });
    if (!entry) throw new Error(`no value computed for ${key}`);
    return entry.value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
