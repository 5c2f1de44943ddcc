import { Stack, Text, Title } from '@mantine/core';
import type { EventAgendaItem } from '@pulso/contracts/events';
import { useTranslation } from '../../../lib/translation.tsx';
import { wallClock } from '../../../lib/zoned-time.ts';
import { useZoneCity } from './event-time.tsx';

/** The programme, each item at its time on the event's clock. */
export function AgendaList({
  agenda,
  timeZone,
  headingOrder = 2,
}: {
  agenda: readonly EventAgendaItem[];
  timeZone: string;
  headingOrder?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const cityOf = useZoneCity();
  if (agenda.length === 0) return null;
  const time = (instant: string) => wallClock(Date.parse(instant), timeZone, i18n.language).time;
  return (
    <Stack gap="xs" component="section" aria-labelledby="event-agenda">
      <Title order={headingOrder} fz="lg" id="event-agenda">
        {t('events.detail.agenda')}{' '}
        <Text span size="sm" c="dimmed" fw={400}>
          ({t('events.detail.agendaZone', { city: cityOf(timeZone) })})
        </Text>
      </Title>
      <Stack component="ol" gap={6} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {agenda.map((item) => (
          <li key={`${item.startsAt}-${item.title}`}>
            <Text size="sm">
              <Text span inherit ff="monospace" fw={600}>
                {time(item.startsAt)}
                {item.endsAt ? `–${time(item.endsAt)}` : ''}
              </Text>{' '}
              {item.title}
              {item.speaker && (
                <Text span inherit c="dimmed">
                  {' · '}
                  {item.speaker}
                </Text>
              )}
            </Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
