import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import type { CountryCode } from '@pulso/contracts/country';
import type { RuntimeConfig } from '@pulso/contracts/runtime-config';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { holdNavigationsWhileOffline } from '../app/navigation-data-strategy.ts';
import { createRoutes } from '../app/router.tsx';
import type { RouteServices } from '../lib/route-services.ts';
import { storageKeys } from '../config/storage-keys.ts';
import { createCountryContextValue } from '../lib/country/country-context.ts';
import { configureHttpClient } from '../lib/http/http-client.ts';
import { createI18n } from '../lib/i18n.ts';
import { setNavigator } from '../lib/navigation.ts';
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

/** Everything entry-client.tsx sets up, with a memory router and the real translation files. */
export function setUpApp(options: Omit<RenderAppOptions, 'path' | 'routes'> = {}) {
  const config = options.config ?? localRuntimeConfig();
  const country = createCountryContextValue(options.country ?? 'mx', config);
  configureHttpClient({
    apiKey: config.apiKey,
    region: country.regionalGroup,
    localeId: country.localeId,
    apiBaseUrl: config.apiBaseUrl,
    docfinderBaseUrl: config.docfinderBaseUrl,
  });
  if (options.session) {
    const { token = 'test-token', userId, profile } = options.session;
    localStorage.setItem(storageKeys.token, token);
    if (userId) localStorage.setItem(storageKeys.userId, userId);
    if (profile) localStorage.setItem(storageKeys.profile, JSON.stringify(profile));
  }
  const i18n = createI18n(country.language, { resources: translations });
  const queryClient = createQueryClient({ retry: false });
  const wrap = (children: ReactNode) => (
    <AppProviders
      config={config}
      country={country}
      i18n={i18n}
      queryClient={queryClient}
      env="test"
    >
      {children}
    </AppProviders>
  );
  return { config, country, i18n, queryClient, wrap };
}

export function renderApp(options: RenderAppOptions = {}) {
  const app = setUpApp(options);
  const services = { queryClient: app.queryClient, country: app.country };
  const routes =
    typeof options.routes === 'function'
      ? options.routes(services)
      : (options.routes ?? createRoutes(services));
  const router = createMemoryRouter(routes, {
    initialEntries: [options.path ?? '/'],
    dataStrategy: holdNavigationsWhileOffline,
  });
  setNavigator({
    navigate: (to, navigateOptions) => router.navigate(to, navigateOptions),
    currentPath: () => router.state.location.pathname + router.state.location.search,
  });
  const view = render(app.wrap(<RouterProvider router={router} />));
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
