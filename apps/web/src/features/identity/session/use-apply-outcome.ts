import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import type { SessionOutcome } from './sign-in-flow.ts';

/** `applySessionOutcome` (apply-outcome.ts, loaded on first use) bound to the screen's hooks. */
export function useApplySessionOutcome(): (outcome: SessionOutcome) => Promise<void> {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return useCallback(
    async (outcome: SessionOutcome) =>
      (await import('./apply-outcome.ts')).applySessionOutcome(outcome, {
        queryClient,
        t,
        errorMessage,
      }),
    [queryClient, t, errorMessage],
  );
}
