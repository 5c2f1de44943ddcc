import { LoadingOverlay } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsLoading } from '../../lib/loading-store.ts';

/** Spec §2/§4: a blocking spinner and backdrop while a blocking call is pending. */
export function BlockingOverlay() {
  const { t } = useTranslation();
  const loading = useIsLoading();
  return (
    <LoadingOverlay
      visible={loading}
      pos="fixed"
      zIndex={1000}
      role="status"
      aria-busy="true"
      aria-live="polite"
      aria-label={t('shell.loading')}
      overlayProps={{ backgroundOpacity: 0.35, blur: 1 }}
      data-testid="blocking-overlay"
    />
  );
}
