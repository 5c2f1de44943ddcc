import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { profileQueryKey } from '../../../lib/profile.ts';
import {
  closeScreenSet,
  openRegistration,
  openScreenSet,
  showAlert,
} from '../../../lib/identity/screen-sets.ts';
import { isIdentityError } from '../adapters/identity-adapter.ts';
import { identityErrorKey } from '../identity-errors.ts';
import { afterSignInPath, type SessionOutcome } from './sign-in-flow.ts';

/**
 * The text that follows a spec §8 alert: the server's own message for a problem answer, the
 * provider's error translated by its code, or the generic message.
 */
export function useAlertMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.problem) return error.problem.detail ?? error.problem.title;
      if (isIdentityError(error)) return t(identityErrorKey(error.errorCode));
      return errorMessage(error);
    },
    [t, errorMessage],
  );
}

/** Carries out what a sign-in led to: home (or the saved page), auto-complete, dentist, alert. */
export function useApplySessionOutcome(): (outcome: SessionOutcome) => Promise<void> {
  const queryClient = useQueryClient();
  const alertMessage = useAlertMessage();
  return useCallback(
    async (outcome: SessionOutcome) => {
      switch (outcome.kind) {
        case 'signedIn':
          queryClient.setQueryData(profileQueryKey(outcome.session.token), outcome.session.profile);
          closeScreenSet();
          await navigateTo(afterSignInPath());
          return;
        case 'notRegistered':
          openRegistration(outcome.prefill);
          return;
        case 'dentist':
          openScreenSet({ name: 'dentistWarning' });
          return;
        case 'alert':
          showAlert({ titleKey: outcome.titleKey, message: alertMessage(outcome.error) });
          return;
      }
    },
    [queryClient, alertMessage],
  );
}
