import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from '../lib/route-handle.ts';

/**
 * At start, before the page's code has loaded: the matched routes' `askEarly` ask the API for
 * what the page shows first (issue 11), so that the answer arrives while the code downloads
 * instead of after it has run.
 */
export function askEarlyForPage(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): void {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const search = new URLSearchParams(location.search);
  for (const { route, params } of matches) {
    (route.handle as RouteHandle | undefined)?.askEarly?.(params, search);
  }
}
