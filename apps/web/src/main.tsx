import './app/mantine-styles.ts';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startApp } from './app/bootstrap.ts';
import { askEarlyForMatches } from './app/early-requests.ts';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { prepareDateFormat } from './lib/date-format.ts';
import { preparePluralRules } from './lib/i18n.ts';
import { setNavigator } from './lib/navigation.ts';
import { watchPaintedPage } from './lib/prerender.ts';
import type { RouteHandle } from './lib/route-handle.ts';
import { registerServiceWorker, whenAppStable } from './lib/service-worker.ts';

const start = startApp();
// A page the server painted is drawn again only when the visitor acts (decision 060).
watchPaintedPage();
const router = createAppRouter();
// The first page's data, asked while its code downloads (issue 11).
askEarlyForMatches(router.state.matches);
const queryClient = createQueryClient();
setNavigator({
  navigate: (to, options) => router.navigate(to, options),
  currentPath: () => router.state.location.pathname + router.state.location.search,
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The first render in a task of its own, after the one that ran the modules and made the router:
 * together they were one task of 300–450 ms on a phone (4× slower CPU), which the page's
 * total blocking time counts in full past 50 ms (issue 11).
 */
function renderApp(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders
        config={start.config}
        country={start.country}
        i18n={start.i18n}
        queryClient={queryClient}
        styleNonce={start.styleNonce}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
setTimeout(() => renderApp(container), 0);

// A first page that shows a date (a content item): its format is made while the page's data
// downloads, in a task of its own right after the first drawing. Waiting for an idle moment, it
// was still not made when the data came on a busy phone, and lengthened the page's drawing.
const firstHandles = router.state.matches.map(
  ({ route }) => route.handle as RouteHandle | undefined,
);
if (firstHandles.some((handle) => handle?.showsDate)) {
  const { localeId, profile } = start.country;
  setTimeout(() => prepareDateFormat(localeId, profile.timezone.iana), 0);
}
// The same for the plural rules of a page whose cards show durations ("12 min").
if (firstHandles.some((handle) => handle?.showsCounts))
  setTimeout(() => preparePluralRules(start.i18n, start.country.language), 0);

void registerServiceWorker({
  enabled: !import.meta.env.DEV,
  whenStable: () => whenAppStable({ router, queryClient }),
});
