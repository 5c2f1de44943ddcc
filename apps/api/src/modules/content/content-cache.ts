import { publicationNow } from './publication.ts';

/**
 * Short-lived in-process caches of the content module (issue 4 performance budget: the home
 * endpoint keeps up with a bare route). Each process has its own; entries expire after a few
 * seconds, so several processes on one PostgreSQL converge quickly.
 *
 * Catalogue writes (the catalogue store, the seed) call `catalogueChanged()`: every cache made
 * with `followsCatalogue` drops what it holds.
 */
let catalogueGeneration = 0;

/** Call after writing content items or banners. */
export function catalogueChanged(): void {
  catalogueGeneration += 1;
}

/**
 * Instants (ms, ascending) at which an approved item appears or disappears (its valid-from, and
 * just after its valid-to): when the publication clock passes one, every cache following the
 * catalogue drops what it holds, so no cached answer outlives an item's validity (issue 17).
 */
let boundaries: number[] = [];

/** Notes the validity bounds of items written (the back office) or loaded at start. */
export function noteValidityBounds(
  bounds: readonly { validFrom: Date | null; validTo: Date | null }[],
): void {
  const now = publicationNow().getTime();
  const next = bounds.flatMap(({ validFrom, validTo }) => [
    ...(validFrom ? [validFrom.getTime()] : []),
    ...(validTo ? [validTo.getTime() + 1] : []),
  ]);
  boundaries = [...boundaries, ...next.filter((at) => at > now)].sort((a, b) => a - b);
}

function passBoundaries(): void {
  if (!boundaries.length) return;
  const now = publicationNow().getTime();
  if (boundaries[0]! > now) return;
  boundaries = boundaries.filter((at) => at > now);
  catalogueChanged();
}

interface Entry<V> {
  value: Promise<V>;
  /** Set once the value has resolved. */
  settledAt?: number;
  refreshing: boolean;
  generation: number;
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
  /** Past this many keys the oldest go first. */
  maxEntries: number;
  followsCatalogue: boolean;
  now?: () => number;
}

/**
 * A map of promises with a time to live: concurrent requests for a missing key share one
 * computation (50 connections asking for a cold home compute it once); a failed computation is
 * forgotten at once.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  private start(key: string, compute: () => Promise<V>): Entry<V> {
    const entry: Entry<V> = {
      value: compute(),
      refreshing: false,
      generation: catalogueGeneration,
    };
    entry.value.then(
      () => {
        entry.settledAt = this.now();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }

  private store(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Replaces a stale entry once its successor has resolved (a failed refresh keeps it). */
  private refresh(key: string, stale: Entry<V>, compute: () => Promise<V>): void {
    stale.refreshing = true;
    const next = this.start(key, compute);
    next.value.then(
      () => {
        if (this.entries.get(key) === stale) this.store(key, next);
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  get(key: string, compute: () => Promise<V>): Promise<V> {
    if (this.options.followsCatalogue) passBoundaries();
    const found = this.entries.get(key);
    if (found && (!this.options.followsCatalogue || found.generation === catalogueGeneration)) {
      if (found.settledAt === undefined) return found.value;
      const age = this.now() - found.settledAt;
      if (age < this.options.ttlMs) return found.value;
      if (age < (this.options.staleMs ?? this.options.ttlMs)) {
        if (!found.refreshing) this.refresh(key, found, compute);
        return found.value;
      }
    }
    const entry = this.start(key, compute);
    this.store(key, entry);
    return entry.value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
