import { Suspense, lazy, useEffect } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { openLogin, openRegistration, openScreenSet } from '../screen-sets.ts';
import { useTranslation } from '../../../lib/translation.tsx';

export const RESET_TOKEN_PARAM = 'resetToken';
export const EMAIL_TOKEN_PARAM = 'emailToken';

const EmailConfirmation = lazy(() =>
  import('./email-confirmation.tsx').then((m) => ({ default: m.EmailConfirmation })),
);

/**
 * /signin: opens the login screen set on arrival — or, from the password e-mail's link
 * (`?resetToken=`), the new-password form; from the new e-mail's link (`?emailToken=`), it
 * confirms the change and says so (the user then opens the login with the button). The page keeps buttons to open them again.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const resetToken = params.get(RESET_TOKEN_PARAM);
  const emailToken = params.get(EMAIL_TOKEN_PARAM);

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
        {emailToken !== null && (
          <Suspense fallback={null}>
            <EmailConfirmation token={emailToken} />
          </Suspense>
        )}
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
