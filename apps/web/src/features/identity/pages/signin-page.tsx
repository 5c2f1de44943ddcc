import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The sign-in screen's frame; issue 3 adds the identity-provider screen sets. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <Title order={1}>{t('pages.signin')}</Title>
        <Text c="dimmed">{t('signin.intro')}</Text>
      </Stack>
    </Container>
  );
}
