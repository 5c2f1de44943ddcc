import { LoadingOverlay } from '@mantine/core';

/** The spinner and backdrop of a blocking call (its own chunk: see blocking-overlay.tsx). */
export default function BlockingOverlayView({
  visible,
  label,
}: {
  visible: boolean;
  label: string;
}) {
  return (
    <LoadingOverlay
      visible={visible}
      pos="fixed"
      zIndex={1000}
      role="status"
      aria-busy="true"
      aria-live="polite"
      aria-label={label}
      overlayProps={{ backgroundOpacity: 0.35, blur: 1 }}
      data-testid="blocking-overlay"
    />
  );
}
