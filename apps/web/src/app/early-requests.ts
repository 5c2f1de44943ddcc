import { matchRoutes, type Params, type RouteObject } from 'react-router';
import type { RouteHandle } from '../lib/route-handle.ts';

/** A matched route as the router keeps it (`router.state.matches`) or `matchRoutes` gives it. */
interface RouteMatch {
  params: Params;
  route: { handle?: unknown };
}

/**
 * At start, before the page's code has loaded: the matched routes' `askEarly` ask the API for
 * what the page shows first (issue 11), so that the answer arrives while the code downloads
 * instead of after it has run. `main.tsx` passes the router's own matches: matching the route
 * table again costs a phone about 50 ms of the first task.
 */
export function askEarlyForMatches(
  matches: readonly RouteMatch[],
  location: Pick<Location, 'search'> = window.location,
): void {
  const search = new URLSearchParams(location.search);
  for (const { route, params } of matches) {
    (route.handle as RouteHandle | undefined)?.askEarly?.(params, search);
  }
}

/** The same for a route table and a location (tests, or before a router exists). */
export function askEarlyForPage(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): void {
  askEarlyForMatches(matchRoutes(routes, location.pathname) ?? [], location);
}
