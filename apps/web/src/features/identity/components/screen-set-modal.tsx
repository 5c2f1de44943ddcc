import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery, useMounted } from '@mantine/hooks';
import { useScreenSetState, type LoginVariant } from '../screen-sets.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { ScreenSetContent } from './screen-set-content.tsx';

/** Phones: the theme's `xs` breakpoint. */
export const PHONE_MEDIA_QUERY = '(max-width: 36em)';

export interface ScreenSetModalProps {
  opened: boolean;
  onClose: () => void;
  onExited?: () => void;
  title: string;
  /** The doctor-finder variant of login (spec §2 popup 3). */
  variant?: LoginVariant;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/**
 * The frame of every identity screen: Mantine's Modal in the country's language, full-screen on
 * phones, closed by Escape or its close button, with the variant's header and footer.
 */
export function ScreenSetModal({
  opened,
  onClose,
  onExited,
  title,
  variant = 'default',
  size = 'md',
  children,
}: ScreenSetModalProps) {
  const { t } = useTranslation();
  // Known at the first render (no server rendering): on a phone the modal opens full screen
  // instead of jumping there from the centre (a layout shift).
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, undefined, { getInitialValueInEffect: false });
  // Escape belongs to an alert shown over this screen while there is one.
  const { alert } = useScreenSetState();
  // Closed on the first render: Modal notes what has the focus when `opened` turns true, to give
  // it back on close, and a screen set is mounted when it opens (screen-sets.tsx).
  const mounted = useMounted();
  return (
    <Modal
      opened={opened && mounted}
      onClose={onClose}
      closeOnEscape={alert === null}
      onExitTransitionEnd={onExited}
      title={title}
      size={size}
      fullScreen={phone}
      centered={!phone}
      closeButtonProps={{ 'aria-label': t('identity.close') }}
      data-variant={variant}
    >
      <ScreenSetContent variant={variant}>{children}</ScreenSetContent>
    </Modal>
  );
}
