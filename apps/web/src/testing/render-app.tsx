import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import type { CountryCode } from '@pulso/contracts/country';
import type { RuntimeConfig } from '@pulso/contracts/runtime-config';
import { configureApp } from '../app/bootstrap.ts';
import { createApp } from '../app/create-app.tsx';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { createRoutes } from '../app/router.tsx';
import type { RouteServices } from '../lib/route-services.ts';
import { storageKeys } from '../config/storage-keys.ts';
import { createCountryContextValue } from '../lib/country/country-context.ts';
import { localRuntimeConfig } from '../lib/runtime-config.ts';
import { translations } from './translations.ts';

export interface RenderAppOptions {
  path?: string;
  country?: CountryCode;
  config?: RuntimeConfig;
  /** Routes of their own, or made with the app's services as the app's are (createRoutes). */
  routes?: RouteObject[] | ((services: RouteServices) => RouteObject[]);
  /** Stores a token (and optionally a user id / profile) as a signed-in session would. */
  session?: { token?: string; userId?: string; profile?: Record<string, unknown> };
}

/**
 * The app's start as the browser's entry makes it (app/bootstrap.ts configureApp), from a
 * configuration and a country given here instead of the page, with the real translation files.
 */
export function setUpApp(options: Omit<RenderAppOptions, 'path' | 'routes'> = {}) {
  const config = options.config ?? localRuntimeConfig();
  const country = createCountryContextValue(options.country ?? 'mx', config);
  if (options.session) {
    const { token = 'test-token', userId, profile } = options.session;
    localStorage.setItem(storageKeys.token, token);
    if (userId) localStorage.setItem(storageKeys.userId, userId);
    if (profile) localStorage.setItem(storageKeys.profile, JSON.stringify(profile));
  }
  const start = configureApp({ config, country, translations });
  const queryClient = createQueryClient({ retry: false });
  /** The app's providers around a part of it (tests of one component). */
  const wrap = (children: ReactNode) => (
    <AppProviders
      config={config}
      country={country}
      i18n={start.i18n}
      queryClient={queryClient}
      env="test"
    >
      {children}
    </AppProviders>
  );
  return { start, config, country, i18n: start.i18n, queryClient, wrap };
}

/** The app as entry-client.tsx makes it (app/create-app.tsx), on a memory router at `path`. */
export function renderApp(options: RenderAppOptions = {}) {
  const app = setUpApp(options);
  const services = { queryClient: app.queryClient, country: app.country };
  const routes =
    typeof options.routes === 'function'
      ? options.routes(services)
      : (options.routes ?? createRoutes(services));
  const { router, element } = createApp({
    start: app.start,
    queryClient: app.queryClient,
    routes,
    createRouter: (table, routerOptions) =>
      createMemoryRouter(table, { ...routerOptions, initialEntries: [options.path ?? '/'] }),
    env: 'test',
  });
  const view = render(element);
  return { ...view, ...app, router };
}

/** The current path and query of a memory router. */
export const locationOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

/** The app's route table with services that no loader will use (tests that only match paths). */
export function appRoutesForMatching(): RouteObject[] {
  const { queryClient, country } = setUpApp();
  return createRoutes({ queryClient, country });
}
