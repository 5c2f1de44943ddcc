import { useMatches } from 'react-router';
import type { SitePageId } from '@pulso/contracts/site-pages';

/**
 * The files a route's page needs on a first load (its lazy module and the styles it loads
 * first), as the build's manifest names them: the server asks for them in the page's <head>
 * (route-modules.ts). `signedInModules`: what `/` needs instead for a signed-in browser.
 */
export interface RouteModules {
  modules?: readonly string[];
  signedInModules?: readonly string[];
}

/** What a route declares about itself (in `handle`). */
export interface RouteHandle extends RouteModules {
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
