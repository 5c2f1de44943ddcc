import { Suspense } from 'react';
import { lazyWhenConnected } from '../../lib/connection.ts';
import { useToastHostWanted } from '../../lib/toast.ts';
import { withAppStyles } from '../app-styles.ts';

const NotificationsContainer = lazyWhenConnected(
  withAppStyles(() =>
    import('./notifications-container.tsx').then((m) => ({ default: m.NotificationsContainer })),
  ),
);

/** Mounts the toast container once the first toast is shown (see lib/toast.ts). */
export function ToastHost() {
  const wanted = useToastHostWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
