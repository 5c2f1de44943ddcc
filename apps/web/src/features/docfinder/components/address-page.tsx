import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/query-states.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useMyListing } from '../api/docfinder-queries.ts';
import { AddressForm } from './address-form.tsx';
import { addressFormValuesOf, emptyAddress } from './address-form-schema.ts';
import { DoctorFinderOnly } from './not-available.tsx';

/** The two address screens: my listing is read, then the form for a new or an existing office. */
export function AddressPage({ officeId }: { officeId: string | null }) {
  return (
    <DoctorFinderOnly>
      <MyAddress officeId={officeId} />
    </DoctorFinderOnly>
  );
}

function MyAddress({ officeId }: { officeId: string | null }) {
  const { t } = useTranslation();
  const me = useMyListing();
  const title = t(officeId ? 'pages.addressEdit' : 'pages.addressNew');
  const back = (
    <Anchor component={Link} to={paths.docfinder.href()}>
      {t('docfinder.address.back')}
    </Anchor>
  );
  let body;
  if (me.isPending) body = <PageLoader />;
  else if (me.isError) body = <LoadError error={me.error} onRetry={() => void me.refetch()} />;
  else if (!me.data.listing) {
    body = (
      <Alert color="blue" role="status">
        <Text size="sm">{t('docfinder.address.optInFirst')}</Text>
        <Anchor component={Link} to={paths.docfinderRegistration.href()} size="sm">
          {t('docfinder.me.optIn')}
        </Anchor>
      </Alert>
    );
  } else {
    const office = officeId
      ? me.data.listing.offices.find((item) => item.id === officeId)
      : undefined;
    if (officeId && !office) {
      body = <Text>{t('docfinder.address.notFound')}</Text>;
    } else {
      body = (
        <AddressForm
          key={officeId ?? 'new'}
          officeId={officeId}
          saved={office ? addressFormValuesOf(office) : emptyAddress}
        />
      );
    }
  }
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        {back}
        <Title order={1}>{title}</Title>
        {body}
      </Stack>
    </Container>
  );
}
