import { Suspense } from 'react';
import { closeRequestPopup, useRequestPopupState } from '../request-popup-store.ts';
import { popupOf } from './request-popup-openers.tsx';

/**
 * Shows the popup that `openRequestPopup` asked for, anywhere in the app. Mount it once, in the
 * app shell, for signed-in users; nothing is loaded until the first open.
 */
export function RequestPopupHost() {
  const { request, opened } = useRequestPopupState();
  if (!request) return null;
  const Popup = popupOf[request.kind];
  return (
    <Suspense fallback={null}>
      <Popup opened={opened} onClose={closeRequestPopup} product={request.product} />
    </Suspense>
  );
}
