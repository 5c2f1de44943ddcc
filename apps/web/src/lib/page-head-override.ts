import { useEffect, useSyncExternalStore } from 'react';

/**
 * What a page shown knows better than its route about its head (a doctor's profile: its name and
 * description, decision 046): DocumentHead puts it over the route's title and description.
 */
export interface PageHeadOverride {
  /** The page's name after the brand (`Pulso | …`). */
  name: string;
  description: string;
  /** Path of the canonical URL on this site. */
  canonicalPath?: string;
}

let current: PageHeadOverride | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageHeadOverrideValue(): PageHeadOverride | undefined {
  return useSyncExternalStore(subscribe, () => current);
}

/** Sets the override while the calling page is shown with `value` (undefined: none). */
export function usePageHeadOverride(value: PageHeadOverride | undefined): void {
  const key = value ? JSON.stringify(value) : '';
  useEffect(() => {
    if (!key) return undefined;
    const mine = JSON.parse(key) as PageHeadOverride;
    current = mine;
    emit();
    return () => {
      if (current === mine) {
        current = undefined;
        emit();
      }
    };
  }, [key]);
}
