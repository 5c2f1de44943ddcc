import { useMatches, type Params } from 'react-router';
import type { SitePageId } from '@pulso/contracts/site-pages';

/** What a route declares about itself (in `handle`). */
export interface RouteHandle {
  /** Translation key of the page name used in the title ("<brand> | <page name>") and heading. */
  titleKey: string;
  /**
   * A public page of the site tables (`@pulso/contracts/site-pages`): its description, canonical
   * URL, hreflang alternates and Open Graph tags go into <head> too.
   */
  sitePage?: SitePageId;
  /**
   * A content item, which a public link's token opens (spec §6, decision 017): signed out with
   * `?token=`, the login gate lets the visit through and the page sends it to the token page.
   */
  opensWithToken?: boolean;
  /**
   * Asks the API, when the app starts on this page, for what the page shows first, while the
   * page's code downloads; the page's own first request then takes that answer (issue 11,
   * http-client `askEarly`).
   */
  askEarly?: (params: Params, search: URLSearchParams) => void;
  /**
   * The page shows a date in its first screen: when the app starts on it, the date format is
   * made while the page downloads (main.tsx, lib/date-format.ts), not inside its first render.
   */
  showsDate?: boolean;
  /**
   * The page shows texts with a count in its first screen (the cards' durations): when the app
   * starts on it, the language's plural rules are made while the page downloads (main.tsx,
   * lib/i18n.ts), not inside its first render.
   */
  showsCounts?: boolean;
  /**
   * The page's module as the build's manifest names it (`src/…`), on the pages a signed-in doctor
   * often opens first (home, search, a content item): the server names its scripts and
   * stylesheets in the page's <head>, so they download with the app's own (decision 059).
   */
  source?: string;
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
