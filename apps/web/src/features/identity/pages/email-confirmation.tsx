import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { clearSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { confirmEmailChange } from '../api/users-api.ts';

/**
 * The link mailed to a new e-mail (`?emailToken=`): confirmed once (the query is not retried nor
 * repeated), then every session of the account has ended, this browser's included.
 */
function useEmailConfirmation(token: string) {
  return useQuery({
    queryKey: ['users', 'email-confirmation', token],
    queryFn: async () => {
      const confirmed = await confirmEmailChange(token);
      clearSession();
      return confirmed;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/**
 * What the e-mail link's confirmation answered. A chunk of its own (signin-page.tsx): /signin
 * without the link does not download the query nor the users API and its zod schemas (issue 11).
 */
export function EmailConfirmation({ token }: { token: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const confirmation = useEmailConfirmation(token);
  return (
    <>
      {confirmation.data ? (
        <Alert role="status" color="green" title={t('signin.emailChangedTitle')}>
          {t('signin.emailChanged', { email: confirmation.data.email })}
        </Alert>
      ) : null}
      {confirmation.isError ? (
        <Alert role="alert" color="red" title={t('signin.emailChangeFailedTitle')}>
          {errorMessage(confirmation.error)}
        </Alert>
      ) : null}
    </>
  );
}
