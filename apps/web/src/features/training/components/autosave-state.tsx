import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/translation.tsx';
import type { AutosaveStatus } from './use-autosave.ts';

/**
 * The discreet save state beside the timer. Only trouble is announced (a polite status):
 * a "saved" after every answer would interrupt the reading.
 */
export function AutosaveState({ status }: { status: AutosaveStatus }) {
  const { t } = useTranslation();
  const trouble = status === 'retrying' || status === 'failed';
  const text =
    status === 'idle' || status === 'closed' ? '' : t(`training.exam.autosave.${status}`);
  return (
    <>
      <Text
        size="sm"
        c={trouble ? 'orange.9' : 'dimmed'}
        data-testid="autosave-state"
        aria-hidden="true"
      >
        {text}
      </Text>
      <VisuallyHidden role="status">{trouble ? text : ''}</VisuallyHidden>
    </>
  );
}
