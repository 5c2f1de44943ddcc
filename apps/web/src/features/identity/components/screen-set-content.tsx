import type { ReactNode } from 'react';
import { Alert, Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import { SmartLink } from '../../../components/ui/smart-link.tsx';
import { useCountry } from '../../../lib/country/country-context.ts';
import type { LoginVariant } from '../screen-sets.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { supportContacts } from '../support-contacts.ts';

/** Spec §2: the doctor-finder variant's footer: support contacts and the approval code. */
function DoctorFinderFooter() {
  const { t } = useTranslation();
  const { country, profile } = useCountry();
  const support = supportContacts[country];
  return (
    <Stack gap={4} component="footer" data-testid="screen-set-footer">
      <Text size="sm" fw={600}>
        {t('identity.footer.supportTitle')}
      </Text>
      <Text size="sm">
        {t('identity.footer.supportEmail')}{' '}
        <Anchor href={`mailto:${support.email}`}>{support.email}</Anchor>
      </Text>
      <Text size="sm">
        {t('identity.footer.supportPhone')}{' '}
        <Anchor href={`tel:${support.phone.replace(/\s+/g, '')}`}>{support.phone}</Anchor>
      </Text>
      <Text size="xs" c="dimmed">
        {t('country.common.approvalCode', { code: profile.approvalCode })}
      </Text>
    </Stack>
  );
}

/** The simpler footer of the other variants: where to ask for help. */
function SimpleFooter() {
  const { t } = useTranslation();
  const { profile } = useCountry();
  return (
    <Group gap={6} component="footer" data-testid="screen-set-footer">
      <Text size="sm" c="dimmed">
        {t('identity.footer.help')}
      </Text>
      <SmartLink href={profile.contact.link} newTab={profile.contact.newTab} size="sm">
        {t(profile.contact.textKey)}
      </SmartLink>
    </Group>
  );
}

/**
 * What every identity screen shows around its own (`ScreenSetModal`): the doctor-finder variant's
 * header, then the variant's footer.
 */
export function ScreenSetContent({
  variant = 'default',
  children,
}: {
  variant?: LoginVariant;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {variant === 'doctorFinder' && (
        <Alert color="pulso" variant="light" title={t('identity.doctorFinder.title')} role="note">
          {t('identity.doctorFinder.text')}
        </Alert>
      )}
      {children}
      <Divider />
      {variant === 'doctorFinder' ? <DoctorFinderFooter /> : <SimpleFooter />}
    </Stack>
  );
}
