import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useTranslation } from '../../lib/translation.tsx';

/** Shown inside the shell when a page fails to load or render (e.g. a chunk after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunkFailed = error instanceof TypeError && /import|module/i.test(error.message);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start" role="alert">
        <Title order={1}>{t('errors.pageTitle')}</Title>
        <Text>{t(chunkFailed ? 'errors.pageOutdated' : 'errors.pageText')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
        <Button component={Link} to={paths.landing.href()} variant="subtle" px={0}>
          {t('errors.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
