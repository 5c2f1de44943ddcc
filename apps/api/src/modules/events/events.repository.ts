import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { CountryCode } from '@pulso/contracts/country';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import { contentItems, type StoredContentItem } from '../../db/schema/content.ts';
import { eventAttendance, eventRegistrations, events } from '../../db/schema/events.ts';
import { users } from '../../db/schema/users.ts';
import { countriesWhere, type CountryScope } from '../../platform/db/country-scope.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { publishedAt } from '../content/content.repository.ts';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
export type { EventProviderSettings, PendingEventText } from '../../db/schema/events.ts';

/** An event with its content item, the seats taken and the asking doctor's registration. */
export interface EventRecord {
  event: EventRow;
  item: StoredContentItem;
  taken: number;
  registration: RegistrationRow | null;
}
export type RegistrationRow = typeof eventRegistrations.$inferSelect;
export type AttendanceRow = typeof eventAttendance.$inferSelect;

/**
 * Of the country, its item published, and approved in the back office (decision 074) — or
 * approved once, with an edit of its text awaiting approval meanwhile (decision 075).
 */
const visibleTo = (country: CountryCode, publicationAt: Date) =>
  and(
    arrayContains(contentItems.countries, [country]),
    publishedAt(publicationAt),
    or(eq(events.review, 'approved'), isNotNull(events.pending)),
  );

const takenSeats = sql<number>`(select count(*)::int from ${eventRegistrations} where ${eventRegistrations.eventId} = ${events.contentId})`;

function selectEvents(db: Queryable, userId: string | null) {
  return db
    .select({
      event: events,
      item: contentItems.document,
      taken: takenSeats,
      registration: eventRegistrations,
    })
    .from(events)
    .innerJoin(contentItems, eq(contentItems.id, events.contentId))
    .leftJoin(
      eventRegistrations,
      and(
        eq(eventRegistrations.eventId, events.contentId),
        userId === null ? sql`false` : eq(eventRegistrations.userId, userId),
      ),
    );
}

const toRecord = (row: {
  event: EventRow;
  item: StoredContentItem;
  taken: number;
  registration: RegistrationRow | null;
}): EventRecord => ({ ...row, taken: Number(row.taken) });

export interface EventListFilter {
  country: CountryCode;
  userId: string;
  when: 'upcoming' | 'past' | 'all';
  from?: Date | undefined;
  to?: Date | undefined;
  specialty?: SpecialtyArea | undefined;
  now: Date;
  /** The publication clock's instant (content/publication.ts): events whose item is published then. */
  publicationAt: Date;
  limit: number;
  offset: number;
}

function listWhere(filter: EventListFilter): SQL | undefined {
  return and(
    visibleTo(filter.country, filter.publicationAt),
    filter.when === 'upcoming' ? gt(events.endsAt, filter.now) : undefined,
    filter.when === 'past' ? lte(events.endsAt, filter.now) : undefined,
    filter.from ? gt(events.endsAt, filter.from) : undefined,
    filter.to ? lt(events.startsAt, filter.to) : undefined,
    filter.specialty ? eq(contentItems.categoryId, filter.specialty) : undefined,
  );
}

/** A page of the country's events, and how many there are in all. */
export async function listEvents(
  db: Queryable,
  filter: EventListFilter,
): Promise<{ records: EventRecord[]; total: number }> {
  const where = listWhere(filter);
  const order =
    filter.when === 'past'
      ? [desc(events.startsAt), asc(events.contentId)]
      : [asc(events.startsAt), asc(events.contentId)];
  const rows = await selectEvents(db, filter.userId)
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(events)
    .innerJoin(contentItems, eq(contentItems.id, events.contentId))
    .where(where);
  return { records: rows.map(toRecord), total: Number(count?.total ?? 0) };
}

/** The event if the country may see it (unknown and another country's alike: undefined). */
export async function findVisibleEvent(
  db: Queryable,
  country: CountryCode,
  id: string,
  userId: string,
  publicationAt: Date,
): Promise<EventRecord | undefined> {
  const [row] = await selectEvents(db, userId)
    .where(and(eq(events.contentId, id), visibleTo(country, publicationAt)))
    .limit(1);
  return row && toRecord(row);
}

/** The event by id, whoever asks (workers, the webhook, reschedules). */
export async function findEvent(
  db: Queryable,
  id: string,
  userId: string | null = null,
): Promise<EventRecord | undefined> {
  const [row] = await selectEvents(db, userId).where(eq(events.contentId, id)).limit(1);
  return row && toRecord(row);
}

/** Locks the event's row until the transaction ends (registrations count seats under it). */
export async function lockEvent(tx: Queryable, id: string): Promise<void> {
  await tx.execute(sql`select 1 from ${events} where ${events.contentId} = ${id} for update`);
}

export async function countRegistrations(tx: Queryable, eventId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId));
  return Number(row?.n ?? 0);
}

/** Registers; an existing registration is kept as it is (answered with `created` false). */
export async function insertRegistration(
  tx: Queryable,
  eventId: string,
  userId: string,
  at: Date,
): Promise<{ registration: RegistrationRow; created: boolean }> {
  const [inserted] = await tx
    .insert(eventRegistrations)
    .values({ eventId, userId, registeredAt: at })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { registration: inserted, created: true };
  const [existing] = await tx
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
  if (!existing) throw new Error('registration vanished');
  return { registration: existing, created: false };
}

export async function findRegistration(
  db: Queryable,
  eventId: string,
  userId: string,
): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
  return row;
}

/** Answers whether there was a registration to delete. */
export async function deleteRegistration(
  tx: Queryable,
  eventId: string,
  userId: string,
): Promise<boolean> {
  const rows = await tx
    .delete(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)))
    .returning({ userId: eventRegistrations.userId });
  return rows.length > 0;
}

export async function listRegistrations(
  tx: Queryable,
  eventId: string,
): Promise<RegistrationRow[]> {
  return tx.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));
}

export async function markJoined(db: Queryable, eventId: string, userId: string, at: Date) {
  await db
    .update(eventRegistrations)
    .set({ firstJoinedAt: at })
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.userId, userId),
        isNull(eventRegistrations.firstJoinedAt),
      ),
    );
}

/** The registration behind a Zoom participant: its `customer_key`, else its e-mail. */
export async function findRegistrationOfParticipant(
  db: Queryable,
  eventId: string,
  participant: { customerKey?: string | undefined; email?: string | undefined },
): Promise<RegistrationRow | undefined> {
  const key = participant.customerKey;
  if (key && /^[0-9a-f-]{36}$/i.test(key)) {
    const [row] = await db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.customerKey, key)));
    if (row) return row;
  }
  if (!participant.email) return undefined;
  const [row] = await db
    .select({ registration: eventRegistrations })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(
      and(eq(eventRegistrations.eventId, eventId), sql`${users.email} = ${participant.email}`),
    );
  return row?.registration;
}

/** The Zoom event of a meeting number. */
export async function findEventIdOfZoomMeeting(
  db: Queryable,
  meetingNumber: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: events.contentId })
    .from(events)
    .where(
      and(
        eq(events.provider, 'zoom'),
        sql`(${events.providerSettings} ->> 'meetingNumber') = ${meetingNumber}`,
      ),
    )
    .limit(1);
  return row?.id;
}

export async function listAttendance(
  db: Queryable,
  eventId: string,
  userId: string,
): Promise<AttendanceRow[]> {
  return db
    .select()
    .from(eventAttendance)
    .where(and(eq(eventAttendance.eventId, eventId), eq(eventAttendance.userId, userId)))
    .orderBy(asc(eventAttendance.joinedAt));
}

/** The first of the doctor's intervals of `source` that meet `condition`, in `order`. */
async function firstInterval(
  db: Queryable,
  of: { eventId: string; userId: string; source: AttendanceRow['source'] },
  condition: SQL | undefined,
  order: SQL,
): Promise<AttendanceRow | undefined> {
  const [row] = await db
    .select()
    .from(eventAttendance)
    .where(
      and(
        eq(eventAttendance.eventId, of.eventId),
        eq(eventAttendance.userId, of.userId),
        eq(eventAttendance.source, of.source),
        condition,
      ),
    )
    .orderBy(order)
    .limit(1);
  return row;
}

/** The doctor's latest interval of `source` that has not been closed. */
export function findOpenInterval(
  db: Queryable,
  eventId: string,
  userId: string,
  source: AttendanceRow['source'],
): Promise<AttendanceRow | undefined> {
  return firstInterval(
    db,
    { eventId, userId, source },
    isNull(eventAttendance.leftAt),
    desc(eventAttendance.lastSeenAt),
  );
}

/**
 * A Zoom "left" that came before its "joined" (webhooks are not ordered), kept as an interval of
 * no length ending at `leftAt`: the earliest such one that ends at or after `joinedAt`.
 */
export function findLeftOnlyInterval(
  db: Queryable,
  eventId: string,
  userId: string,
  joinedAt: Date,
): Promise<AttendanceRow | undefined> {
  return firstInterval(
    db,
    { eventId, userId, source: 'zoom' },
    and(
      sql`${eventAttendance.joinedAt} = ${eventAttendance.leftAt}`,
      gte(eventAttendance.leftAt, joinedAt),
    ),
    asc(eventAttendance.leftAt),
  );
}

export async function insertInterval(
  db: Queryable,
  row: {
    eventId: string;
    userId: string;
    source: AttendanceRow['source'];
    joinedAt: Date;
    lastSeenAt?: Date;
    leftAt?: Date | null;
  },
): Promise<void> {
  await db.insert(eventAttendance).values({
    ...row,
    lastSeenAt: row.lastSeenAt ?? row.joinedAt,
    leftAt: row.leftAt ?? null,
  });
}

export async function updateInterval(
  db: Queryable,
  id: number,
  change: { joinedAt?: Date; lastSeenAt?: Date; leftAt?: Date | null },
): Promise<void> {
  await db.update(eventAttendance).set(change).where(eq(eventAttendance.id, id));
}

export async function insertEvent(db: Queryable, row: NewEventRow, replace = false) {
  const insert = db.insert(events).values(row);
  await (replace
    ? insert.onConflictDoUpdate({ target: events.contentId, set: { ...row } })
    : insert.onConflictDoNothing());
}

export async function updateSchedule(
  tx: Queryable,
  id: string,
  schedule: { startsAt: Date; endsAt: Date; agenda: EventRow['agenda']; at: Date },
): Promise<void> {
  await tx
    .update(events)
    .set({
      startsAt: schedule.startsAt,
      endsAt: schedule.endsAt,
      agenda: schedule.agenda,
      sequence: sql`${events.sequence} + 1`,
      updatedAt: schedule.at,
    })
    .where(eq(events.contentId, id));
}

export async function markCancelled(tx: Queryable, id: string, at: Date): Promise<void> {
  await tx
    .update(events)
    .set({ cancelledAt: at, sequence: sql`${events.sequence} + 1`, updatedAt: at })
    .where(eq(events.contentId, id));
}

/** The starts of these events (those that exist). */
export async function listEventStarts(
  db: Queryable,
  ids: readonly string[],
): Promise<{ id: string; startsAt: Date }[]> {
  if (!ids.length) return [];
  return db
    .select({ id: events.contentId, startsAt: events.startsAt })
    .from(events)
    .where(inArray(events.contentId, [...ids]));
}

// ---------------------------------------------------------------------------------------------
// The back office's events

/** An event with the text columns of its item (the back office edits both). */
export interface EventTextRecord {
  event: EventRow;
  title: string;
  synopsis: string;
  categoryId: SpecialtyArea;
  document: StoredContentItem;
}

/** The events whose country is in the scope, latest start first (`id`: that event only). */
export function listScopedEvents(
  db: Queryable,
  scope: CountryScope,
  id?: string,
): Promise<EventTextRecord[]> {
  return db
    .select({
      event: events,
      title: contentItems.title,
      synopsis: contentItems.synopsis,
      categoryId: contentItems.categoryId,
      document: contentItems.document,
    })
    .from(events)
    .innerJoin(contentItems, eq(contentItems.id, events.contentId))
    .where(
      and(
        countriesWhere(scope, sql`ARRAY[${events.country}]::text[]`),
        id ? eq(events.contentId, id) : undefined,
      ),
    )
    .orderBy(desc(events.startsAt));
}

/** How many doctors registered for each of these events (none: left out). */
export async function countRegistrationsOf(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: eventRegistrations.eventId, count: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(inArray(eventRegistrations.eventId, [...ids]))
    .groupBy(eventRegistrations.eventId);
  return new Map(rows.map((row) => [row.id, row.count]));
}

export async function updateEvent(
  db: Queryable,
  id: string,
  change: Partial<NewEventRow>,
): Promise<void> {
  await db.update(events).set(change).where(eq(events.contentId, id));
}
