import { Suspense, lazy, useState } from 'react';
import { useScreenSetState, type ScreenSetView } from '../../../lib/identity/screen-sets.ts';
import { AlertDialog } from './alert-dialog.tsx';
import { LoginScreen } from './login-screen.tsx';

// The other screens are chunks of their own, loaded when first opened: /signin and the login
// gate download the login screen only, not the registration's fields, rules and dropdowns
// (issue 11's page weight).
const RegistrationScreen = lazy(() =>
  import('./registration-screen.tsx').then((m) => ({ default: m.RegistrationScreen })),
);
const ForgotPasswordScreen = lazy(() =>
  import('./forgot-password-screen.tsx').then((m) => ({ default: m.ForgotPasswordScreen })),
);
const ResetPasswordScreen = lazy(() =>
  import('./reset-password-screen.tsx').then((m) => ({ default: m.ResetPasswordScreen })),
);
const ForgotEmailScreen = lazy(() =>
  import('./forgot-email-screen.tsx').then((m) => ({ default: m.ForgotEmailScreen })),
);
const DentistWarning = lazy(() =>
  import('./dentist-warning.tsx').then((m) => ({ default: m.DentistWarning })),
);

function View({
  view,
  opened,
  onExited,
}: {
  view: ScreenSetView;
  opened: boolean;
  onExited: () => void;
}) {
  switch (view.name) {
    case 'login':
      return <LoginScreen opened={opened} onExited={onExited} variant={view.variant} />;
    case 'register':
      return <RegistrationScreen opened={opened} onExited={onExited} prefill={view.prefill} />;
    case 'forgotPassword':
      return <ForgotPasswordScreen opened={opened} onExited={onExited} />;
    case 'resetPassword':
      return <ResetPasswordScreen opened={opened} onExited={onExited} token={view.token} />;
    case 'forgotEmail':
      return <ForgotEmailScreen opened={opened} onExited={onExited} />;
    case 'dentistWarning':
      return <DentistWarning opened={opened} onExited={onExited} />;
  }
}

/**
 * The identity screen sets and popups (spec §2 popups 2 and 3) and the spec §8 alerts. One view
 * at a time; a closed one stays rendered until its exit transition ends.
 */
export function ScreenSets() {
  const { view, alert } = useScreenSetState();
  const [shown, setShown] = useState<ScreenSetView | null>(view);
  if (view !== null && view !== shown) setShown(view);
  const current = view ?? shown;
  return (
    <>
      {current && (
        <Suspense fallback={null}>
          <View
            key={viewKey(current)}
            view={current}
            opened={view !== null}
            onExited={() => setShown(null)}
          />
        </Suspense>
      )}
      <AlertDialog alert={alert} />
    </>
  );
}

/** A new registration (or a new prefill) starts a fresh form. */
function viewKey(view: ScreenSetView): string {
  if (view.name === 'register') return `register:${view.prefill?.login?.UID ?? ''}`;
  if (view.name === 'login') return `login:${view.variant}`;
  return view.name;
}
