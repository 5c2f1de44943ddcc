import { useMatches } from 'react-router';

/** What a route declares about itself (in `handle`). */
export interface RouteHandle {
  /** Translation key of the page name used in the title ("<brand> | <page name>") and heading. */
  titleKey: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RouteHandle).titleKey === 'string'
  );
}

/** The handle of the deepest matched route that declares one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
