import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { DoctorListing, Office } from '../api/docfinder-schemas.ts';
import { MAX_SPECIALTIES, addressLine, crmLine, distanceText } from './listing-format.ts';

const telHref = (phone: string) => `tel:+55${phone.replace(/\D/g, '')}`;

function OfficeItem({ office }: { office: Office }) {
  const { t, i18n } = useTranslation();
  const distance =
    office.distanceKm === undefined
      ? null
      : office.precision === 'municipality'
        ? t('docfinder.card.distanceMunicipality', {
            distance: distanceText(office.distanceKm, i18n.language),
          })
        : distanceText(office.distanceKm, i18n.language);
  return (
    <List.Item>
      <Stack gap={2}>
        <Text size="sm">{addressLine(office)}</Text>
        {office.phones.length > 0 && (
          <Text size="sm">
            {t('docfinder.card.phone')}{' '}
            {office.phones.map((phone, index) => (
              <span key={phone}>
                {index > 0 && ', '}
                <Anchor href={telHref(phone)} size="sm">
                  {phone}
                </Anchor>
              </span>
            ))}
          </Text>
        )}
        {office.hours && (
          <Text size="sm" c="dimmed">
            {t('docfinder.card.hours')} {office.hours}
          </Text>
        )}
        <Group gap="xs">
          {office.telemedicine && (
            <Badge variant="light" color="teal" size="sm">
              {t('docfinder.card.telemedicine')}
            </Badge>
          )}
          {distance && (
            <Text size="sm" fw={600} aria-label={t('docfinder.card.distanceLabel', { distance })}>
              {distance}
            </Text>
          )}
        </Group>
      </Stack>
    </List.Item>
  );
}

export interface ListingCardProps {
  listing: DoctorListing;
  /** The name links to the public profile (not in the profile itself, nor in a preview). */
  linkToProfile?: boolean;
  headingLevel?: 1 | 2 | 3;
}

/**
 * One listing in the format of CFM Resolution 2.336/2023: name; "CRM 123456/SP · MÉDICO"; at most
 * two specialties with their RQE; the offices with address, phones, telemedicine and distance.
 */
export function ListingCard({ listing, linkToProfile = true, headingLevel = 3 }: ListingCardProps) {
  const { t } = useTranslation();
  const headingId = `listing-${listing.id}`;
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={headingLevel} size={headingLevel === 1 ? 'h2' : 'h4'} id={headingId}>
          {linkToProfile ? (
            <Anchor component={Link} to={paths.doctorFinderProfile.href(listing.id)} inherit>
              {listing.name}
            </Anchor>
          ) : (
            listing.name
          )}
        </Title>
        <Text size="sm" fw={600}>
          {crmLine(listing, t('docfinder.card.physician'))}
        </Text>
        {listing.specialties.length > 0 && (
          <List size="sm" listStyleType="none" spacing={2} aria-label={t('docfinder.card.specialties')}>
            {listing.specialties.slice(0, MAX_SPECIALTIES).map((specialty) => (
              <List.Item key={specialty.name}>
                {specialty.rqe
                  ? t('docfinder.card.specialtyWithRqe', { name: specialty.name, rqe: specialty.rqe })
                  : specialty.name}
              </List.Item>
            ))}
          </List>
        )}
        {listing.offices.length > 0 && (
          <List
            spacing="sm"
            listStyleType="none"
            aria-label={t('docfinder.card.offices')}
            styles={{ itemWrapper: { display: 'block' } }}
          >
            {listing.offices.map((office) => (
              <OfficeItem key={office.id} office={office} />
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
