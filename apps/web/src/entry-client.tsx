// The browser's entry (docs/start-path.md, step 4): hydrates the page the server rendered with
// the same route table, the server's router data and the server's query cache.
import './app/mantine-styles.ts';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { startApp } from './app/bootstrap.ts';
import { createApp } from './app/create-app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createRoutes } from './app/router.tsx';
import { readAppState, type AppState } from './lib/app-state.ts';
import { registerServiceWorker, whenAppStable } from './lib/service-worker.ts';

const start = startApp();
const queryClient = createQueryClient();

// What the server's render started from: its router data and the query cache its loaders filled
// (a legal page's document…). React Router reads its part where its own script would put it.
const state = readAppState();
if (state) {
  hydrate(queryClient, state.queries);
  window.__staticRouterHydrationData = state.router;
}

/**
 * The page's route modules, loaded before the router is made (React Router's server-rendering
 * guide): the server named them in <head>, so they are on their way, and the first drawing
 * matches the server's HTML instead of showing a fallback.
 */
async function loadRouteModules(table: RouteObject[]): Promise<void> {
  const lazyMatches = (matchRoutes(table, window.location) ?? []).filter((m) => m.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
const routes = createRoutes({ queryClient, country: start.country });
await loadRouteModules(routes);

// Offline, a navigation waits for the connection on the page it leaves (decision 078).
const { router, element: app } = createApp({
  start,
  queryClient,
  routes,
  createRouter: createBrowserRouter,
  wrap: (children) => <StrictMode>{children}</StrictMode>,
});

declare global {
  interface Window {
    /** React Router's hydration data (createBrowserRouter reads and revives it from here). */
    __staticRouterHydrationData?: AppState['router'];
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The server rendered the page (npm start, production); the development server sends the
// template's placeholder comment alone. In a transition, as React Router's own entry does: React
// hydrates in slices between which the browser paints and answers input (a press on a part not
// hydrated yet is replayed once it is).
startTransition(() => {
  if (container.firstElementChild) {
    hydrateRoot(container, app, {
      onRecoverableError: (error, info) => {
        // A drawing that differs from the server's: React draws that part again, and says so.
        console.error('hydration', error, info.componentStack);
      },
    });
  } else {
    createRoot(container).render(app);
  }
});

void registerServiceWorker({
  enabled: !import.meta.env.DEV,
  whenStable: () => whenAppStable({ router, queryClient }),
});
