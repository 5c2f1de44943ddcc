import { Suspense, lazy, useState } from 'react';
import { useScreenSetState } from '../../lib/identity/screen-sets.ts';
import { withAppStyles } from '../app-styles.ts';

const ScreenSets = lazy(
  withAppStyles(() =>
    import('../../features/identity/components/screen-sets.tsx').then((m) => ({
      default: m.ScreenSets,
    })),
  ),
);

/**
 * Mounts the identity screen sets once one is first opened: their forms, rules and provider
 * adapters are a chunk of their own, so the landing page does not download them.
 */
export function ScreenSetHost() {
  const { view, alert } = useScreenSetState();
  const [wanted, setWanted] = useState(false);
  if (!wanted && (view !== null || alert !== null)) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ScreenSets />
    </Suspense>
  );
}
