/**
 * Lets code outside React (the HTTP client, logout) move the router. The app registers its data
 * router at start; before that, and in plain scripts, the browser location is used.
 */
export interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => void | Promise<void>;
  /** Path and query of the current location, e.g. `/eventos?page=2`. */
  currentPath: () => string;
}

const browserNavigator: Navigator = {
  navigate: (to, options) =>
    options?.replace ? window.location.replace(to) : window.location.assign(to),
  currentPath: () => window.location.pathname + window.location.search,
};

let active: Navigator = browserNavigator;

export function setNavigator(navigator: Navigator | null): void {
  active = navigator ?? browserNavigator;
}

/** Resolves once the navigation has happened (or been blocked). */
export async function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  await active.navigate(to, options);
}

export function currentPath(): string {
  return active.currentPath();
}
