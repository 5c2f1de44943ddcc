import { Suspense, lazy } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { DrawAtOnce, InTurn } from '../../components/ui/in-turn.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { analyticsContainerId, useScreenViewTracking } from '../../lib/analytics.ts';
import { useRuntimeConfig } from '../../lib/config-context.ts';
import { useIsSignedIn } from '../../lib/identity/session.ts';
import { withAppStyles } from '../app-styles.ts';
import { ConsentManager } from '../../features/consent/consent-manager.tsx';
import { BlockingOverlay } from './blocking-overlay.tsx';
import { DocumentHead } from './document-head.tsx';
import { ScreenSetHost } from './screen-set-host.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import { useRouteFocus } from './use-route-focus.ts';
import { MAIN_CONTENT_ID, ShellFrame } from './shell-frame.tsx';
import {
  AfterTheVisitorActs,
  drawsOverPaintedPage,
  usePrerenderHandOffOnMismatch,
} from '../../lib/prerender.ts';

export { MAIN_CONTENT_ID } from './shell-frame.tsx';

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

/** What the shell shows outside the page's frame (overlay, head tags, dialogs, banner). */
const outsideParts = [
  ['overlay', BlockingOverlay],
  ['head', DocumentHead],
  ['screen-sets', ScreenSetHost],
  ['update', UpdatePrompt],
  ['consent', ConsentManager],
] as const;

/**
 * The root layout of every route: skip link, header, page, country footer, overlay, title and
 * head tags, the identity screen sets and the profile refresh.
 */
export function AppShell() {
  const config = useRuntimeConfig();
  const signedIn = useIsSignedIn();
  useScreenViewTracking(analyticsContainerId(window.location.host, config));
  useRouteFocus(MAIN_CONTENT_ID);

  usePrerenderHandOffOnMismatch(signedIn);

  // The page in its frame, then what shows outside it (overlay, dialogs, banner, head tags): the
  // latter keep their place (and state) when the frame is drawn after the visitor's first act.
  return (
    // Over a page the server painted, everything at once; else the parts the first screen does
    // not need (the footer, everything outside the frame) each in a turn after it (decision 062).
    <DrawAtOnce when={drawsOverPaintedPage()}>
      {/* A page the server painted is drawn again when the visitor acts (decision 060). */}
      <AfterTheVisitorActs signedIn={signedIn}>
        <ShellFrame>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ShellFrame>
      </AfterTheVisitorActs>
      {outsideParts.map(([name, Part]) => (
        <InTurn key={name} placeholder={null}>
          <Part />
        </InTurn>
      ))}
      {signedIn && (
        <InTurn placeholder={null}>
          <Suspense fallback={null}>
            <ProfileRefresher />
            <RequestPopupHost />
          </Suspense>
        </InTurn>
      )}
      <ScrollRestoration />
    </DrawAtOnce>
  );
}
