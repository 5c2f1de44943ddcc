import type {
  EventDetail,
  EventListItem,
  EventMediaSource,
  EventStatus,
} from '@pulso/contracts/events';
import { eventCalendarPath } from '@pulso/contracts/events';
import type { MediaUrlSigner } from '../../platform/media/media-url.ts';
import type { EventRecord, EventRow } from './events.repository.ts';

const MINUTE_MS = 60_000;

/** When the meeting opens: the event's own opening minutes, else EVENTS_OPENING_WINDOW. */
export function opensAtOf(event: EventRow, defaultOpeningMs: number): Date {
  const openingMs =
    event.openingMinutes === null ? defaultOpeningMs : event.openingMinutes * MINUTE_MS;
  return new Date(event.startsAt.getTime() - openingMs);
}

export function openingMinutesOf(event: EventRow, defaultOpeningMs: number): number {
  return event.openingMinutes ?? Math.round(defaultOpeningMs / MINUTE_MS);
}

/** Where the event is at `now` on the server's clock (decision 031). */
export function statusAt(event: EventRow, now: Date, defaultOpeningMs: number): EventStatus {
  if (event.cancelledAt) return 'cancelled';
  if (now >= event.endsAt) return 'ended';
  if (now >= event.startsAt) return 'live';
  if (now >= opensAtOf(event, defaultOpeningMs)) return 'open';
  return 'upcoming';
}

export interface ViewContext {
  now: Date;
  defaultOpeningMs: number;
  media: MediaUrlSigner;
}

export const signedSources = (sources: readonly EventMediaSource[], media: MediaUrlSigner) =>
  sources.map((source) => ({ ...source, url: media.sign(source.url) }));

/** An event as a card of the list (no secret of its provider). */
export function listItemOf(record: EventRecord, context: ViewContext): EventListItem {
  const { event, item } = record;
  const status = statusAt(event, context.now, context.defaultOpeningMs);
  const seatsLeft = event.capacity === null ? null : Math.max(0, event.capacity - record.taken);
  return {
    id: event.contentId,
    title: item.title,
    synopsis: item.synopsis,
    format: event.format,
    language: languageOf(event),
    country: event.country,
    specialty: item.categoryId,
    image: item.thumbnail
      ? { url: context.media.sign(item.thumbnail.url, { variants: true }), alt: item.title }
      : null,
    speakers: event.speakers.map((speaker) => ({
      ...speaker,
      photoUrl: speaker.photoUrl === null ? null : context.media.sign(speaker.photoUrl),
    })),
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    opensAt: opensAtOf(event, context.defaultOpeningMs).toISOString(),
    timeZone: event.timeZone,
    durationMinutes: Math.max(
      1,
      Math.round((event.endsAt.getTime() - event.startsAt.getTime()) / MINUTE_MS),
    ),
    status,
    provider: event.provider,
    isRegistered: record.registration !== null,
    capacity: event.capacity,
    seatsLeft,
    approvalCode: event.approvalCode ?? item.cfApprovalCode ?? null,
    hasRecording: status === 'ended' && (event.recording?.length ?? 0) > 0,
    sequence: event.sequence,
  };
}

/** The language an event is held in: Brazil's in Portuguese, the others' in Spanish. */
export const languageOf = (event: Pick<EventRow, 'country'>) =>
  event.country === 'br' ? ('pt-br' as const) : ('es' as const);

/** The event's page, with the recording and materials once it has ended. */
export function detailOf(record: EventRecord, context: ViewContext): EventDetail {
  const card = listItemOf(record, context);
  const ended = card.status === 'ended';
  const { event } = record;
  return {
    ...card,
    agenda: event.agenda,
    registeredAt: record.registration?.registeredAt.toISOString() ?? null,
    recording:
      ended && event.recording?.length ? signedSources(event.recording, context.media) : null,
    materials: ended
      ? event.materials.map((material) => ({ ...material, url: context.media.sign(material.url) }))
      : [],
    calendarUrl: eventCalendarPath(event.contentId),
    serverNow: context.now.toISOString(),
  };
}
