import { Suspense, lazy } from 'react';
import type { AlertProps } from '@mantine/core';

const MantineAlert = lazy(() => import('./mantine-alert.ts').then((m) => ({ default: m.Alert })));

/**
 * Mantine's Alert, loaded when one is first shown: the login's error and the doctor-finder
 * variant's note are not part of /signin's first download (issue 11's page weight).
 */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <MantineAlert {...props} />
    </Suspense>
  );
}
