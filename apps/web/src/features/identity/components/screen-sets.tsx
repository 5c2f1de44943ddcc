import { useState } from 'react';
import { useScreenSetState, type ScreenSetView } from '../../../lib/identity/screen-sets.ts';
import { AlertDialog } from './alert-dialog.tsx';
import { DentistWarning } from './dentist-warning.tsx';
import { ForgotEmailScreen } from './forgot-email-screen.tsx';
import { ForgotPasswordScreen } from './forgot-password-screen.tsx';
import { LoginScreen } from './login-screen.tsx';
import { RegistrationScreen } from './registration-screen.tsx';
import { ResetPasswordScreen } from './reset-password-screen.tsx';

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
        <View
          key={viewKey(current)}
          view={current}
          opened={view !== null}
          onExited={() => setShown(null)}
        />
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
