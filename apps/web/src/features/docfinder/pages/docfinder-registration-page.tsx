import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/query-states.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useMyListing } from '../api/docfinder-queries.ts';
import { ListingForm } from '../components/listing-form.tsx';
import { DoctorFinderOnly } from '../components/not-available.tsx';

/**
 * docfinder/cadastro: opt in to the directory (or change the listing, or leave it), under the
 * unsaved-changes guard.
 */
export function Component() {
  return (
    <DoctorFinderOnly>
      <RegistrationPage />
    </DoctorFinderOnly>
  );
}

function RegistrationPage() {
  const { t } = useTranslation();
  const me = useMyListing();
  let body;
  if (me.isPending) body = <PageLoader />;
  else if (me.isError) body = <LoadError error={me.error} onRetry={() => void me.refetch()} />;
  else body = <ListingForm me={me.data} />;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to={paths.docfinder.href()}>
          {t('docfinder.address.back')}
        </Anchor>
        <Title order={1}>{t('pages.docfinderRegistration')}</Title>
        <Text>{t('docfinder.listing.intro')}</Text>
        {body}
      </Stack>
    </Container>
  );
}
