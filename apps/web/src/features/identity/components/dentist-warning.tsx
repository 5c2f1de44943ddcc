import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCountry } from '../../../lib/country/country-context.ts';
import { closeScreenSet, useScreenSetState } from '../screen-sets.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { supportContacts } from '../support-contacts.ts';
import { PHONE_MEDIA_QUERY } from './screen-set-modal.tsx';

/**
 * Spec §2 popup 2: accounts created with a CRO registration are no longer supported; a link to
 * the company site, a support e-mail, and OK to close.
 */
export function DentistWarning({ opened, onExited }: { opened: boolean; onExited: () => void }) {
  const { t } = useTranslation();
  const { country, profile } = useCountry();
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, undefined, { getInitialValueInEffect: false });
  const support = supportContacts[country];
  const { alert } = useScreenSetState();
  return (
    <Modal
      opened={opened}
      onClose={closeScreenSet}
      closeOnEscape={alert === null}
      onExitTransitionEnd={onExited}
      title={t('identity.dentist.title')}
      fullScreen={phone}
      centered={!phone}
      closeButtonProps={{ 'aria-label': t('identity.close') }}
    >
      <Stack gap="md">
        <Text>{t('identity.dentist.text')}</Text>
        <Text size="sm">
          {t('identity.dentist.site')}{' '}
          <Anchor href={profile.corporateSite.link} target="_blank" rel="noopener noreferrer">
            {profile.corporateSite.link.replace(/^https?:\/\//, '')}
          </Anchor>
        </Text>
        <Text size="sm">
          {t('identity.dentist.support')}{' '}
          <Anchor href={`mailto:${support.email}`}>{support.email}</Anchor>
        </Text>
        <Group justify="flex-end">
          <Button onClick={closeScreenSet} data-autofocus>
            {t('identity.dentist.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
