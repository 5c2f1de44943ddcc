import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { CountryContextValue } from './country/country-context.ts';
import { getToken } from './session.ts';

/** What route loaders use: the app's query cache (one data path) and the site's country. */
export interface RouteServices {
  queryClient: QueryClient;
  country: CountryContextValue;
  /**
   * The server's render, which sends the page whole: a loader waits there for the data it asks
   * for; in the browser the page shows its own loading state meanwhile.
   */
  onServer?: boolean;
}

/**
 * A page's loader: React Router's, given the app's services (router.tsx createRoutes binds them).
 * `hydrate`: React Router runs it also when the app starts on the page over the server's HTML.
 */
export interface RouteLoader {
  (args: LoaderFunctionArgs, services: RouteServices): unknown;
  hydrate?: true;
}

/**
 * A signed-in page's loader: asks the query cache for what the page shows first (`prefetch`, with
 * the session's token), while the page's code loads, and does not wait for it. It runs in the
 * browser also when the app starts on the page (`hydrate`): the server holds no session and
 * asked for nothing.
 */
export function signedInLoader(
  prefetch: (services: RouteServices, token: string, args: LoaderFunctionArgs) => Promise<unknown>,
): RouteLoader {
  const loader: RouteLoader = (args, services) => {
    const token = getToken();
    if (token) void prefetch(services, token, args);
    return null;
  };
  return Object.assign(loader, { hydrate: true as const });
}

/**
 * A public page's loader: asks the query cache for what the page shows (`ask`) as the page starts
 * to load; the server's render waits for it (the page is sent whole), the browser shows the
 * page's own loading state meanwhile. A failure is left to the page, which says it.
 */
export function publicDataLoader(
  ask: (services: RouteServices, args: LoaderFunctionArgs) => Promise<unknown>,
): RouteLoader {
  return async (args, services) => {
    const asked = ask(services, args).catch(() => undefined);
    if (services.onServer) await asked;
    return null;
  };
}
