import { Suspense, useState } from 'react';
import { lazyWhenConnected } from '../../lib/connection.ts';
import { useIsLoading } from '../../lib/loading-store.ts';
import { useTranslation } from '../../lib/translation.tsx';

// Mantine's LoadingOverlay (with its Overlay) is fetched the first time a blocking call starts,
// not by every page: most visits never block (issue 11).
const BlockingOverlayView = lazyWhenConnected(() => import('./blocking-overlay-view.tsx'));

/** Spec §2/§4: a blocking spinner and backdrop while a blocking call is pending. */
export function BlockingOverlay() {
  const { t } = useTranslation();
  const loading = useIsLoading();
  // Once shown, kept mounted so that it can fade out.
  const [needed, setNeeded] = useState(false);
  if (loading && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <BlockingOverlayView visible={loading} label={t('shell.loading')} />
    </Suspense>
  );
}
