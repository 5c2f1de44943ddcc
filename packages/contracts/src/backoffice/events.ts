import { z } from 'zod';
import {
  optionalText,
  requestString,
  requiredText,
  validationMessages as m,
} from '../validation.ts';
import { CONTENT_SYNOPSIS_MAX_LENGTH, CONTENT_TITLE_MAX_LENGTH } from '../content/limits.ts';
import { mediaUrlSchema } from '../content/ids.ts';
import { countryCodes } from '../country.ts';
import {
  eventFormatSchema,
  eventMaterialSchema,
  eventMediaSourceSchema,
  eventStatusSchema,
} from '../events.ts';
import { specialtyAreaSchema } from '../value-schemas.ts';
import { isValidTimeZone } from '../events/time-zones.ts';
import { isLocalTime } from './zoned-time.ts';
import { approvalCodeSchema } from '../backoffice.ts';

const countrySchema = z.enum(countryCodes);

/** A wall-clock time `YYYY-MM-DDTHH:mm`, read in the event's time zone. */
const localTime = z.string().refine(isLocalTime, { error: m.localTimeInvalid });

/** `PUT …/events/{id}/schedule` (and part of the create body): start and end in `timeZone`. */
export const eventScheduleSchema = z
  .object({
    startsAt: localTime,
    endsAt: localTime,
    timeZone: z.string().refine(isValidTimeZone, { error: m.timeZoneUnknown }),
  })
  .refine((schedule) => schedule.endsAt > schedule.startsAt, {
    path: ['endsAt'],
    error: m.endsAtAfterStartsAt,
  });
export type EventSchedule = z.infer<typeof eventScheduleSchema>;

/**
 * `PUT …/events/{id}/provider`: the meeting. Secrets (Zoom's passcode) are write-only: left out,
 * the stored one is kept; the answer only says whether one is set.
 */
export const eventProviderInputSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('zoom'),
    meetingNumber: z.string().regex(/^\d{9,12}$/, { error: m.meetingNumberInvalid }),
    password: requestString()
      .min(1, { error: m.required })
      .max(50, { error: m.tooLong })
      .optional(),
  }),
  z.object({
    provider: z.literal('jitsi'),
    room: z.string().regex(/^[A-Za-z0-9-]{3,100}$/, { error: m.roomInvalid }),
  }),
  z.object({ provider: z.literal('external'), url: z.url({ protocol: /^https$/ }) }),
  z.object({
    provider: z.literal('stream'),
    sources: z.array(eventMediaSourceSchema).min(1).max(4),
    live: z.boolean(),
  }),
]);
export type EventProviderInput = z.infer<typeof eventProviderInputSchema>;

/** The meeting as the back office sees it: secrets replaced by whether they are set. */
export const eventProviderViewSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('zoom'), meetingNumber: z.string(), passwordSet: z.boolean() }),
  z.object({ provider: z.literal('jitsi'), room: z.string() }),
  z.object({ provider: z.literal('external'), url: z.string() }),
  z.object({
    provider: z.literal('stream'),
    sources: z.array(eventMediaSourceSchema),
    live: z.boolean(),
  }),
]);
export type EventProviderView = z.infer<typeof eventProviderViewSchema>;

/** At most this many speakers, agenda entries and materials per event. */
export const EVENT_SPEAKERS_MAX = 20;
export const EVENT_AGENDA_MAX = 40;
export const EVENT_MATERIALS_MAX = 10;

/** Absent, null or blank: null; otherwise trimmed, at most `max` characters. */
const nullableText = (max: number) => optionalText(max).transform((value) => value ?? null);
/** An uploaded file's stored path (`/media/uploads/…`) or an address; absent or blank: null. */
const nullableMedia = z
  .union([z.literal(''), mediaUrlSchema])
  .nullish()
  .transform((value) => value || null);

/** A speaker as doctors see one on the event's page: name, role and affiliation, photo. */
export const eventSpeakerInputSchema = z.object({
  name: requiredText(200),
  /** "Cardióloga, Ciudad de México". */
  description: nullableText(400),
  /** A thumbnail uploaded through the back office's media (its `path`), or null. */
  photoUrl: nullableMedia,
});
export type EventSpeakerInput = z.output<typeof eventSpeakerInputSchema>;

/** An entry of the agenda: from (to) a wall-clock time of the event's zone, a title, a speaker. */
export const eventAgendaInputSchema = z
  .object({
    startsAt: localTime,
    endsAt: localTime
      .nullish()
      .or(z.literal(''))
      .transform((value) => value || null),
    title: requiredText(200),
    /** The speaker's name, or null (a break, a panel). */
    speaker: nullableText(200),
  })
  .refine((entry) => entry.endsAt === null || entry.endsAt > entry.startsAt, {
    path: ['endsAt'],
    error: m.endsAtAfterStartsAt,
  });
export type EventAgendaInput = z.output<typeof eventAgendaInputSchema>;

/** Slides, a paper, a link: doctors get them once the event has ended. */
export const eventMaterialInputSchema = eventMaterialSchema.extend({ title: requiredText(200) });
export type EventMaterialInput = z.output<typeof eventMaterialInputSchema>;

/**
 * The event's text: what doctors see of it besides its schedule and meeting (spec §3's content
 * fields an event has — title, synopsis, specialty, thumbnail, planners — and the event's format,
 * agenda and materials). Written when it is created and by `PUT …/events/{id}/text`; approved
 * with a code before doctors see it (decisions 074, 075).
 */
export const eventTextSchema = z.object({
  title: requiredText(CONTENT_TITLE_MAX_LENGTH),
  synopsis: requestString().max(CONTENT_SYNOPSIS_MAX_LENGTH, { error: m.tooLong }).default(''),
  categoryId: specialtyAreaSchema,
  format: eventFormatSchema,
  /** The event's image: a thumbnail uploaded through the back office's media, or null. */
  image: nullableMedia,
  speakers: z.array(eventSpeakerInputSchema).max(EVENT_SPEAKERS_MAX).default([]),
  agenda: z.array(eventAgendaInputSchema).max(EVENT_AGENDA_MAX).default([]),
  materials: z.array(eventMaterialInputSchema).max(EVENT_MATERIALS_MAX).default([]),
});
export type EventTextInput = z.input<typeof eventTextSchema>;
export type EventText = z.output<typeof eventTextSchema>;

/**
 * The agenda entries that start before the event or end after it (their indexes), the times read
 * on one wall clock: a message for each, on `agenda.{i}.startsAt` or `agenda.{i}.endsAt`.
 */
export function agendaOutside(
  agenda: readonly Pick<EventAgendaInput, 'startsAt' | 'endsAt'>[],
  schedule: Pick<EventSchedule, 'startsAt' | 'endsAt'>,
): { path: (string | number)[]; message: string }[] {
  const outside: { path: (string | number)[]; message: string }[] = [];
  agenda.forEach((entry, index) => {
    if (entry.startsAt < schedule.startsAt || entry.startsAt >= schedule.endsAt)
      outside.push({ path: ['agenda', index, 'startsAt'], message: m.agendaOutside });
    else if (entry.endsAt !== null && entry.endsAt > schedule.endsAt)
      outside.push({ path: ['agenda', index, 'endsAt'], message: m.agendaOutside });
  });
  return outside;
}

/** `POST /api/backoffice/events`: the text, and the country, seats, schedule and meeting. */
export const createEventSchema = eventTextSchema
  .extend({
    country: countrySchema,
    capacity: z.number().int().min(1).max(100_000).nullable().default(null),
    schedule: eventScheduleSchema,
    meeting: eventProviderInputSchema,
  })
  .superRefine((body, context) => {
    for (const issue of agendaOutside(body.agenda, body.schedule))
      context.addIssue({ code: 'custom', ...issue });
  });
export type CreateEvent = z.input<typeof createEventSchema>;
export type CreateEventBody = z.output<typeof createEventSchema>;

export const eventRecordingSchema = eventMediaSourceSchema;
export const eventIdParamsSchema = z.object({ id: requestString().trim().min(1).max(80) });
export const eventRecordingParamsSchema = eventIdParamsSchema.extend({
  index: z.coerce.number().int().min(0).max(3),
});

export const backofficeEventSchema = z.object({
  id: z.string(),
  /** The text's version: 1 when created, one more for each edit of an approved text. */
  version: z.number().int(),
  title: z.string(),
  synopsis: z.string(),
  country: countrySchema,
  categoryId: specialtyAreaSchema,
  format: eventFormatSchema,
  image: z.string().nullable(),
  speakers: z.array(
    z.object({
      name: z.string(),
      description: z.string().nullable(),
      photoUrl: z.string().nullable(),
    }),
  ),
  /** The agenda on the wall clock of `schedule.timeZone`. */
  agenda: z.array(
    z.object({
      startsAt: z.string(),
      endsAt: z.string().nullable(),
      title: z.string(),
      speaker: z.string().nullable(),
    }),
  ),
  materials: z.array(eventMaterialSchema),
  capacity: z.number().int().nullable(),
  /** Instants, and the same times on the wall clock of `timeZone`. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** When doctors may enter the meeting (the event's opening minutes before `startsAt`). */
  opensAt: z.string(),
  schedule: z.object({ startsAt: z.string(), endsAt: z.string(), timeZone: z.string() }),
  /** Where the event is on the server's clock, as doctors see it (`live` from its start). */
  status: eventStatusSchema,
  /** The server's now, for the time left and daylight-saving warnings. */
  serverNow: z.string(),
  registrations: z.number().int(),
  meeting: eventProviderViewSchema,
  recordings: z.array(eventMediaSourceSchema),
  /**
   * The review of this text (decisions 074, 075): a `draft`, `in-review` once submitted,
   * `approved` by a reviewer of its country who did not write it.
   */
  review: z.enum(['draft', 'in-review', 'approved']),
  /** This text's approval code doctors see on the event's page (null until approved). */
  approvalCode: z.string().nullable(),
  /**
   * While an edit of an approved event awaits its approval, what doctors still see: the approved
   * text's title and code. Null when doctors see this text, or none.
   */
  published: z.object({ title: z.string(), approvalCode: z.string().nullable() }).nullable(),
  /** Who wrote or edited this version of the text (the trail): none of them may approve it. */
  editors: z.array(z.object({ id: z.string().nullable(), name: z.string() })),
  /** Whether the staff member asking is one of `editors`: another reviewer must approve it. */
  editedByYou: z.boolean(),
});
export type BackofficeEvent = z.infer<typeof backofficeEventSchema>;

/** `POST …/events/{id}/approve`: the approval code is required (the same rule as content's). */
export const approveEventSchema = z.object({ approvalCode: approvalCodeSchema });
export type ApproveEvent = z.infer<typeof approveEventSchema>;

export const backofficeEventListSchema = z.object({ items: z.array(backofficeEventSchema) });
export type BackofficeEventList = z.infer<typeof backofficeEventListSchema>;
