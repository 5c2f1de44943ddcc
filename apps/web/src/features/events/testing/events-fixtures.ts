import type {
  AttendanceAnswer,
  EventDetail,
  EventListItem,
  EventsPage,
  JoinAnswer,
} from '@pulso/contracts/events';

/** Answers of `/api/events…` as the server sends them, for the web tests' fake API. */

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A Santiago symposium at 19:00 local on 15 July 2026 (UTC-4 then): 23:00–00:30 UTC. */
export function eventItem(overrides: Partial<EventListItem> = {}): EventListItem {
  return {
    id: 'simposio-cardiorrenal',
    title: 'Simposio cardiorrenal 2026',
    synopsis: 'Novedades en insuficiencia cardiaca y enfermedad renal crónica.',
    format: 'symposium',
    language: 'es',
    country: 'cl',
    specialty: 'cardiology',
    image: { url: '/media/events/simposio.jpg', alt: 'Auditorio' },
    speakers: [
      {
        name: 'Dra. Marta Rojas',
        description: 'Cardióloga, Hospital del Salvador',
        photoUrl: null,
      },
    ],
    startsAt: '2026-07-15T23:00:00.000Z',
    endsAt: '2026-07-16T00:30:00.000Z',
    opensAt: '2026-07-15T22:45:00.000Z',
    timeZone: 'America/Santiago',
    durationMinutes: 90,
    status: 'upcoming',
    provider: 'stream',
    isRegistered: false,
    capacity: 300,
    seatsLeft: 120,
    approvalCode: 'CL-EV-2026-014',
    hasRecording: false,
    sequence: 0,
    ...overrides,
  };
}

export function eventsPage(
  items: EventListItem[],
  overrides: Partial<EventsPage> = {},
): EventsPage {
  return {
    items,
    page: 1,
    pageSize: 12,
    total: items.length,
    serverNow: '2026-07-01T12:00:00.000Z',
    ...overrides,
  };
}

export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  const item = eventItem(overrides);
  return {
    ...item,
    agenda: [
      {
        startsAt: item.startsAt,
        endsAt: iso(Date.parse(item.startsAt) + 45 * MINUTE),
        title: 'Insuficiencia cardiaca con FE preservada',
        speaker: 'Dra. Marta Rojas',
      },
      {
        startsAt: iso(Date.parse(item.startsAt) + 45 * MINUTE),
        endsAt: null,
        title: 'Preguntas',
        speaker: null,
      },
    ],
    registeredAt: item.isRegistered ? '2026-06-30T10:00:00.000Z' : null,
    recording: null,
    materials: [],
    calendarUrl: `/api/events/${item.id}/calendar.ics`,
    serverNow: '2026-07-01T12:00:00.000Z',
    ...overrides,
  };
}

/** An event whose room opens `minutes` after `serverNow` (and starts 15 minutes later). */
export function eventOpeningIn(
  minutes: number,
  serverNow: number,
  overrides: Partial<EventDetail> = {},
) {
  const opensAt = serverNow + minutes * MINUTE;
  return eventDetail({
    opensAt: iso(opensAt),
    startsAt: iso(opensAt + 15 * MINUTE),
    endsAt: iso(opensAt + 75 * MINUTE),
    serverNow: iso(serverNow),
    isRegistered: true,
    ...overrides,
  });
}

export function streamJoin(event: EventDetail, serverNow: number, offsetSeconds = 0): JoinAnswer {
  return {
    eventId: event.id,
    status: 'open',
    opensAt: event.opensAt,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    timeZone: event.timeZone,
    serverNow: iso(serverNow),
    uiLanguage: 'es',
    heartbeatSeconds: 60,
    meeting: {
      provider: 'stream',
      sources: [
        { url: '/media/events/stream.webm', mimeType: 'video/webm' },
        { url: '/media/events/stream.mp4', mimeType: 'video/mp4' },
      ],
      startsAt: event.startsAt,
      offsetSeconds,
      live: false,
    },
  };
}

export function attendance(eventId: string, minutes: number): AttendanceAnswer {
  return {
    eventId,
    minutes,
    intervals: [],
    joinedAt: minutes > 0 ? '2026-07-15T23:00:00.000Z' : null,
    serverNow: '2026-07-15T23:30:00.000Z',
  };
}
