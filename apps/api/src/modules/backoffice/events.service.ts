import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  ApproveEvent,
  BackofficeEvent,
  BackofficeEventList,
  CreateEventBody,
  EventProviderInput,
  EventProviderView,
  EventSchedule,
} from '@pulso/contracts/backoffice/events';
import { localTimeIn } from '@pulso/contracts/backoffice/zoned-time';
import { instantOfWallTime, type EventMediaSource } from '@pulso/contracts/events';
import { regionalGroupOf } from '@pulso/contracts/country';
import { contentItems } from '../../db/schema/content.ts';
import { eventRegistrations, events, type EventProviderSettings } from '../../db/schema/events.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { CatalogueEntryError, storeCatalogue } from '../content/catalogue-store.ts';
import { catalogueChanged } from '../content/content-cache.ts';
import { insertEvent, lockEvent } from '../events/events.repository.ts';
import { allows, scopeWhere, type Action } from './ability.ts';
import {
  BackofficeForbiddenError,
  BackofficeNotFoundError,
  contentInvalid,
  LifecycleConflictError,
  topField,
} from './backoffice.errors.ts';
import { blankStoredItem } from '../content/catalogue-entry.ts';
import { newContentId, type Staff } from './contents.service.ts';
import { listVersionEditors } from './backoffice.repository.ts';
import { editorsOf, editorsView, requireFourEyes, type VersionEditor } from './four-eyes.ts';
import { recordStaffAction, type StaffPeople } from './staff-audit.ts';

/** What the back office asks of the events module: moves and cancels that move the reminders. */
export interface EventScheduling {
  reschedule(id: string, schedule: { startsAt: Date; endsAt: Date }, tx?: Queryable): Promise<void>;
  cancelEvent(id: string, tx?: Queryable): Promise<void>;
}

export interface EventsBackofficeDeps {
  db: Database;
  people: StaffPeople;
  scheduling: EventScheduling;
  now: () => Date;
}

const MAX_RECORDINGS = 4;

/** The item's fields the create body sets (`body.title`); the server fills in the others. */
const eventItemFields = new Set(['title', 'synopsis', 'categoryId']);

/** The event's item through the catalogue's own checks: a refusal is a 400 naming the field. */
async function storeEventItem(store: () => Promise<unknown>): Promise<void> {
  try {
    await store();
  } catch (error) {
    if (error instanceof CatalogueEntryError)
      throw contentInvalid(error, (path) =>
        eventItemFields.has(topField(path)) ? `body.${path}` : undefined,
      );
    throw error;
  }
}

const eventColumns = {
  event: events,
  title: contentItems.title,
  synopsis: contentItems.synopsis,
  categoryId: contentItems.categoryId,
};
type EventRow = { event: typeof events.$inferSelect } & Pick<
  typeof contentItems.$inferSelect,
  'title' | 'synopsis' | 'categoryId'
>;

/** The meeting without its secrets: only whether one is set (decision 055). */
export function meetingView(settings: EventProviderSettings): EventProviderView {
  if (settings.provider === 'zoom')
    return {
      provider: 'zoom',
      meetingNumber: settings.meetingNumber,
      passwordSet: settings.password.length > 0,
    };
  return settings;
}

/**
 * Events in the back office (events managers and admins of the event's country): create,
 * schedule in the event's zone, reschedule and cancel through the events module (its reminders
 * move or go in the same transaction), the meeting with write-only secrets, recordings. Every
 * change is appended to the audit trail in its transaction; another country's event is 404.
 */
export function createBackofficeEventsService({
  db,
  people,
  scheduling,
  now,
}: EventsBackofficeDeps) {
  const scope = (staff: Staff, action: Action): SQL =>
    scopeWhere(staff.ability, action, 'Event', sql`ARRAY[${events.country}]::text[]`);

  async function findRows(tx: Queryable, where: SQL, id?: string): Promise<EventRow[]> {
    return tx
      .select(eventColumns)
      .from(events)
      .innerJoin(contentItems, eq(contentItems.id, events.contentId))
      .where(and(where, id ? eq(events.contentId, id) : undefined))
      .orderBy(desc(events.startsAt));
  }

  async function registrationsOf(tx: Queryable, ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows = await tx
      .select({ id: eventRegistrations.eventId, count: sql<number>`count(*)::int` })
      .from(eventRegistrations)
      .where(inArray(eventRegistrations.eventId, ids))
      .groupBy(eventRegistrations.eventId);
    return new Map(rows.map((row) => [row.id, row.count]));
  }

  /** The trail's steps that write an event's text (its one version): the four-eyes rule's. */
  const textSteps = { entityType: 'event', actions: ['create', 'update'] } as const;

  async function editorsOfEvents(tx: Queryable, ids: string[]) {
    const entries = await listVersionEditors(tx, ids, textSteps);
    return (id: string) => editorsOf(entries, id, null);
  }

  function viewOf(
    row: EventRow,
    registrations: number,
    at: Date,
    editors: VersionEditor[],
    viewerId: string,
  ): BackofficeEvent {
    const { event } = row;
    return {
      id: event.contentId,
      title: row.title,
      synopsis: row.synopsis,
      country: event.country,
      categoryId: row.categoryId,
      format: event.format,
      capacity: event.capacity,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
      schedule: {
        startsAt: localTimeIn(event.startsAt, event.timeZone),
        endsAt: localTimeIn(event.endsAt, event.timeZone),
        timeZone: event.timeZone,
      },
      status: event.cancelledAt ? 'cancelled' : event.endsAt <= at ? 'ended' : 'scheduled',
      registrations,
      meeting: meetingView(event.providerSettings),
      recordings: event.recording ?? [],
      review: event.review,
      approvalCode: event.approvalCode,
      ...editorsView(editors, viewerId),
    };
  }

  /** The event for a change: locked, in the staff's reach for `action` (404 otherwise). */
  async function forChange(
    tx: Queryable,
    staff: Staff,
    id: string,
    action: Action = 'update',
  ): Promise<EventRow> {
    const [found] = await findRows(tx, scope(staff, 'read'), id);
    if (!found) throw new BackofficeNotFoundError();
    if (!allows(staff.ability, action, 'Event', { countries: [found.event.country] }))
      throw new BackofficeForbiddenError();
    await lockEvent(tx, id);
    // Read again under the lock: a review step decides on the state it holds.
    const [row] = await findRows(tx, scope(staff, 'read'), id);
    return row!;
  }

  async function load(tx: Queryable, staff: Staff, id: string): Promise<BackofficeEvent> {
    const [row] = await findRows(tx, scope(staff, 'read'), id);
    if (!row) throw new BackofficeNotFoundError();
    const editors = await editorsOfEvents(tx, [id]);
    return viewOf(
      row,
      (await registrationsOf(tx, [id])).get(id) ?? 0,
      now(),
      editors(id),
      staff.user.id,
    );
  }

  /**
   * One change of an event in a transaction: `change` writes it; the view before and after is
   * appended to the trail (secrets never in it: the view has none).
   */
  async function change(
    staff: Staff,
    id: string,
    action: string,
    work: (tx: Queryable, row: EventRow, at: Date) => Promise<void>,
    permission: Action = 'update',
  ): Promise<BackofficeEvent> {
    const at = now();
    const result = await db.transaction(async (tx) => {
      const row = await forChange(tx, staff, id, permission);
      const before = await load(tx, staff, id);
      await work(tx, row, at);
      const after = await load(tx, staff, id);
      await recordStaffAction(tx, people, staff, {
        entityType: 'event',
        entityId: id,
        action,
        countries: [row.event.country],
        at,
        before,
        after,
      });
      return after;
    });
    // An approval put the event's item in the catalogue doctors read: its caches start again.
    if (action === 'approve') catalogueChanged();
    return result;
  }

  const instants = (schedule: EventSchedule) => ({
    startsAt: instantOfWallTime(schedule.startsAt, schedule.timeZone),
    endsAt: instantOfWallTime(schedule.endsAt, schedule.timeZone),
  });

  function storedMeeting(
    input: EventProviderInput,
    current: EventProviderSettings | undefined,
  ): EventProviderSettings {
    if (input.provider !== 'zoom') return input;
    const kept = current?.provider === 'zoom' ? current.password : '';
    return {
      provider: 'zoom',
      meetingNumber: input.meetingNumber,
      password: input.password ?? kept,
    };
  }

  return {
    async list(staff: Staff): Promise<BackofficeEventList> {
      const rows = await findRows(db, scope(staff, 'read'));
      const counts = await registrationsOf(
        db,
        rows.map((row) => row.event.contentId),
      );
      const at = now();
      const editors = await editorsOfEvents(
        db,
        rows.map((row) => row.event.contentId),
      );
      return {
        items: rows.map((row) =>
          viewOf(
            row,
            counts.get(row.event.contentId) ?? 0,
            at,
            editors(row.event.contentId),
            staff.user.id,
          ),
        ),
      };
    },

    get: (staff: Staff, id: string) => load(db, staff, id),

    /**
     * A new event: a draft (decision 074) — its item is stored withdrawn, so no doctor's read
     * shows it until a reviewer approves it — with its schedule and meeting.
     */
    async create(staff: Staff, body: CreateEventBody) {
      if (!allows(staff.ability, 'create', 'Event', { countries: [body.country] }))
        throw new BackofficeForbiddenError();
      const at = now();
      const id = newContentId(body.title);
      const { startsAt, endsAt } = instants(body.schedule);
      const language = body.country === 'br' ? 'pt-br' : 'es';
      return db.transaction(async (tx) => {
        await storeEventItem(() =>
          storeCatalogue(
            tx,
            {
              entries: [
                {
                  item: {
                    ...blankStoredItem(id, { publishDate: at.toISOString() }),
                    title: body.title,
                    synopsis: body.synopsis,
                    mainCluster: 'to_participe',
                    categoryId: body.categoryId,
                    publishDate: at.toISOString(),
                  },
                  language,
                  audience: [regionalGroupOf[body.country]],
                  product: null,
                  exclusive: false,
                  searchText: '',
                  publication: {
                    status: 'withdrawn',
                    approvalCode: null,
                    validFrom: null,
                    validTo: null,
                  },
                },
              ],
            },
            { replace: false },
          ),
        );
        await insertEvent(tx, {
          contentId: id,
          country: body.country,
          format: body.format,
          startsAt,
          endsAt,
          timeZone: body.schedule.timeZone,
          provider: body.meeting.provider,
          providerSettings: storedMeeting(body.meeting, undefined),
          capacity: body.capacity,
          review: 'draft',
          updatedAt: at,
        });
        const after = await load(tx, staff, id);
        await recordStaffAction(tx, people, staff, {
          entityType: 'event',
          entityId: id,
          action: 'create',
          countries: [body.country],
          at,
          before: null,
          after,
        });
        // Read again: the answer names its writer from the trail entry just appended.
        return load(tx, staff, id);
      });
    },

    /** Sends the draft to its country's reviewers (the events manager, decision 074). */
    submit: (staff: Staff, id: string) =>
      change(
        staff,
        id,
        'submit',
        async (tx, row, at) => {
          if (row.event.review !== 'draft')
            throw new LifecycleConflictError('Only a draft event is submitted.');
          await tx
            .update(events)
            .set({ review: 'in-review', updatedAt: at })
            .where(eq(events.contentId, id));
        },
        'submit',
      ),

    /**
     * Publishes the submitted event with its approval code (decision 074): doctors of its country
     * see it, with the code, from now on. Whoever wrote or edited its text never approves it
     * (four eyes, decision 068: 403 `backoffice.four_eyes`).
     */
    approve: (staff: Staff, id: string, body: ApproveEvent) =>
      change(
        staff,
        id,
        'approve',
        async (tx, row, at) => {
          if (row.event.review !== 'in-review')
            throw new LifecycleConflictError('Only an event in review is approved.');
          if (row.event.cancelledAt) throw new LifecycleConflictError('The event is cancelled.');
          requireFourEyes((await editorsOfEvents(tx, [id]))(id), staff.user.id, 'this event');
          await tx
            .update(events)
            .set({ review: 'approved', approvalCode: body.approvalCode, updatedAt: at })
            .where(eq(events.contentId, id));
          await tx
            .update(contentItems)
            .set({
              status: 'approved',
              approvalCode: body.approvalCode,
              document: sql`jsonb_set(${contentItems.document}, '{cfApprovalCode}', to_jsonb(${body.approvalCode}::text))`,
            })
            .where(eq(contentItems.id, id));
        },
        'approve',
      ),

    /** Moves the event (its zone may change): the events module moves every reminder with it. */
    reschedule: (staff: Staff, id: string, schedule: EventSchedule) =>
      change(staff, id, 'reschedule', async (tx, row, at) => {
        if (row.event.cancelledAt) throw new LifecycleConflictError('The event is cancelled.');
        if (row.event.endsAt <= at) throw new LifecycleConflictError('The event has ended.');
        if (schedule.timeZone !== row.event.timeZone)
          await tx
            .update(events)
            .set({ timeZone: schedule.timeZone })
            .where(eq(events.contentId, id));
        await scheduling.reschedule(id, instants(schedule), tx);
      }),

    cancel: (staff: Staff, id: string) =>
      change(staff, id, 'cancel', async (tx, row) => {
        if (row.event.cancelledAt) throw new LifecycleConflictError('The event is cancelled.');
        await scheduling.cancelEvent(id, tx);
      }),

    /** The meeting; a secret left out keeps the stored one (secrets are write-only). */
    setMeeting: (staff: Staff, id: string, input: EventProviderInput) =>
      change(staff, id, 'set-meeting', async (tx, row, at) => {
        await tx
          .update(events)
          .set({
            provider: input.provider,
            providerSettings: storedMeeting(input, row.event.providerSettings),
            updatedAt: at,
          })
          .where(eq(events.contentId, id));
      }),

    addRecording: (staff: Staff, id: string, recording: EventMediaSource) =>
      change(staff, id, 'add-recording', async (tx, row, at) => {
        const recordings = row.event.recording ?? [];
        if (recordings.length >= MAX_RECORDINGS)
          throw new LifecycleConflictError(`An event has at most ${MAX_RECORDINGS} recordings.`);
        await tx
          .update(events)
          .set({ recording: [...recordings, recording], updatedAt: at })
          .where(eq(events.contentId, id));
      }),

    removeRecording: (staff: Staff, id: string, index: number) =>
      change(staff, id, 'remove-recording', async (tx, row, at) => {
        const recordings = row.event.recording ?? [];
        if (index >= recordings.length) throw new BackofficeNotFoundError();
        const rest = recordings.filter((_, at) => at !== index);
        await tx
          .update(events)
          .set({ recording: rest.length ? rest : null, updatedAt: at })
          .where(eq(events.contentId, id));
      }),
  };
}

export type BackofficeEventsService = ReturnType<typeof createBackofficeEventsService>;
