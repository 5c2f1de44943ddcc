import ical, {
  ICalAlarmType,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

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

/**
 * What a mailed `.ics` tells the doctor's calendar (RFC 5546): `publish` a copy to keep (the
 * download, the reminders), `request` the event as it now is (a reschedule: the entry of the same
 * UID with a lower SEQUENCE is replaced), `cancel` it (the entry is removed).
 */
export type CalendarMethod = 'publish' | 'request' | 'cancel';

/** REQUEST and CANCEL name the organiser (who sent it) and the doctor it is for (RFC 5546 §3.2). */
export interface CalendarInvitation {
  method: Exclude<CalendarMethod, 'publish'>;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

const methods = {
  publish: ICalCalendarMethod.PUBLISH,
  request: ICalCalendarMethod.REQUEST,
  cancel: ICalCalendarMethod.CANCEL,
} as const;

/** The Content-Type of a mailed `.ics`: mail clients read `method` to offer the update. */
export const calendarContentType = (method: CalendarMethod): string =>
  `text/calendar; charset=utf-8; method=${methods[method]}`;

/** The domain of the UIDs: stable per event, so a rescheduled event replaces its entry. */
const UID_DOMAIN = 'events.pulso';

export const calendarUid = (eventId: string): string => `${eventId}@${UID_DOMAIN}`;

/**
 * The RFC 5545 calendar of one event (decision 031): UTC instants (no VTIMEZONE to get wrong), a
 * stable UID, SEQUENCE, STATUS (CANCELLED once called off) and a display alarm 30 minutes before.
 * PUBLISH by default; a change mailed to a registered doctor is a REQUEST or a CANCEL addressed
 * to them (decision 069).
 */
export function eventCalendar(event: CalendarEvent, invitation?: CalendarInvitation): string {
  const cancelled = event.cancelled || invitation?.method === 'cancel';
  const calendar = ical({
    prodId: { company: 'Pulso', product: 'Eventos', language: 'ES' },
    method: methods[invitation?.method ?? 'publish'],
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
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(event.url ? { url: event.url, location: event.url } : {}),
    ...(invitation
      ? {
          organizer: invitation.organizer,
          // Registered already: nothing to answer (RSVP=FALSE), so no reply goes to the organiser.
          attendees: [
            {
              ...invitation.attendee,
              role: ICalAttendeeRole.REQ,
              status: ICalAttendeeStatus.ACCEPTED,
              rsvp: false,
            },
          ],
        }
      : {}),
  });
  if (!cancelled)
    entry.createAlarm({ type: ICalAlarmType.display, trigger: 30 * 60, description: event.title });
  return calendar.toString();
}
