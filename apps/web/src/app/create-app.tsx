import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { DataStrategyFunction, RouteObject, createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setNavigator } from '../lib/navigation.ts';
import type { AppStart } from './bootstrap.ts';
import { holdNavigationsWhileOffline } from './navigation-data-strategy.ts';
import { AppProviders } from './providers.tsx';

type DataRouter = ReturnType<typeof createBrowserRouter>;

export interface CreateAppOptions {
  start: AppStart;
  queryClient: QueryClient;
  routes: RouteObject[];
  /** The browser's history router (entry-client.tsx), or a memory router in tests. */
  createRouter: (
    routes: RouteObject[],
    options: { dataStrategy: DataStrategyFunction },
  ) => DataRouter;
  /** `test` turns off Mantine's transitions and portals (AppProviders). */
  env?: 'default' | 'test';
  /** Wraps the app (StrictMode in the browser). */
  wrap?: (app: ReactNode) => ReactNode;
}

/**
 * The app as the browser's entry makes it, and as the tests' harness starts it
 * (testing/render-app.tsx): the router over the route table, navigations held while offline
 * (decision 078), the navigator the app's non-React code asks, and the providers around it.
 */
export function createApp({
  start,
  queryClient,
  routes,
  createRouter,
  env,
  wrap = (app) => app,
}: CreateAppOptions) {
  const router = createRouter(routes, { dataStrategy: holdNavigationsWhileOffline });
  setNavigator({
    navigate: (to, options) => router.navigate(to, options),
    currentPath: () => router.state.location.pathname + router.state.location.search,
  });
  const element = wrap(
    <AppProviders
      config={start.config}
      country={start.country}
      i18n={start.i18n}
      queryClient={queryClient}
      styleNonce={start.styleNonce}
      signedInHint={start.signedInHint}
      {...(env ? { env } : {})}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, element };
}
