import { z } from 'zod';
import { pushTopics } from './push/problem-codes.ts';
import { objectError, requestString, validationMessages as m } from './validation.ts';

/**
 * Web push notifications (issue 16; spec §1 "push notifications can be subscribed to or
 * unsubscribed from", §8 messages; the profile's `pushNotifications`).
 *
 * Calls (all under `/api`):
 * - `GET push/public-key` (no session) → {@link PushPublicKey}: the VAPID application server key
 * - `GET push/subscriptions` (signed in) → {@link PushSettings}: the caller's devices and quiet hours
 * - `POST push/subscriptions` (signed in) {@link PushSubscriptionBody} → 201 {@link PushDevice}:
 *   stores (or updates, by endpoint) this device's subscription; an endpoint outside
 *   `PUSH_ENDPOINT_HOSTS` or on another port than 443 is 400 `push.endpoint_not_allowed`; one
 *   another account holds is 409 `push.endpoint_taken` (not moved)
 * - `DELETE push/subscriptions?endpoint=…` (signed in) → 204, idempotent (only the caller's own)
 * - `PUT push/quiet-hours` (signed in) {@link PushQuietHoursBody} → {@link PushSettings}
 * - `POST push/test` (signed in, no body) → {@link PushTestAnswer}: one test notification to each
 *   of the caller's devices; none is 409 `push.not_subscribed`
 *
 * A notification carries {@link PushPayload} only (small: an id, a title and the route to open);
 * the details are fetched when it is clicked.
 */

export * from './push/problem-codes.ts';

/** Longest endpoint URL accepted (the browsers' are ~200–500 characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
/** Longest notification title sent. */
export const PUSH_TITLE_MAX_LENGTH = 120;

/** The topics a new subscription gets when it names none. */
export const DEFAULT_PUSH_TOPICS: readonly PushTopicValue[] = pushTopics;

export const pushTopicSchema = z.enum(pushTopics, { error: m.invalid });
export type PushTopicValue = z.infer<typeof pushTopicSchema>;

/** `GET /api/push/public-key`: the VAPID public key, base64url (uncompressed P-256 point). */
export const pushPublicKeySchema = z.object({ publicKey: z.string().min(1) });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

const base64url = (max: number) =>
  requestString()
    .min(1, { error: m.required, abort: true })
    .max(max, { error: m.tooLong, abort: true })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: m.invalid });

/** An endpoint: an absolute `https:` URL (the allowed hosts are checked by the server). */
export const pushEndpointSchema = requestString()
  .trim()
  .min(1, { error: m.required })
  .max(PUSH_ENDPOINT_MAX_LENGTH, { error: m.tooLong })
  .pipe(z.url({ protocol: /^https$/, error: m.invalid }));

/** A list of topics without repeats (a repeated topic is kept once). */
export const pushTopicsSchema = z
  .array(pushTopicSchema, { error: m.invalid })
  .max(pushTopics.length * 2, { error: m.tooLong })
  .transform((topics) => pushTopics.filter((topic) => topics.includes(topic)));

/**
 * `POST /api/push/subscriptions`: `PushSubscription.toJSON()` as the browser gives it, with the
 * device's `topics` (absent: every topic on a new device, unchanged on a known one).
 */
export const pushSubscriptionBodySchema = z.object(
  {
    endpoint: pushEndpointSchema,
    expirationTime: z.number({ error: m.invalid }).nullish(),
    keys: z.object(
      {
        /** The browser's P-256 public key (65 bytes, base64url: 87 characters). */
        p256dh: base64url(128),
        /** The 16-byte authentication secret (base64url: 22 characters). */
        auth: base64url(64),
      },
      objectError,
    ),
    topics: pushTopicsSchema.optional(),
  },
  objectError,
);
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBodySchema>;

/** `DELETE /api/push/subscriptions?endpoint=…`. */
export const pushUnsubscribeQuerySchema = z.object({ endpoint: pushEndpointSchema }, objectError);

const clockTime = requestString().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: m.invalid });

/**
 * Quiet hours in the doctor's time zone (the account's `timezone`), `HH:MM` 24-hour clock; `end`
 * before `start` spans midnight (`22:00`–`07:00`). A notification due inside them waits until
 * they end (it is delayed, never dropped); equal `start` and `end` are refused.
 */
export const pushQuietHoursSchema = z
  .object({ start: clockTime, end: clockTime }, objectError)
  .refine((hours) => hours.start !== hours.end, { error: m.invalid, path: ['end'] });
export type PushQuietHours = z.infer<typeof pushQuietHoursSchema>;

/** `PUT /api/push/quiet-hours`: `null` turns quiet hours off. */
export const pushQuietHoursBodySchema = z.object(
  { quietHours: pushQuietHoursSchema.nullable() },
  objectError,
);
export type PushQuietHoursBody = z.infer<typeof pushQuietHoursBodySchema>;

/** One subscribed device of the caller. */
export const pushDeviceSchema = z.object({
  endpoint: z.string(),
  userAgent: z.string().nullable(),
  topics: z.array(pushTopicSchema),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/**
 * A device as the data export shows it (`GET /api/users/me/data`): the push service's host only
 * (the endpoint's path is a capability to send to the device, the keys decrypt its messages:
 * neither leaves the server).
 */
export const heldPushDeviceSchema = z.object({
  endpointHost: z.string(),
  userAgent: z.string().nullable(),
  topics: z.array(pushTopicSchema),
  createdAt: z.iso.datetime({ offset: true }),
});
export type HeldPushDevice = z.infer<typeof heldPushDeviceSchema>;

/** `GET /api/push/subscriptions`. */
export const pushSettingsSchema = z.object({
  devices: z.array(pushDeviceSchema),
  quietHours: pushQuietHoursSchema.nullable(),
  /** The account's time zone, the one quiet hours are read in. */
  timeZone: z.string(),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

/** `POST /api/push/test`: how many devices the test notification was queued for. */
export const pushTestAnswerSchema = z.object({ devices: z.number().int().nonnegative() });
export type PushTestAnswer = z.infer<typeof pushTestAnswerSchema>;

/** A same-origin path: `/…`, never `//host` or a `\` (which browsers read as `/`). */
export const sameOriginPathSchema = z
  .string()
  .max(512)
  .regex(/^\/(?![/\\])[^\\\s]*$/);

/**
 * The body of a push message, which the service worker reads: `id` (the tag: a newer message with
 * the same id replaces the shown one), `title` (shown as it is), `url` (a same-origin path opened
 * on click), `topic` (absent on a test notification).
 */
export const pushPayloadSchema = z.object({
  id: z.string().min(1).max(200),
  title: z.string().min(1).max(PUSH_TITLE_MAX_LENGTH),
  url: sameOriginPathSchema,
  topic: pushTopicSchema.optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
