import { useSyncExternalStore } from 'react';

/**
 * Spec §4: the loading indicator is set before each call and cleared when it ends; the blocking
 * overlay shows while any blocking call is pending. A counter, so overlapping calls do not clear
 * each other's state.
 */
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const loadingStore = {
  /** Marks one blocking call as started; returns the function that ends it (safe to call twice). */
  begin(): () => void {
    pending += 1;
    emit();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      pending = Math.max(0, pending - 1);
      emit();
    };
  },
  pending(): number {
    return pending;
  },
  isLoading(): boolean {
    return pending > 0;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests only: forget every pending call. */
  reset(): void {
    pending = 0;
    emit();
  },
};

/** Runs `work` with the interface blocked until it settles. */
export async function withBlockingLoad<T>(work: () => Promise<T>): Promise<T> {
  const end = loadingStore.begin();
  try {
    return await work();
  } finally {
    end();
  }
}

export function useIsLoading(): boolean {
  return useSyncExternalStore(loadingStore.subscribe, loadingStore.isLoading, () => false);
}
