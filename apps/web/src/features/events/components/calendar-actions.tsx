import { Anchor, Group, Text } from '@mantine/core';
import { googleCalendarUrl, outlookCalendarUrl, type EventDetail } from '@pulso/contracts/events';
import { ProtectedDownload } from '../../../components/ui/protected-download.tsx';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * "Add to calendar": the event's `.ics` from the API (fetched with the session: a plain link
 * cannot carry it) and Google / Outlook links built from the event.
 */
export function CalendarActions({
  event,
}: {
  event: Pick<EventDetail, 'id' | 'title' | 'startsAt' | 'endsAt' | 'calendarUrl' | 'synopsis'>;
}) {
  const { t } = useTranslation();
  const pageUrl = `${window.location.origin}${paths.event.href(event.id)}`;
  const link = {
    title: event.title,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    details: `${event.synopsis}\n\n${pageUrl}`.trim(),
    location: pageUrl,
  };
  return (
    <Group gap="sm" wrap="wrap" role="group" aria-labelledby={`calendar-${event.id}`}>
      <Text size="sm" fw={600} id={`calendar-${event.id}`} w="100%">
        {t('events.calendar.title')}
      </Text>
      <ProtectedDownload
        url={event.calendarUrl}
        fileName={`${event.id}.ics`}
        failedText={t('events.calendar.failed')}
        variant="light"
        size="sm"
      >
        {t('events.calendar.ics')}
      </ProtectedDownload>
      <Anchor href={googleCalendarUrl(link)} target="_blank" rel="noopener noreferrer" size="sm">
        {t('events.calendar.google')}
      </Anchor>
      <Anchor href={outlookCalendarUrl(link)} target="_blank" rel="noopener noreferrer" size="sm">
        {t('events.calendar.outlook')}
      </Anchor>
    </Group>
  );
}
