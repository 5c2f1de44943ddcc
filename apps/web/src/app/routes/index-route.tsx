import { lazy, type ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { isSignedIn, useIsSignedIn } from '../../lib/session.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { RouteServices } from '../../lib/route-services.ts';
import { bindLoader, routeModule } from '../route-modules.ts';

const landing = routeModule('../features/content/pages/landing-page.tsx', {
  appStylesFirst: false,
});
const home = routeModule('../features/content/pages/home-page.tsx');

// Drawn only in the browser (below), where the session lives.
const HomePage = lazy(() => home.load().then((m) => ({ default: m.Component })));

/** The files `/` needs on a first load, signed out and signed in (RouteHandle `modules`). */
export const indexRouteModules = {
  signedOut: landing.manifestKeys,
  signedIn: home.manifestKeys,
};

/**
 * `/` asks for its page's data as that page's own route would (its loader): the landing's signed
 * out (the server, which holds no session, renders the landing with its data), the home's signed
 * in, also when the app starts on `/` with a session (`hydrate`).
 */
export function indexLoader(services: RouteServices): LoaderFunction {
  const loader: LoaderFunction = async (args) => {
    const { loader: pageLoader } = await (isSignedIn() ? home : landing).load();
    return pageLoader ? bindLoader(pageLoader, services)(args) : null;
  };
  // Run again over the server's HTML only when the browser starts with a session. Signed out, the
  // server drew the landing whole, with its data; a hydration run would end, as every navigation
  // does, in ScrollRestoration's reset to the top, under a visitor who had scrolled meanwhile.
  return isSignedIn() ? Object.assign(loader, { hydrate: true as const }) : loader;
}

/**
 * `/`'s component (a lazy route property): the public landing page, loaded with the route (the
 * server renders it whole), or the signed-in home for a signed-in user (spec §2).
 */
export async function indexComponent(): Promise<{ Component: ComponentType }> {
  const { Component: LandingPage } = await landing.load();
  return {
    Component: function IndexRoute() {
      const signedIn = useIsSignedIn();
      const hydrated = useHydrated();
      if (!signedIn) return <LandingPage />;
      // The server holds no session: it draws the home's frame, and the browser the home itself.
      return hydrated ? <HomePage /> : <PageLoader />;
    },
  };
}
