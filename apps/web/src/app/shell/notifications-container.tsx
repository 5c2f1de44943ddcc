import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useTranslation } from '../../lib/translation.tsx';

/**
 * The toast container as its own chunk (loaded by ToastHost on the first toast). Each toast's
 * close button is named in the user's language (axe: a button without a name is critical).
 */
export function NotificationsContainer() {
  const { t } = useTranslation();
  return (
    <MantineThemeProvider
      inherit
      theme={{
        components: {
          Notification: {
            defaultProps: { closeButtonProps: { 'aria-label': t('shell.closeNotification') } },
          },
        },
      }}
    >
      <Notifications position="top-center" zIndex={2000} />
    </MantineThemeProvider>
  );
}
