import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import type { EventSpeaker } from '@pulso/contracts/events';
import { nameWithoutTitles } from '../person-name.ts';
import { useTranslation } from '../../../lib/translation.tsx';

export function SpeakerList({ speakers }: { speakers: readonly EventSpeaker[] }) {
  const { t } = useTranslation();
  if (speakers.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="event-speakers">
      <Title order={2} fz="lg" id="event-speakers">
        {t('events.detail.speakers')}
      </Title>
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {speakers.map((speaker) => (
          <Group component="li" key={speaker.name} gap="sm" wrap="nowrap" align="flex-start">
            {/* Initials of the name after its titles: "Dra. Marta Rojas" → MR, not D. */}
            <Avatar
              src={speaker.photoUrl}
              alt=""
              aria-hidden="true"
              radius="xl"
              name={nameWithoutTitles(speaker.name)}
            />
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600}>
                {speaker.name}
              </Text>
              {speaker.description && (
                <Text size="sm" c="dimmed">
                  {speaker.description}
                </Text>
              )}
            </Stack>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
