import { Container, Divider, Stack, Text, Title } from '@mantine/core';
import { useProfileQuery } from '../api/profile.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { DataProtectionSection } from '../components/data-protection-section.tsx';
import { EditRegistrationForm } from '../components/edit-registration-form.tsx';
import { ProfileState } from '../components/profile-state.tsx';

/** editar-registro: the account's e-mail and phone, and data protection. */
export function Component() {
  const { t } = useTranslation();
  const query = useProfileQuery();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1} id="edit-registration-title">
          {t('pages.editRegistration')}
        </Title>
        {query.data ? (
          <>
            <Text c="dimmed">{t('users.edit.intro', { name: query.data.name })}</Text>
            <EditRegistrationForm profile={query.data} />
            <Divider />
            <DataProtectionSection profile={query.data} />
          </>
        ) : (
          <ProfileState query={query} />
        )}
      </Stack>
    </Container>
  );
}
