import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { navigateTo } from '../../../lib/navigation.ts';
import { closeScreenSet, openRegistration, openScreenSet, showAlert } from '../screen-sets.ts';
import type { SessionOutcome } from './sign-in-flow.ts';
import { loadProfile } from '../../users/index.ts';

/** What carrying out an outcome needs from the screen (its hooks' values). */
export interface OutcomeContext {
  queryClient: QueryClient;
  t: TFunction;
  errorMessage: (error: unknown) => string;
}

/**
 * Carries out what a sign-in led to: home (or the saved page), auto-complete, dentist, alert.
 * The sign-in flow and the provider's errors (which bring the contracts' zod schemas) and the
 * profile's query are loaded when an outcome is applied; `useApplySessionOutcome` loads this
 * module only then (issue 11's page weight of /signin).
 */
export async function applySessionOutcome(
  outcome: SessionOutcome,
  { queryClient, t, errorMessage }: OutcomeContext,
): Promise<void> {
  switch (outcome.kind) {
    case 'signedIn': {
      const [{ afterSignInPath }, { profileQueryKey }] = await Promise.all([
        import('./sign-in-flow.ts'),
        loadProfile(),
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
}
