import type { ReactNode } from 'react';
import { Alert, Anchor, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SmartLink } from '../../../components/ui/smart-link.tsx';
import { useCountry } from '../../../lib/country/country-context.ts';
import { useScreenSetState, type LoginVariant } from '../../../lib/identity/screen-sets.ts';
import { supportContacts } from '../support-contacts.ts';

/** Phones: the theme's `xs` breakpoint. */
export const PHONE_MEDIA_QUERY = '(max-width: 36em)';

export interface ScreenSetModalProps {
  opened: boolean;
  onClose: () => void;
  onExited?: () => void;
  title: string;
  /** The doctor-finder variant of login (spec §2 popup 3). */
  variant?: LoginVariant;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

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
 * The frame of every identity screen: a modal in the country's language, full-screen on phones,
 * closed by Escape or its close button, with the variant's header and footer.
 */
export function ScreenSetModal({
  opened,
  onClose,
  onExited,
  title,
  variant = 'default',
  size = 'md',
  children,
}: ScreenSetModalProps) {
  const { t } = useTranslation();
  // Known at the first render (no server rendering): on a phone the modal opens full screen
  // instead of jumping there from the centre (a layout shift).
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, undefined, { getInitialValueInEffect: false });
  // Escape belongs to an alert shown over this screen while there is one.
  const { alert } = useScreenSetState();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnEscape={alert === null}
      onExitTransitionEnd={onExited}
      title={title}
      size={size}
      fullScreen={phone}
      centered={!phone}
      closeButtonProps={{ 'aria-label': t('identity.close') }}
      data-variant={variant}
    >
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
    </Modal>
  );
}
