import { z } from 'zod';
import { requestString, requiredText, validationMessages as m } from '../validation.ts';
import { CONTENT_SYNOPSIS_MAX_LENGTH, CONTENT_TITLE_MAX_LENGTH } from '../content/limits.ts';
import { countryCodes } from '../country.ts';
import { eventFormatSchema, eventMediaSourceSchema } from '../events.ts';
import { specialtyAreaSchema } from '../value-schemas.ts';
import { isValidTimeZone } from '../events/time-zones.ts';
import { isLocalTime } from './zoned-time.ts';
import { approvalCodeSchema } from '../backoffice.ts';

const countrySchema = z.enum(countryCodes);

/** A wall-clock time `YYYY-MM-DDTHH:mm`, read in the event's time zone. */
const localTime = z.string().refine(isLocalTime, { error: 'expected YYYY-MM-DDTHH:mm' });

/** `PUT …/events/{id}/schedule` (and part of the create body): start and end in `timeZone`. */
export const eventScheduleSchema = z
  .object({
    startsAt: localTime,
    endsAt: localTime,
    timeZone: z.string().refine(isValidTimeZone, { error: 'unknown time zone' }),
  })
  .refine((schedule) => schedule.endsAt > schedule.startsAt, {
    path: ['endsAt'],
    error: 'endsAt must be after startsAt',
  });
export type EventSchedule = z.infer<typeof eventScheduleSchema>;

/**
 * `PUT …/events/{id}/provider`: the meeting. Secrets (Zoom's passcode) are write-only: left out,
 * the stored one is kept; the answer only says whether one is set.
 */
export const eventProviderInputSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('zoom'),
    meetingNumber: z.string().regex(/^\d{9,12}$/, { error: 'expected 9 to 12 digits' }),
    password: requestString()
      .min(1, { error: m.required })
      .max(50, { error: m.tooLong })
      .optional(),
  }),
  z.object({
    provider: z.literal('jitsi'),
    room: z.string().regex(/^[A-Za-z0-9-]{3,100}$/, { error: 'letters, digits and dashes' }),
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

/** `POST /api/backoffice/events`. */
export const createEventSchema = z.object({
  title: requiredText(CONTENT_TITLE_MAX_LENGTH),
  synopsis: requestString().max(CONTENT_SYNOPSIS_MAX_LENGTH, { error: m.tooLong }).default(''),
  country: countrySchema,
  categoryId: specialtyAreaSchema,
  format: eventFormatSchema,
  capacity: z.number().int().min(1).max(100_000).nullable().default(null),
  schedule: eventScheduleSchema,
  meeting: eventProviderInputSchema,
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
  title: z.string(),
  synopsis: z.string(),
  country: countrySchema,
  categoryId: specialtyAreaSchema,
  format: eventFormatSchema,
  capacity: z.number().int().nullable(),
  /** Instants, and the same times on the wall clock of `timeZone`. */
  startsAt: z.string(),
  endsAt: z.string(),
  schedule: z.object({ startsAt: z.string(), endsAt: z.string(), timeZone: z.string() }),
  status: z.enum(['scheduled', 'ended', 'cancelled']),
  registrations: z.number().int(),
  meeting: eventProviderViewSchema,
  recordings: z.array(eventMediaSourceSchema),
  /**
   * The review (decision 074): a `draft` made here, `in-review` once submitted, `approved` by a
   * reviewer of its country who did not write it. Doctors see only approved events.
   */
  review: z.enum(['draft', 'in-review', 'approved']),
  /** The approval's code doctors see on the event's page (null until approved). */
  approvalCode: z.string().nullable(),
  /** Who wrote or edited the event's text (the trail): none of them may approve it. */
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
