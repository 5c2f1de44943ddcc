import { Notifications } from '@mantine/notifications';

/** The toast container as its own chunk (loaded by ToastHost on the first toast). */
export function NotificationsContainer() {
  return <Notifications position="top-center" zIndex={2000} />;
}
