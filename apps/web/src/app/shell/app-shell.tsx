import { Suspense } from 'react';
import { lazyWhenConnected } from '../../lib/connection.ts';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { analyticsContainerId, useScreenViewTracking } from '../../lib/analytics.ts';
import { useRuntimeConfig } from '../../lib/config-context.ts';
import { useIsSignedIn } from '../../lib/session.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { withAppStyles } from '../app-styles.ts';
import { ConsentManager } from '../../features/consent/index.ts';
import { loadRequestPopupHost } from '../../features/medical-information/index.ts';
import { BlockingOverlay } from './blocking-overlay.tsx';
import { ConnectionNotice } from './connection-notice.tsx';
import { DocumentHead } from './document-head.tsx';
import { ScreenSetHost } from './screen-set-host.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import { useRouteFocus } from './use-route-focus.ts';
import { MAIN_CONTENT_ID, ShellFrame } from './shell-frame.tsx';

export { MAIN_CONTENT_ID } from './shell-frame.tsx';

// Only signed-in users need the profile query (and the query observer code it brings).
const ProfileRefresher = lazyWhenConnected(() =>
  import('./profile-refresher.tsx').then((m) => ({ default: m.ProfileRefresher })),
);

// Spec §4: the medical-information popups open on an event from any screen; loaded when first asked.
const RequestPopupHost = lazyWhenConnected(
  withAppStyles(() => loadRequestPopupHost().then((m) => ({ default: m.RequestPopupHost }))),
);

/**
 * What the shell draws in the browser only, after hydration (the server wrote the page's head
 * itself; the session lives in the browser): a component of its own, so that its first drawing
 * after hydration does not draw the page again.
 */
function BrowserParts() {
  const config = useRuntimeConfig();
  const signedIn = useIsSignedIn();
  const hydrated = useHydrated();
  useScreenViewTracking(analyticsContainerId(hydrated ? window.location.host : '', config));
  if (!hydrated) return null;
  return (
    <>
      <BlockingOverlay />
      <ConnectionNotice />
      <DocumentHead />
      <ScreenSetHost />
      <UpdatePrompt />
      <ConsentManager />
      {signedIn && (
        <Suspense fallback={null}>
          <ProfileRefresher />
          <RequestPopupHost />
        </Suspense>
      )}
    </>
  );
}

/**
 * The root layout of every route: skip link, header, page, country footer, overlay, the
 * connection notice, title and head tags, the identity screen sets, the update prompt, the
 * cookie banner and, signed in, the profile refresh and the medical-information popups. The
 * server renders the frame and the page; the browser-only parts come after hydration.
 */
export function AppShell() {
  useRouteFocus(MAIN_CONTENT_ID);
  return (
    <>
      <ShellFrame>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </ShellFrame>
      <BrowserParts />
      <ScrollRestoration />
    </>
  );
}
