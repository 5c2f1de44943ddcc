import type { ReactNode } from 'react';
import { Alert, Anchor, Container, Stack, Title } from '@mantine/core';
import { hasDoctorFinder } from '@pulso/contracts/docfinder/limits';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCountry } from '../../../lib/country/country-context.ts';
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

/**
 * A doctor-finder screen, on the sites that have the doctor finder (spec §1: Brazil); a direct
 * visit elsewhere gets only the "not available" message, before anything is asked of the API.
 */
export function DoctorFinderOnly({ children }: { children: ReactNode }) {
  const { country } = useCountry();
  return hasDoctorFinder(country) ? children : <NotAvailable />;
}
