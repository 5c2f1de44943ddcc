import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/query-states.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { publicDataLoader } from '../../../lib/route-services.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { doctorOptions, useDoctor } from '../api/docfinder-queries.ts';
import { ListingCard } from '../components/listing-card.tsx';
import { DoctorFinderOnly } from '../components/not-available.tsx';
import { hasDoctorFinder } from '@pulso/contracts/docfinder/limits';
import { useLanguageName } from '../components/language-name.ts';
import {
  doctorProfilePath,
  doctorProfileText,
  jsonLdText,
  physicianJsonLd,
} from '@pulso/contracts/docfinder/profile-page';
import { usePageHeadOverride } from '../../../lib/page-head-override.ts';

/** The profile, in the page the server sends (search engines read it whole). */
export const loader = publicDataLoader(({ queryClient, country }, { params }) =>
  hasDoctorFinder(country.country) && params.id
    ? queryClient.ensureQueryData(doctorOptions(params.id))
    : Promise.resolve(),
);

/** buscador-medico/medico/:id: a listed doctor's public profile, with JSON-LD `Physician`. */
export function Component() {
  return (
    <DoctorFinderOnly>
      <DoctorProfile />
    </DoctorFinderOnly>
  );
}

function DoctorProfile() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const doctor = useDoctor(id);
  const languageName = useLanguageName();
  const hydrated = useHydrated();
  // The doctor's name and description in the head, as the server wrote them (decision 046).
  usePageHeadOverride(
    doctor.data
      ? { ...doctorProfileText(doctor.data), canonicalPath: doctorProfilePath(doctor.data.id) }
      : undefined,
  );
  const back = (
    <Anchor component={Link} to={paths.doctorFinderLanding.href()}>
      {t('docfinder.profile.back')}
    </Anchor>
  );
  if (doctor.isPending) return <PageLoader />;
  if (doctor.isError) {
    const gone = isApiError(doctor.error) && doctor.error.status === 404;
    return (
      <Container size="md" py="xl">
        <Stack gap="md">
          <Title order={1}>{t('docfinder.profile.notFoundTitle')}</Title>
          {gone ? (
            <Text>{t('docfinder.profile.notFound')}</Text>
          ) : (
            <LoadError error={doctor.error} onRetry={() => void doctor.refetch()} />
          )}
          {back}
        </Stack>
      </Container>
    );
  }
  const listing = doctor.data;
  return (
    <Container size="md" py="xl">
      {/* On a move inside the app; a page the server sends has it in its head (decision 046). */}
      {hydrated && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: jsonLdText(
              physicianJsonLd(
                listing,
                `${window.location.origin}${paths.doctorFinderProfile.href(listing.id)}`,
              ),
            ),
          }}
        />
      )}
      <Stack gap="md">
        {back}
        <ListingCard listing={listing} linkToProfile={false} headingLevel={1} />
        {listing.languages.length > 0 && (
          <Text size="sm">
            {t('docfinder.profile.languages')} {listing.languages.map(languageName).join(', ')}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('docfinder.profile.published')}
        </Text>
      </Stack>
    </Container>
  );
}
