import './app/mantine-styles.ts';
import './app/global.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startApp } from './app/bootstrap.ts';
import { askEarlyForPage } from './app/early-requests.ts';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter, routes } from './app/router.tsx';
import { PageLoader } from './components/ui/page-loader.tsx';
import { setNavigator } from './lib/navigation.ts';
import { registerServiceWorker, whenAppStable } from './lib/service-worker.ts';

const start = startApp();
// The first page's data, asked while its code downloads (issue 11).
askEarlyForPage(routes);
const router = createAppRouter();
const queryClient = createQueryClient();
setNavigator({
  navigate: (to, options) => router.navigate(to, options),
  currentPath: () => router.state.location.pathname + router.state.location.search,
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders
      config={start.config}
      country={start.country}
      i18n={start.i18n}
      queryClient={queryClient}
      styleNonce={start.styleNonce}
    >
      {/* Suspends until the language file has loaded. */}
      <Suspense fallback={<PageLoader fullScreen />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  </StrictMode>,
);

void registerServiceWorker({
  enabled: !import.meta.env.DEV,
  whenStable: () => whenAppStable({ router, queryClient }),
});
