import { useCallback, useRef, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { Outlet, useBeforeUnload, useBlocker, type BlockerFunction } from 'react-router';
import { useTranslation } from '../../lib/translation.tsx';
import { UnsavedChangesContext } from '../../lib/unsaved-changes.ts';

/**
 * Unsaved-changes guard (spec §2) for the screens editing a doctor-finder listing (the listing
 * and its addresses): while the screen says it cannot be left, navigating away asks for
 * confirmation (and closing or reloading the tab triggers the browser's prompt).
 */
export function UnsavedChangesGuard() {
  const { t } = useTranslation();
  const [canLeave, setCanLeaveState] = useState(true);
  // Read when a navigation starts: a screen that has just said it may be left (its data saved)
  // can navigate in the same effect pass, before this guard has rendered again.
  const canLeaveNow = useRef(true);
  const setCanLeave = useCallback((value: boolean) => {
    canLeaveNow.current = value;
    setCanLeaveState(value);
  }, []);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      !canLeaveNow.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!canLeave) event.preventDefault();
      },
      [canLeave],
    ),
  );
  const stay = () => blocker.reset?.();

  return (
    <UnsavedChangesContext value={setCanLeave}>
      <Outlet />
      <Modal
        opened={blocker.state === 'blocked'}
        onClose={stay}
        title={t('shell.unsaved.title')}
        centered
      >
        <Text mb="lg">{t('shell.unsaved.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={stay}>
            {t('shell.unsaved.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('shell.unsaved.leave')}
          </Button>
        </Group>
      </Modal>
    </UnsavedChangesContext>
  );
}

/** Route module form (`lazy`). */
export { UnsavedChangesGuard as Component };
