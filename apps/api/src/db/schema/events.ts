import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CountryCode } from '@pulso/contracts/country';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import type {
  EventAgendaItem,
  EventFormat,
  EventMaterial,
  EventMediaSource,
  EventProvider,
  EventSpeaker,
} from '@pulso/contracts/events';
import { contentItems } from './content.ts';
import { users } from './users.ts';

/**
 * A provider's settings as stored: secrets (a Zoom passcode) live here and never reach an answer
 * except the registered doctor's join.
 */
export type EventProviderSettings =
  | { provider: 'zoom'; meetingNumber: string; password: string }
  | { provider: 'jitsi'; room: string }
  | { provider: 'external'; url: string }
  | { provider: 'stream'; sources: EventMediaSource[]; live: boolean };

/** An event's text as an edit awaiting approval stores it (agenda times are instants). */
export interface PendingEventText {
  title: string;
  synopsis: string;
  categoryId: SpecialtyArea;
  format: EventFormat;
  image: string | null;
  speakers: EventSpeaker[];
  agenda: EventAgendaItem[];
  materials: EventMaterial[];
}

/**
 * Events (issue 14): a content item of the `to_participe` cluster (title, synopsis, specialty,
 * image, countries that see it, language) with its schedule and meeting. Decision 030.
 * `startsAt`/`endsAt` are instants; `timeZone` the IANA zone it is announced in. `sequence` is
 * raised on each reschedule (the `.ics` SEQUENCE); `cancelledAt` marks a called-off event.
 */
export const events = pgTable(
  'events',
  {
    contentId: text('content_id')
      .primaryKey()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    /** The organising country (its zone is the default `timeZone`). */
    country: text('country').$type<CountryCode>().notNull(),
    format: text('format').$type<EventFormat>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    /** Minutes before `startsAt` at which the meeting opens; null: EVENTS_OPENING_WINDOW. */
    openingMinutes: integer('opening_minutes'),
    provider: text('provider').$type<EventProvider>().notNull(),
    providerSettings: jsonb('provider_settings').$type<EventProviderSettings>().notNull(),
    /** Seats; null: unlimited. */
    capacity: integer('capacity'),
    speakers: jsonb('speakers').$type<EventSpeaker[]>().notNull().default([]),
    agenda: jsonb('agenda').$type<EventAgendaItem[]>().notNull().default([]),
    recording: jsonb('recording').$type<EventMediaSource[] | null>(),
    materials: jsonb('materials').$type<EventMaterial[]>().notNull().default([]),
    approvalCode: text('approval_code'),
    /**
     * The back office's review (decision 074): an event made there is a `draft` doctors do not
     * see, `in-review` once submitted, `approved` (with `approvalCode`) by a reviewer who did not
     * write it. Seeded and earlier events are approved.
     */
    review: text('review')
      .$type<'draft' | 'in-review' | 'approved'>()
      .notNull()
      .default('approved'),
    /**
     * An edit of an approved event's text awaiting its approval (decision 075): doctors keep the
     * approved text (the item's, `speakers`, `agenda`, `materials`, `format`) until a reviewer
     * approves this one, which then replaces it. Null when there is none.
     */
    pending: jsonb('pending').$type<PendingEventText | null>(),
    /** The text's version: 1 when created, one more for each edit of an approved text. */
    textVersion: integer('text_version').notNull().default(1),
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_starts_at_idx').on(table.startsAt, table.contentId),
    index('events_ends_at_idx').on(table.endsAt),
    /** The Zoom webhook finds the event by its meeting number. */
    check('events_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
    check('events_capacity_positive', sql`${table.capacity} IS NULL OR ${table.capacity} > 0`),
    check(
      'events_opening_minutes_range',
      sql`${table.openingMinutes} IS NULL OR ${table.openingMinutes} BETWEEN 0 AND 1440`,
    ),
    index('events_zoom_meeting_idx').on(sql`(${table.providerSettings} ->> 'meetingNumber')`),
  ],
);

/** Registrations: one per doctor and event (registering again keeps the first). */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.contentId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Zoom's `customer_key`: ties a Zoom participant to this registration. */
    customerKey: uuid('customer_key')
      .notNull()
      .defaultRandom()
      .unique('event_registrations_customer_key_key'),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first `POST …/join`; heartbeats need it. */
    firstJoinedAt: timestamp('first_joined_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('event_registrations_user_idx').on(table.userId),
  ],
);

/**
 * Attendance intervals as they arrive (joins and heartbeats of our meeting screen, Zoom's
 * participant webhooks): [joinedAt, leftAt ?? lastSeenAt]. Merged and clipped when read
 * (decision 032).
 */
export const eventAttendance = pgTable(
  'event_attendance',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.contentId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').$type<'screen' | 'zoom' | 'external'>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (table) => [
    index('event_attendance_event_user_idx').on(table.eventId, table.userId, table.lastSeenAt),
  ],
);
