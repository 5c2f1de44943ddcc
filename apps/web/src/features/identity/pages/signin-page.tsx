import { useEffect } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { openLogin, openRegistration, openScreenSet } from '../../../lib/screen-sets.ts';

export const RESET_TOKEN_PARAM = 'resetToken';

/**
 * /signin: opens the login screen set on arrival — or, from the password e-mail's link
 * (`?resetToken=`), the new-password form. The page keeps buttons to open them again.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const resetToken = params.get(RESET_TOKEN_PARAM);

  useEffect(() => {
    if (resetToken) openScreenSet({ name: 'resetPassword', token: resetToken });
    else openLogin();
  }, [resetToken]);

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('pages.signin')}</Title>
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
