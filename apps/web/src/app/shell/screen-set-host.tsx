import { Suspense, lazy, useState } from 'react';
import { useScreenSetState } from '../../lib/identity/screen-sets.ts';
import { withAppStyles } from '../app-styles.ts';

// The login screen (with the alerts) needs only the first stylesheet's Mantine styles and its own
// (a native dialog, plain inputs: decision 024); the other screens, with the rest of the app's
// styles, when one is first opened (issue 11: /signin).
const ScreenSets = lazy(() =>
  import('../../features/identity/components/screen-sets.tsx').then((m) => ({
    default: m.ScreenSets,
  })),
);
const OtherScreen = lazy(
  withAppStyles(() =>
    import('../../features/identity/components/other-screens.tsx').then((m) => ({
      default: m.OtherScreen,
    })),
  ),
);

/**
 * Mounts the identity screen sets once one is first opened: their forms, rules and provider
 * adapters are chunks of their own, so the landing page does not download them.
 */
export function ScreenSetHost() {
  const { view, alert } = useScreenSetState();
  const [wanted, setWanted] = useState(false);
  if (!wanted && (view !== null || alert !== null)) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ScreenSets OtherScreen={OtherScreen} />
    </Suspense>
  );
}
