import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import {
  closeScreenSet,
  openRegistration,
  openScreenSet,
  showAlert,
} from '../../../lib/identity/screen-sets.ts';
import type { SessionOutcome } from './sign-in-flow.ts';

/**
 * Carries out what a sign-in led to: home (or the saved page), auto-complete, dentist, alert.
 * The sign-in flow and the provider's errors (which bring the contracts' zod schemas) and the
 * profile's query are loaded when an outcome is applied, not with the login screen (issue 11's
 * page weight of /signin).
 */
export function useApplySessionOutcome(): (outcome: SessionOutcome) => Promise<void> {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return useCallback(
    async (outcome: SessionOutcome) => {
      switch (outcome.kind) {
        case 'signedIn': {
          const [{ afterSignInPath }, { profileQueryKey }] = await Promise.all([
            import('./sign-in-flow.ts'),
            import('../../../lib/profile.ts'),
          ]);
          queryClient.setQueryData(profileQueryKey(outcome.session.token), outcome.session.profile);
          closeScreenSet();
          await navigateTo(afterSignInPath());
          return;
        }
        case 'notRegistered':
          openRegistration(outcome.prefill);
          return;
        case 'dentist':
          openScreenSet({ name: 'dentistWarning' });
          return;
        case 'alert': {
          const { alertMessageOf } = await import('./alert-message.ts');
          showAlert({
            titleKey: outcome.titleKey,
            message: alertMessageOf(outcome.error, t, errorMessage),
          });
          return;
        }
      }
    },
    [queryClient, t, errorMessage],
  );
}
