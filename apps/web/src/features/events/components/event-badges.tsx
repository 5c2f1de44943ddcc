import { Badge, Group } from '@mantine/core';
import type { EventListItem } from '@pulso/contracts/events';
import { EventStatusBadge } from './event-status-badge.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

type BadgeFacts = Pick<EventListItem, 'status' | 'format' | 'isRegistered' | 'seatsLeft'>;

/** The event's format, where it is in time, and the doctor's place in it (registered, full). */
export function EventBadges({ event }: { event: BadgeFacts }) {
  const { t } = useTranslation();
  const full = event.seatsLeft === 0 && !event.isRegistered;
  const open = event.status !== 'ended' && event.status !== 'cancelled';
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color="gray">
        {t(`events.format.${event.format}`)}
      </Badge>
      <EventStatusBadge status={event.status} />
      {event.isRegistered && open && (
        <Badge variant="outline" color="teal" data-testid="event-registered">
          {t('events.registration.registeredBadge')}
        </Badge>
      )}
      {full && open && (
        <Badge variant="outline" color="orange">
          {t('events.registration.fullBadge')}
        </Badge>
      )}
    </Group>
  );
}
