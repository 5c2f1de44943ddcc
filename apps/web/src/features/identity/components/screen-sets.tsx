import { Suspense, lazy, useState, type ComponentType } from 'react';
import { useScreenSetState, type ScreenSetView } from '../screen-sets.ts';
import { LoginScreen } from './login-screen.tsx';
import type { OtherScreenProps } from './other-screens.tsx';

/** Loaded with the first alert (issue 11: not part of /signin's first download). */
const AlertDialog = lazy(() =>
  import('./alert-dialog.tsx').then((m) => ({ default: m.AlertDialog })),
);

export interface ScreenSetsProps {
  /**
   * The other screens (other-screens.tsx' `OtherScreen`), lazy: the app shell loads them with
   * the styles they need when one is first opened, so that /signin and the login gate download
   * the login screen only, not the registration's fields, rules and dropdowns (issue 11).
   */
  OtherScreen: ComponentType<OtherScreenProps>;
}

/**
 * The identity screen sets and popups (spec §2 popups 2 and 3) and the spec §8 alerts. One view
 * at a time; a closed one stays rendered until its exit transition ends.
 */
export function ScreenSets({ OtherScreen }: ScreenSetsProps) {
  const { view, alert } = useScreenSetState();
  const [shown, setShown] = useState<ScreenSetView | null>(view);
  if (view !== null && view !== shown) setShown(view);
  // Once an alert was shown, its dialog stays rendered (closed), as the screen sets do.
  const [alerted, setAlerted] = useState(alert !== null);
  if (alert !== null && !alerted) setAlerted(true);
  const current = view ?? shown;
  const opened = view !== null;
  const onExited = () => setShown(null);
  return (
    <>
      {current &&
        (current.name === 'login' ? (
          <LoginScreen
            key={viewKey(current)}
            opened={opened}
            onExited={onExited}
            variant={current.variant}
          />
        ) : (
          <Suspense fallback={null}>
            <OtherScreen
              key={viewKey(current)}
              view={current}
              opened={opened}
              onExited={onExited}
            />
          </Suspense>
        ))}
      {alerted && (
        <Suspense fallback={null}>
          <AlertDialog alert={alert} />
        </Suspense>
      )}
    </>
  );
}

/** A new registration (or a new prefill) starts a fresh form. */
function viewKey(view: ScreenSetView): string {
  if (view.name === 'register') return `register:${view.prefill?.login?.UID ?? ''}`;
  if (view.name === 'login') return `login:${view.variant}`;
  return view.name;
}
