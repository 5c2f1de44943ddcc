// No zod here: the event page builds its "add to calendar" links with these.

export interface CalendarLinkEvent {
  readonly title: string;
  /** ISO instants. */
  readonly startsAt: string;
  readonly endsAt: string;
  /** Plain text: the synopsis and the event page's address. */
  readonly details?: string;
  /** Where: the event page's address for an online event. */
  readonly location?: string;
}

/** `2026-07-15T23:00:00.000Z` → `20260715T230000Z` (RFC 5545 UTC form, as Google wants it). */
export function calendarUtcStamp(instant: string | Date): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function withQuery(
  base: string,
  parameters: ReadonlyArray<readonly [string, string | undefined]>,
): string {
  const query = parameters
    .filter(
      (entry): entry is readonly [string, string] => entry[1] !== undefined && entry[1] !== '',
    )
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `${base}?${query}`;
}

const utcIso = (instant: string | Date): string =>
  new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The "add to Google Calendar" link (a template the user saves himself). */
export function googleCalendarUrl(event: CalendarLinkEvent): string {
  return withQuery('https://calendar.google.com/calendar/render', [
    ['action', 'TEMPLATE'],
    ['text', event.title],
    ['dates', `${calendarUtcStamp(event.startsAt)}/${calendarUtcStamp(event.endsAt)}`],
    ['details', event.details],
    ['location', event.location],
  ]);
}

/**
 * The "add to Outlook" link: `live` for Outlook.com accounts (default), `office` for Microsoft 365
 * work accounts. Instants in UTC (`…Z`).
 */
export function outlookCalendarUrl(
  event: CalendarLinkEvent,
  account: 'live' | 'office' = 'live',
): string {
  const host = account === 'office' ? 'outlook.office.com' : 'outlook.live.com';
  return withQuery(`https://${host}/calendar/0/deeplink/compose`, [
    ['path', '/calendar/action/compose'],
    ['rru', 'addevent'],
    ['subject', event.title],
    ['startdt', utcIso(event.startsAt)],
    ['enddt', utcIso(event.endsAt)],
    ['body', event.details],
    ['location', event.location],
  ]);
}

/** The `.ics` of an event (the API's `GET /api/events/{id}/calendar.ics`). */
export const eventCalendarPath = (eventId: string): string =>
  `/api/events/${encodeURIComponent(eventId)}/calendar.ics`;
