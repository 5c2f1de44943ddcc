import { Badge } from '@mantine/core';
import type { EventStatus } from '@pulso/contracts/events';
import { useTranslation } from '../../../lib/translation.tsx';

const statusColor: Record<EventStatus, string> = {
  upcoming: 'blue',
  open: 'teal',
  live: 'red',
  ended: 'gray',
  cancelled: 'dark',
};

/**
 * Where an event is in time (the server's `status`: upcoming, open, live, ended, cancelled), as
 * doctors' cards and pages and the back office's events show it.
 */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant={status === 'live' ? 'filled' : 'light'}
      color={statusColor[status]}
      data-testid="event-status"
    >
      {t(`events.status.${status}`)}
    </Badge>
  );
}
