import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { DocfinderResult, Office } from '@pulso/contracts/docfinder';
import { DOCFINDER_MAX_SPECIALTIES } from '@pulso/contracts/docfinder/limits';
import { maskPhone } from '@pulso/contracts/helpers/phone';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { addressLine, crmLine, distanceText, hoursByDay } from './listing-format.ts';

function OfficeItem({ office }: { office: Office }) {
  const { t, i18n } = useTranslation();
  const hours = hoursByDay(office.hours);
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
                <Anchor href={`tel:+55${phone}`} size="sm">
                  {maskPhone(phone)}
                </Anchor>
              </span>
            ))}
          </Text>
        )}
        {hours.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('docfinder.card.hours')}{' '}
            {hours
              .map(([day, periods]) => `${t(`docfinder.days.${day}`)} ${periods.join(', ')}`)
              .join(' · ')}
          </Text>
        )}
        <Group gap="xs">
          {office.telemedicine && (
            <Badge variant="light" color="teal" size="sm">
              {t('docfinder.card.telemedicine')}
            </Badge>
          )}
          {office.distanceKm !== undefined && (
            <Text size="sm">
              <Text span fw={600} inherit>
                {distanceText(office.distanceKm, i18n.language)}
              </Text>{' '}
              <Text span c="dimmed" inherit>
                {t('docfinder.card.distanceMunicipality')}
              </Text>
            </Text>
          )}
        </Group>
      </Stack>
    </List.Item>
  );
}

export interface ListingCardProps {
  listing: DocfinderResult;
  /** The name links to the public profile (not on the profile itself, nor in a preview). */
  linkToProfile?: boolean;
  headingLevel?: 1 | 2 | 3;
}

/**
 * One listing in the format of CFM Resolution 2.336/2023: name; "CRM 123456/SP · MÉDICO"; at most
 * two specialties, each with its RQE; the offices with address, phones, telemedicine and distance.
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
          <List
            size="sm"
            listStyleType="none"
            spacing={2}
            aria-label={t('docfinder.card.specialties')}
          >
            {listing.specialties.slice(0, DOCFINDER_MAX_SPECIALTIES).map((specialty) => (
              <List.Item key={specialty.code}>
                {t('docfinder.card.specialtyWithRqe', { name: specialty.name, rqe: specialty.rqe })}
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
