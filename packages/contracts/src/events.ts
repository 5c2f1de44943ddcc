import { z } from 'zod';
import { contentIdSchema, mediaUrlSchema } from './content/ids.ts';
import { countryCodeSchema, specialtyAreaSchema } from './value-schemas.ts';
import { objectError, validationMessages as m } from './validation.ts';

/**
 * Events with online meetings (issue 14; spec §1–§2 `eventos`, `eventos/{id}`,
 * `eventos/{id}/participar` and `/unirse`; §3 `to_participe` content; §9 the meeting SDK key).
 *
 * An event is a content item of the `to_participe` cluster (its id is the item's id, a slug) with
 * a schedule: `startsAt`/`endsAt` are ISO instants (UTC, `…Z`), `timeZone` the IANA zone the
 * event is announced in. The server's clock is the truth: answers carry `serverNow`, and the web
 * counts down on it (events/time-zones.ts `serverClockSkewMs`).
 *
 * Calls (all under `/api`, signed in, scoped to the doctor's country — another country's event is
 * 404 `events.not_found`):
 * - `GET events?from&to&specialty&when&page&pageSize` → {@link EventsPage}
 * - `GET events/{id}` → {@link EventDetail}
 * - `PUT` / `DELETE events/{id}/registration` (no body, idempotent) → {@link RegistrationAnswer}
 * - `GET events/{id}/calendar.ics` → `text/calendar` (RFC 5545: UTC instants, UID, SEQUENCE, VALARM)
 * - `POST events/{id}/join` (no body) → {@link JoinAnswer}
 * - `POST events/{id}/attendance` {@link HeartbeatBody} → {@link AttendanceAnswer}
 * - `GET events/{id}/attendance` → {@link AttendanceAnswer}
 * - `POST events/zoom/webhook` (Zoom's, signed with `x-zm-signature`; no session)
 */

export * from './events/problem-codes.ts';
export * from './events/time-zones.ts';
export * from './events/calendar-links.ts';

// ---------------------------------------------------------------------------------------------
// Limits and constants

/** Default minutes before `startsAt` at which the meeting opens (`opensAt`); per event it may differ. */
export const DEFAULT_OPENING_MINUTES = 15;
/** Seconds between two heartbeats of a visible meeting screen. */
export const HEARTBEAT_SECONDS = 60;
/**
 * A heartbeat of the same screen within this many seconds of the previous one extends the same
 * attendance interval (a beat lost on the network); a longer silence (tab hidden, laptop asleep)
 * ends it at the previous heartbeat. A join or a screen shown again always starts a new interval.
 */
export const HEARTBEAT_GAP_SECONDS = 150;
export const EVENTS_PAGE_SIZE_DEFAULT = 12;
export const EVENTS_PAGE_SIZE_MAX = 50;
/** Reminder e-mails: this many minutes before the start, one job each per registration. */
export const EVENT_REMINDER_MINUTES = { day: 24 * 60, hour: 60 } as const;
export type EventReminderKind = keyof typeof EVENT_REMINDER_MINUTES;

const isoInstant = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().max(max);

// ---------------------------------------------------------------------------------------------
// Values

/**
 * Where an event is in time (on the server's clock), or cancelled:
 * - `upcoming`: before `opensAt`: register, add to calendar; the meeting screen is a waiting room;
 * - `open`: from `opensAt` to `startsAt`: the meeting can be joined (it has not started);
 * - `live`: from `startsAt` to `endsAt`;
 * - `ended`: after `endsAt`: the recording and materials, if any;
 * - `cancelled`: called off (it stays listed, marked).
 */
export const eventStatuses = ['upcoming', 'open', 'live', 'ended', 'cancelled'] as const;
export const eventStatusSchema = z.enum(eventStatuses);
export type EventStatus = z.infer<typeof eventStatusSchema>;

/** The meeting provider chosen for the event. `stream`: our own player plays a file of `/media`. */
export const eventProviders = ['zoom', 'jitsi', 'external', 'stream'] as const;
export const eventProviderSchema = z.enum(eventProviders);
export type EventProvider = z.infer<typeof eventProviderSchema>;

/** Congress, symposium or webinar (a label on the card). */
export const eventFormats = ['congress', 'symposium', 'webinar'] as const;
export const eventFormatSchema = z.enum(eventFormats);
export type EventFormat = z.infer<typeof eventFormatSchema>;

/** The language the event is held in. */
export const eventLanguages = ['es', 'pt-br'] as const;
export const eventLanguageSchema = z.enum(eventLanguages);
export type EventLanguage = z.infer<typeof eventLanguageSchema>;

export const eventSpeakerSchema = z.object({
  name: text(200).min(1),
  /** Role and affiliation: "Cardióloga, Hospital Italiano de Buenos Aires". */
  description: text(400).nullable(),
  photoUrl: mediaUrlSchema.nullable(),
});
export type EventSpeaker = z.infer<typeof eventSpeakerSchema>;

export const eventAgendaItemSchema = z.object({
  startsAt: isoInstant,
  endsAt: isoInstant.nullable(),
  title: text(200).min(1),
  /** The speaker's name, or null (a break, a panel). */
  speaker: text(200).nullable(),
});
export type EventAgendaItem = z.infer<typeof eventAgendaItemSchema>;

export const eventImageSchema = z.object({ url: mediaUrlSchema, alt: text(200) });
export type EventImage = z.infer<typeof eventImageSchema>;

/** A playable file: a stream or a recording comes in one or more of these (webm, mp4). */
export const eventMediaSourceSchema = z.object({
  url: mediaUrlSchema,
  mimeType: z.enum(['video/mp4', 'video/webm', 'application/vnd.apple.mpegurl']),
});
export type EventMediaSource = z.infer<typeof eventMediaSourceSchema>;

export const eventMaterialSchema = z.object({
  title: text(200).min(1),
  url: mediaUrlSchema,
  kind: z.enum(['pdf', 'slides', 'link']),
});
export type EventMaterial = z.infer<typeof eventMaterialSchema>;

// ---------------------------------------------------------------------------------------------
// GET events

const pageNumber = (max: number) =>
  z
    .union(
      [
        z
          .string()
          .trim()
          .regex(/^\d{1,6}$/, { error: m.invalid })
          .transform(Number),
        z.number().int(),
      ],
      { error: m.invalid },
    )
    .pipe(z.number().int().min(1, { error: m.invalid }).max(max, { error: m.invalid }));

/** An instant (`2026-07-01T00:00:00Z`, offset allowed) or a day (`2026-07-01`, 00:00 UTC). */
const instantOrDay = z
  .string({ error: m.invalid })
  .trim()
  .pipe(z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: m.invalid }))
  .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value).toISOString());

/**
 * The list's query. `when` (default `upcoming`): `upcoming` = not yet ended (live first, then by
 * start, soonest first); `past` = ended (latest first); `all` = by start. `from`/`to` keep the
 * events that overlap [from, to). `specialty`: one specialty area. `page` from 1.
 */
export const eventsQuerySchema = z
  .object(
    {
      when: z.enum(['upcoming', 'past', 'all'], { error: m.invalid }).default('upcoming'),
      from: instantOrDay.optional(),
      to: instantOrDay.optional(),
      specialty: specialtyAreaSchema.optional(),
      page: pageNumber(10_000).default(1),
      pageSize: pageNumber(EVENTS_PAGE_SIZE_MAX).default(EVENTS_PAGE_SIZE_DEFAULT),
    },
    objectError,
  )
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    error: m.invalid,
    path: ['to'],
  });
export type EventsQuery = z.input<typeof eventsQuerySchema>;
export type ParsedEventsQuery = z.output<typeof eventsQuerySchema>;

/** An event as a card of the list. */
export const eventListItemSchema = z.object({
  id: contentIdSchema,
  title: text(200).min(1),
  synopsis: text(2_000),
  format: eventFormatSchema,
  language: eventLanguageSchema,
  country: countryCodeSchema,
  /** The specialty area (the list filters on it). */
  specialty: specialtyAreaSchema,
  image: eventImageSchema.nullable(),
  speakers: z.array(eventSpeakerSchema).max(50),
  startsAt: isoInstant,
  endsAt: isoInstant,
  /** When the meeting opens (`startsAt` minus the event's opening minutes, default 15). */
  opensAt: isoInstant,
  /** The IANA zone the event is announced in (`America/Santiago`). */
  timeZone: text(64).min(1),
  /** Minutes from start to end. */
  durationMinutes: z.number().int().positive(),
  status: eventStatusSchema,
  provider: eventProviderSchema,
  isRegistered: z.boolean(),
  /** Seats in all, or null when unlimited. */
  capacity: z.number().int().positive().nullable(),
  /** Seats still free, or null when unlimited; 0 = full (registering is refused `events.full`). */
  seatsLeft: z.number().int().nonnegative().nullable(),
  /** The regulatory approval code printed with the event, or null. */
  approvalCode: text(100).nullable(),
  /** Whether a recording can be watched (only once ended). */
  hasRecording: z.boolean(),
  /** Raised each time the event is rescheduled (0 at first); the `.ics` SEQUENCE. */
  sequence: z.number().int().nonnegative(),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;

export const eventsPageSchema = z.object({
  items: z.array(eventListItemSchema).max(EVENTS_PAGE_SIZE_MAX),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  /** The next page's number; absent on the last page. */
  nextPage: z.number().int().positive().optional(),
  serverNow: isoInstant,
});
export type EventsPage = z.infer<typeof eventsPageSchema>;

// ---------------------------------------------------------------------------------------------
// GET events/{id}

export const eventDetailSchema = eventListItemSchema.extend({
  agenda: z.array(eventAgendaItemSchema).max(100),
  /** When the doctor registered, or null. */
  registeredAt: isoInstant.nullable(),
  /** The recording's sources, once ended (null before, or when there is none). */
  recording: z.array(eventMediaSourceSchema).max(4).nullable(),
  /** Slides, papers, links: given once ended (empty before). */
  materials: z.array(eventMaterialSchema).max(50),
  /** The `.ics` address (events/calendar-links.ts builds the Google and Outlook links). */
  calendarUrl: text(300),
  serverNow: isoInstant,
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

// ---------------------------------------------------------------------------------------------
// PUT / DELETE events/{id}/registration

/**
 * After registering (again: the same registration) or cancelling (again: nothing to cancel).
 * Refusals: `events.full`, `events.past`, `events.cancelled` (409), `events.not_found` (404).
 */
export const registrationAnswerSchema = z.object({
  eventId: contentIdSchema,
  isRegistered: z.boolean(),
  registeredAt: isoInstant.nullable(),
  seatsLeft: z.number().int().nonnegative().nullable(),
  status: eventStatusSchema,
});
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// POST events/{id}/join

/** Languages of the Zoom Meeting SDK the portal uses (it has no es-MX or pt-BR: strings overridden). */
export const zoomSdkLanguages = ['es-ES', 'pt-PT', 'en-US'] as const;
export const zoomSdkLanguageSchema = z.enum(zoomSdkLanguages);

/** What the meeting screen needs, by provider. */
export const meetingSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('zoom'),
    /** The Meeting SDK key (public; `ZOOM_SDK_KEY`). */
    sdkKey: z.string().min(1),
    /** The SDK's join JWT (HS256 with the SDK secret; `appKey`, `mn`, `role` 0, `iat`, `exp`). */
    signature: z.string().min(1),
    /** When `signature` expires (its `exp`). */
    signatureExpiresAt: isoInstant,
    /** Digits only. */
    meetingNumber: z.string().regex(/^\d{9,12}$/),
    /** The meeting passcode ('' when it has none): only in this answer, only for a registered doctor. */
    password: z.string(),
    /** The doctor's name as the meeting shows it. */
    userName: z.string().min(1),
    userEmail: z.string(),
    /**
     * Pass to the SDK's `join({ customerKey })`: Zoom's participant webhooks carry it back
     * (`customer_key`), which ties a Zoom participant to this registration. At most 36 characters.
     */
    customerKey: z.string().max(36),
    /** The SDK's UI language; `uiLanguage` says which portal strings override it. */
    lang: zoomSdkLanguageSchema,
  }),
  z.object({
    provider: z.literal('jitsi'),
    /** `JITSI_DOMAIN` (never meet.jit.si by default). */
    domain: z.string().min(1),
    room: z.string().min(1),
    /** A JWT for the Jitsi deployment, when it wants one; else null. */
    jwt: z.string().nullable(),
    displayName: z.string().min(1),
  }),
  z.object({
    provider: z.literal('external'),
    /** Teams, Webex…: opened in a new tab (the join is recorded by this call). */
    url: z.url({ protocol: /^https$/ }),
  }),
  z.object({
    provider: z.literal('stream'),
    /** Our own player plays these from `/media` (signed URLs), starting at `offsetSeconds`. */
    sources: z.array(eventMediaSourceSchema).min(1).max(4),
    startsAt: isoInstant,
    /**
     * Seconds since `startsAt` on the server's clock when answered (0 before the start): a
     * scheduled stream is played from there, as if live.
     */
    offsetSeconds: z.number().nonnegative(),
    /** Whether the file is a recording played "as live" (no seeking ahead) or a real live stream. */
    live: z.boolean(),
  }),
  z.object({
    /** The event's provider (e.g. `zoom` without `ZOOM_SDK_KEY`/`ZOOM_SDK_SECRET`) is not set up. */
    provider: z.literal('not-configured'),
    intended: eventProviderSchema,
  }),
]);
export type Meeting = z.infer<typeof meetingSchema>;
export type ZoomMeeting = Extract<Meeting, { provider: 'zoom' }>;
export type JitsiMeeting = Extract<Meeting, { provider: 'jitsi' }>;
export type ExternalMeeting = Extract<Meeting, { provider: 'external' }>;
export type StreamMeeting = Extract<Meeting, { provider: 'stream' }>;

/**
 * `POST events/{id}/join`: only for a signed-in doctor of the event's country, registered, from
 * `opensAt` to `endsAt`. Refusals: 403 `events.not_registered`, 409 `events.outside_window`
 * (before `opensAt` or after `endsAt`), 409 `events.cancelled`, 404 `events.not_found`.
 * Joining opens an attendance interval (except for `not-configured`).
 */
export const joinAnswerSchema = z.object({
  eventId: contentIdSchema,
  status: eventStatusSchema,
  opensAt: isoInstant,
  startsAt: isoInstant,
  endsAt: isoInstant,
  timeZone: text(64).min(1),
  serverNow: isoInstant,
  /** The portal language of the doctor (the Zoom page overrides the SDK's strings with it). */
  uiLanguage: z.enum(['es', 'es-MX', 'pt-br']),
  /** Seconds between heartbeats while the meeting screen is visible. */
  heartbeatSeconds: z.number().int().positive(),
  meeting: meetingSchema,
});
export type JoinAnswer = z.infer<typeof joinAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// POST / GET events/{id}/attendance

/**
 * A heartbeat of the visible meeting screen (every `HEARTBEAT_SECONDS`). `left`: the screen is
 * closing or hidden (the interval ends now). `resumed`: the screen is shown again after being
 * hidden, so its presence starts again now (the time away never counts, even when its `left` was
 * lost). Refusals: 403 `events.not_registered`, 409 `events.not_joined`, 409
 * `events.outside_window`, 409 `events.cancelled`.
 */
export const heartbeatBodySchema = z
  .object(
    {
      state: z.enum(['present', 'left'], { error: m.invalid }).default('present'),
      resumed: z.boolean({ error: m.invalid }).optional(),
    },
    objectError,
  )
  .nullish()
  .transform((body) => body ?? { state: 'present' as const });
export type HeartbeatBody = z.input<typeof heartbeatBodySchema>;

export const attendanceIntervalSchema = z.object({ from: isoInstant, to: isoInstant });
export type AttendanceInterval = z.infer<typeof attendanceIntervalSchema>;

/** The doctor's attendance: intervals merged and clipped to [startsAt, endsAt]; whole minutes. */
export const attendanceAnswerSchema = z.object({
  eventId: contentIdSchema,
  /** Whole minutes attended ("tu asistencia: 52 min"), rounded down. */
  minutes: z.number().int().nonnegative(),
  intervals: z.array(attendanceIntervalSchema),
  /** The first join, or null when the doctor never joined. */
  joinedAt: isoInstant.nullable(),
  serverNow: isoInstant,
});
export type AttendanceAnswer = z.infer<typeof attendanceAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// POST events/zoom/webhook (Zoom's call)

/** Zoom's `endpoint.url_validation` answer: `encryptedToken` = HMAC-SHA256(secret, plainToken) hex. */
export const zoomUrlValidationAnswerSchema = z.object({
  plainToken: z.string(),
  encryptedToken: z.string(),
});
export type ZoomUrlValidationAnswer = z.infer<typeof zoomUrlValidationAnswerSchema>;
