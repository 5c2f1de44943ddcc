import { useState } from 'react';
import { Chip, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { specialtyAreaLabelKey, specialtyAreas, type SpecialtyArea } from '@pulso/contracts/labels';
import { applyPreferencesPatch, type PreferencesPatch } from '@pulso/contracts/users';
import { useCountry } from '../../../lib/country/country-context.ts';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { useProfileQuery, useSetProfile } from '../api/profile.ts';
import { toast } from '../../../lib/toast.ts';
import { PushPreferences } from '../../push/index.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { patchPreferences } from '../api/account-api.ts';
import { ProfileState } from '../components/profile-state.tsx';
import classes from './preferences-page.module.css';

const mutationKey = ['users', 'preferences'] as const;

const inverse = (patch: PreferencesPatch): PreferencesPatch => ({
  add: patch.remove ?? [],
  remove: patch.add ?? [],
});

/**
 * preferencias-usuario: the specialty areas the user follows (spec §3 preferences), and this
 * device's push notifications (issue 16).
 */
export function Component() {
  const { t } = useTranslation();
  const { country } = useCountry();
  const errorMessage = useErrorMessage();
  const query = useProfileQuery();
  const setProfile = useSetProfile();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');

  const mutation = useMutation({
    mutationKey,
    mutationFn: (patch: PreferencesPatch) => patchPreferences(patch),
    // Optimistic: the chip changes at once and goes back if the server refuses.
    onMutate: (patch) => {
      setStatus('');
      setProfile((profile) => ({
        ...profile,
        preferences: applyPreferencesPatch(profile.preferences, patch),
      }));
    },
    onError: (error, patch) => {
      setProfile((profile) => ({
        ...profile,
        preferences: applyPreferencesPatch(profile.preferences, inverse(patch)),
      }));
      toast.error(errorMessage(error));
    },
    onSuccess: (answer) => {
      // With other changes still on their way, their optimistic state stays until they answer.
      if (queryClient.isMutating({ mutationKey }) <= 1) {
        setProfile((profile) => ({ ...profile, preferences: answer.preferences }));
      }
      setStatus(t('users.preferences.saved'));
    },
  });

  const toggle = (area: SpecialtyArea, checked: boolean) =>
    mutation.mutate(checked ? { add: [area] } : { remove: [area] });

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('pages.preferences')}</Title>
        {query.data ? (
          <fieldset className={classes.fieldset}>
            <legend className={classes.legend}>{t('users.preferences.legend')}</legend>
            <Text c="dimmed" mb="md">
              {t('users.preferences.intro')}
            </Text>
            <Group gap="sm">
              {specialtyAreas.map((area) => (
                <Chip
                  key={area}
                  checked={query.data.preferences.includes(area)}
                  onChange={(checked) => toggle(area, checked)}
                  size="md"
                >
                  {t(specialtyAreaLabelKey(area, country))}
                </Chip>
              ))}
            </Group>
            <Text role="status" size="sm" c="dimmed" mt="sm" mih="1.5em">
              {status}
            </Text>
          </fieldset>
        ) : (
          <ProfileState query={query} />
        )}
        <PushPreferences />
      </Stack>
    </Container>
  );
}
