import { Alert, Anchor, Container, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** The doctor finder serves Brazil only: the other countries' sites say so plainly. */
export function NotAvailable() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('pages.doctorFinderLanding')}</Title>
        <Alert color="gray" title={t('docfinder.notAvailable.title')} role="status">
          {t('docfinder.notAvailable.text')}
        </Alert>
        <Anchor component={Link} to={paths.landing.href()}>
          {t('docfinder.notAvailable.back')}
        </Anchor>
      </Stack>
    </Container>
  );
}

/** Spec §1: the doctor finder is a Brazilian capability (the model carries a country). */
export const DOCTOR_FINDER_COUNTRY = 'br';
