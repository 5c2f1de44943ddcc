import { Alert, Anchor, Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useTranslation } from '../../lib/translation.tsx';

/** Someone signed in without a staff role (a doctor): told so, in their language. */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Alert color="orange" variant="light" title={t('backoffice.noAccess.title')} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text>{t('backoffice.noAccess.text')}</Text>
          <Anchor component={Link} to={paths.home.href()}>
            {t('backoffice.noAccess.home')}
          </Anchor>
        </Stack>
      </Alert>
    </Container>
  );
}
