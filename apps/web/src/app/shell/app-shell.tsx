import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { analyticsContainerId, useScreenViewTracking } from '../../lib/analytics.ts';
import { useRuntimeConfig } from '../../lib/config-context.ts';
import { useIsSignedIn } from '../../lib/identity/session.ts';
import { withAppStyles } from '../app-styles.ts';
import { SiteFooter } from '../layout/site-footer.tsx';
import { SiteHeader } from '../layout/site-header.tsx';
import { BlockingOverlay } from './blocking-overlay.tsx';
import { DocumentHead } from './document-head.tsx';
import { ScreenSetHost } from './screen-set-host.tsx';
import { useRouteFocus } from './use-route-focus.ts';
import classes from './app-shell.module.css';

export const MAIN_CONTENT_ID = 'main-content';

// Only signed-in users need the profile query (and the query observer code it brings).
const ProfileRefresher = lazy(() =>
  import('./profile-refresher.tsx').then((m) => ({ default: m.ProfileRefresher })),
);

// Spec §4: the medical-information popups open on an event from any screen; loaded when first asked.
const RequestPopupHost = lazy(
  withAppStyles(() =>
    import('../../features/medical-information/components/request-popup-host.tsx').then((m) => ({
      default: m.RequestPopupHost,
    })),
  ),
);

/**
 * The root layout of every route: skip link, header, page, country footer, overlay, title and
 * head tags, the identity screen sets and the profile refresh.
 */
export function AppShell() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const signedIn = useIsSignedIn();
  useScreenViewTracking(analyticsContainerId(window.location.host, config));
  useRouteFocus(MAIN_CONTENT_ID);

  return (
    <div className={classes.page}>
      <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {t('shell.skipToContent')}
      </a>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className={classes.main} tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <BlockingOverlay />
      <DocumentHead />
      <ScreenSetHost />
      {signedIn && (
        <Suspense fallback={null}>
          <ProfileRefresher />
          <RequestPopupHost />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
