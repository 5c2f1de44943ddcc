import type { ScreenSetView } from '../screen-sets.ts';
import { DentistWarning } from './dentist-warning.tsx';
import { ForgotEmailScreen } from './forgot-email-screen.tsx';
import { ForgotPasswordScreen } from './forgot-password-screen.tsx';
import { RegistrationScreen } from './registration-screen.tsx';
import { ResetPasswordScreen } from './reset-password-screen.tsx';

export interface OtherScreenProps {
  view: Exclude<ScreenSetView, { name: 'login' }>;
  opened: boolean;
  onExited: () => void;
}

/**
 * The identity screens other than the login: a chunk of their own (screen-set-host.tsx), loaded
 * when one is first opened, so that /signin downloads the login screen only (issue 11).
 */
export function OtherScreen({ view, opened, onExited }: OtherScreenProps) {
  switch (view.name) {
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
