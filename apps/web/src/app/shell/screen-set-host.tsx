import { Suspense, useEffect, useState } from 'react';
import { lazyWhenConnected } from '../../lib/connection.ts';
import {
  loadOtherScreens,
  loadScreenSets,
  useScreenSetState,
} from '../../features/identity/index.ts';
import { useIsSignedIn } from '../../lib/session.ts';
import { withAppStyles } from '../app-styles.ts';

// The login screen (with the alerts) needs only the first stylesheet's Mantine styles and its own;
// the other screens, with the rest of the app's styles, when one is first opened.
const ScreenSets = lazyWhenConnected(() =>
  loadScreenSets().then((m) => ({ default: m.ScreenSets })),
);
const OtherScreen = lazyWhenConnected(
  withAppStyles(() => loadOtherScreens().then((m) => ({ default: m.OtherScreen }))),
);

/**
 * Mounts the identity screen sets once one is first opened: their forms, rules and provider
 * adapters are chunks of their own, which the page downloads while idle, not with the page.
 */
export function ScreenSetHost() {
  const { view, alert } = useScreenSetState();
  const [wanted, setWanted] = useState(false);
  // "Entrar" is a signed-out page's most pressed button: its screen's code is fetched once the
  // browser is idle after the page has started, so that the press answers without a download.
  const signedIn = useIsSignedIn();
  useEffect(() => {
    if (signedIn) return;
    const fetchWhenIdle = () => void loadScreenSets().catch(() => undefined);
    // Safari has no requestIdleCallback: a second after the start instead.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(fetchWhenIdle, 1000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(fetchWhenIdle, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }, [signedIn]);
  if (!wanted && (view !== null || alert !== null)) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ScreenSets OtherScreen={OtherScreen} />
    </Suspense>
  );
}
