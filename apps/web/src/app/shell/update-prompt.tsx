import { Suspense, useSyncExternalStore } from 'react';
import { lazyWhenConnected } from '../../lib/connection.ts';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { isBusyPath } from '../../lib/busy-routes.ts';
import { updateStore } from '../../lib/update-store.ts';
import { withAppStyles } from '../app-styles.ts';

const UpdatePromptCard = lazyWhenConnected(
  withAppStyles(() =>
    import('./update-prompt-card.tsx').then((m) => ({ default: m.UpdatePromptCard })),
  ),
);

/**
 * "A new version is available — reload" (decision 047), once the service worker has one ready.
 * Never in an exam or a meeting: it shows when the doctor leaves them. Its look is loaded only then.
 */
export function UpdatePrompt() {
  const update = useSyncExternalStore(updateStore.subscribe, updateStore.get, updateStore.get);
  const { pathname } = useLocation();
  if (update.status === 'none' || isBusyPath(pathname)) return null;
  // In the document's body, as the cookie banner, outside the app's own tree.
  return createPortal(
    <Suspense fallback={null}>
      <UpdatePromptCard reloading={update.status === 'reloading'} onReload={update.accept} />
    </Suspense>,
    document.body,
  );
}
