import { useEffect } from 'react';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { openLogin, openRegistration, openScreenSet } from '../../../lib/identity/screen-sets.ts';
import { clearSession } from '../../../lib/identity/session.ts';

export const RESET_TOKEN_PARAM = 'resetToken';
export const EMAIL_TOKEN_PARAM = 'emailToken';

/**
 * The link mailed to a new e-mail (`?emailToken=`): confirmed once (the query is not retried nor
 * repeated), then every session of the account has ended, this browser's included.
 */
function useEmailConfirmation(token: string | null) {
  return useQuery({
    queryKey: ['users', 'email-confirmation', token],
    queryFn: async () => {
      // The users API (and zod, which parses its answers) only for the e-mail link (issue 11).
      const { confirmEmailChange } = await import('../api/users-api.ts');
      const confirmed = await confirmEmailChange(token ?? '');
      clearSession();
      return confirmed;
    },
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/**
 * /signin: opens the login screen set on arrival — or, from the password e-mail's link
 * (`?resetToken=`), the new-password form; from the new e-mail's link (`?emailToken=`), it
 * confirms the change and says so (the user then opens the login with the button). The page keeps buttons to open them again.
 */
export function Component() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const resetToken = params.get(RESET_TOKEN_PARAM);
  const emailToken = params.get(EMAIL_TOKEN_PARAM);
  const confirmation = useEmailConfirmation(emailToken);

  useEffect(() => {
    // The e-mail link's answer stays in view (the login screen covers a phone's screen).
    if (emailToken) return;
    if (resetToken) openScreenSet({ name: 'resetPassword', token: resetToken });
    else openLogin();
  }, [resetToken, emailToken]);

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('pages.signin')}</Title>
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
        <Text c="dimmed">{t('signin.intro')}</Text>
        <Group>
          <Button onClick={() => openLogin()}>{t('nav.signin')}</Button>
          <Button variant="default" onClick={() => openRegistration()}>
            {t('nav.register')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
