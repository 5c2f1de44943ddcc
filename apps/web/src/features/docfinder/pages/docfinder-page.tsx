import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  List,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/query-states.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useMyListing } from '../api/docfinder-queries.ts';
import type { MyListing, Office } from '@pulso/contracts/docfinder';
import { ListingCard } from '../components/listing-card.tsx';
import { addressLine } from '../components/listing-format.ts';
import { DoctorFinderOnly } from '../components/not-available.tsx';

const stateColor = {
  listed: 'teal',
  'hidden-licence-inactive': 'orange',
  'hidden-by-staff': 'red',
  'not-listed': 'gray',
} as const;

function ListingState({ me }: { me: MyListing }) {
  const { t } = useTranslation();
  return (
    <Alert
      color={stateColor[me.state]}
      title={t(`docfinder.me.state.${me.state}.title`)}
      role="status"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(`docfinder.me.state.${me.state}.text`)}</Text>
        {me.state === 'not-listed' && !me.eligible && (
          <Text size="sm">{t(`docfinder.me.ineligible.${me.ineligibleReason ?? 'no-crm'}`)}</Text>
        )}
        {me.state === 'not-listed' && me.eligible && (
          <Button component={Link} to={paths.docfinderRegistration.href()}>
            {t('docfinder.me.optIn')}
          </Button>
        )}
        {me.state === 'listed' && me.listing && (
          <Anchor component={Link} to={paths.doctorFinderProfile.href(me.listing.id)} size="sm">
            {t('docfinder.me.publicProfile')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}

function MyOffices({ offices }: { offices: Office[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="section" gap="sm" aria-labelledby="my-offices">
      <Title order={2} size="h3" id="my-offices">
        {t('docfinder.me.offices')}
      </Title>
      {offices.length === 0 ? (
        <Text c="dimmed">{t('docfinder.me.noOffices')}</Text>
      ) : (
        <List listStyleType="none" spacing="sm" styles={{ itemWrapper: { display: 'block' } }}>
          {offices.map((office) => (
            <List.Item key={office.id}>
              <Card withBorder padding="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text size="sm">{addressLine(office)}</Text>
                  <Anchor
                    component={Link}
                    to={paths.docfinderAddressEdit.href(office.id)}
                    size="sm"
                    aria-label={t('docfinder.me.editOffice', { address: addressLine(office) })}
                  >
                    {t('docfinder.me.edit')}
                  </Anchor>
                </Group>
              </Card>
            </List.Item>
          ))}
        </List>
      )}
      <Group>
        <Button component={Link} to={paths.docfinderAddressNew.href()} variant="light">
          {t('docfinder.me.addOffice')}
        </Button>
      </Group>
    </Stack>
  );
}

/** docfinder: the state of my listing, my offices and the listing as patients see it (Brazil). */
export function Component() {
  return (
    <DoctorFinderOnly>
      <MyListingPage />
    </DoctorFinderOnly>
  );
}

function MyListingPage() {
  const { t } = useTranslation();
  const me = useMyListing();
  let body;
  if (me.isPending) body = <PageLoader />;
  else if (me.isError) body = <LoadError error={me.error} onRetry={() => void me.refetch()} />;
  else {
    const { listing, preview } = me.data;
    body = (
      <>
        <ListingState me={me.data} />
        {listing && (
          <>
            <Group>
              <Anchor component={Link} to={paths.docfinderRegistration.href()}>
                {t('docfinder.me.editListing')}
              </Anchor>
            </Group>
            <MyOffices offices={listing.offices} />
            {preview && (
              <Stack component="section" gap="sm" aria-labelledby="my-preview">
                <Title order={2} size="h3" id="my-preview">
                  {t('docfinder.me.preview')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('docfinder.me.previewHint')}
                </Text>
                <ListingCard listing={preview} linkToProfile={false} />
              </Stack>
            )}
          </>
        )}
      </>
    );
  }
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('pages.docfinder')}</Title>
        {body}
      </Stack>
    </Container>
  );
}
