import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** What the `.ics` of an event says. */
export interface CalendarEvent {
  id: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  /** Raised on each reschedule: calendars replace the entry they hold. */
  sequence: number;
  cancelled: boolean;
  /** The event's page (`https://…/eventos/{id}`), or null when no site address is known. */
  url: string | null;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
}

/** The domain of the UIDs: stable per event, so a rescheduled event replaces its entry. */
const UID_DOMAIN = 'events.pulso';

export const calendarUid = (eventId: string): string => `${eventId}@${UID_DOMAIN}`;

/**
 * The RFC 5545 calendar of one event (decision 031): UTC instants (no VTIMEZONE to get wrong), a
 * stable UID, SEQUENCE, STATUS (CANCELLED once called off) and a display alarm 30 minutes before.
 */
export function eventCalendar(event: CalendarEvent): string {
  const calendar = ical({
    prodId: { company: 'Pulso', product: 'Eventos', language: 'ES' },
    method: ICalCalendarMethod.PUBLISH,
    name: event.title,
  });
  const entry = calendar.createEvent({
    id: calendarUid(event.id),
    sequence: event.sequence,
    start: event.startsAt,
    end: event.endsAt,
    stamp: event.stamp,
    summary: event.title,
    description: event.url ? `${event.description}\n\n${event.url}` : event.description,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(event.url ? { url: event.url, location: event.url } : {}),
  });
  if (!event.cancelled)
    entry.createAlarm({ type: ICalAlarmType.display, trigger: 30 * 60, description: event.title });
  return calendar.toString();
}
