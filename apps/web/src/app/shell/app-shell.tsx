import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { analyticsContainerId, useScreenViewTracking } from '../../lib/analytics.ts';
import { useRuntimeConfig } from '../../lib/config-context.ts';
import { SiteFooter } from '../layout/site-footer.tsx';
import { SiteHeader } from '../layout/site-header.tsx';
import { BlockingOverlay } from './blocking-overlay.tsx';
import { DocumentTitle } from './document-title.tsx';
import classes from './app-shell.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The root layout of every route: skip link, header, page, country footer, overlay, title. */
export function AppShell() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  useScreenViewTracking(analyticsContainerId(window.location.host, config));

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
      <DocumentTitle />
      <ScrollRestoration />
    </div>
  );
}
