import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { EventDetail } from '@pulso/contracts/events';
import { useTranslation } from '../../../lib/translation.tsx';

/** After the event: its recording (our player) and its materials. */
export function RecordingSection({
  event,
}: {
  event: Pick<EventDetail, 'title' | 'recording' | 'materials' | 'image'>;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="section" aria-labelledby="event-recording">
      <Title order={2} fz="lg" id="event-recording">
        {t('events.detail.recording')}
      </Title>
      {event.recording && event.recording.length > 0 ? (
        <video
          controls
          playsInline
          preload="metadata"
          poster={event.image?.url}
          style={{ width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 8 }}
          aria-label={t('events.detail.recordingOf', { title: event.title })}
          data-testid="event-recording"
        >
          {event.recording.map((source) => (
            <source key={source.url} src={source.url} type={source.mimeType} />
          ))}
        </video>
      ) : (
        <Text size="sm" c="dimmed">
          {t('events.detail.noRecording')}
        </Text>
      )}
      {event.materials.length > 0 && (
        <Stack gap={4}>
          <Title order={3} fz="md">
            {t('events.detail.materials')}
          </Title>
          <Stack component="ul" gap={4} style={{ margin: 0, paddingInlineStart: 20 }}>
            {event.materials.map((material) => (
              <li key={material.url}>
                <Anchor href={material.url} target="_blank" rel="noopener noreferrer" size="sm">
                  {material.title}
                </Anchor>
                {!material.title.toLowerCase().includes(material.kind) && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    ({t(`events.detail.materialKind.${material.kind}`)})
                  </Text>
                )}
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
