import type {
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
import type { Database, Queryable } from '../../platform/db/database.ts';
import { storeCatalogue } from '../content/catalogue-store.ts';
import type { CatalogueChanges } from '../content/content-cache.ts';
import { opensAtOf, statusAt } from '../events/event-view.ts';
import {
  countRegistrationsOf,
  insertEvent,
  listScopedEvents,
  lockEvent,
  updateEvent,
  type EventProviderSettings,
  type EventTextRecord as EventRow,
} from '../events/events.repository.ts';
import { allows, scopeOf, type Action } from './ability.ts';
import {
  BackofficeForbiddenError,
  BackofficeNotFoundError,
  LifecycleConflictError,
} from './backoffice.errors.ts';
import { blankStoredItem } from '../content/catalogue-entry.ts';
import { newContentId, type Staff } from './contents.service.ts';
import { listVersionEditors } from './backoffice.repository.ts';
import {
  checkedDocument,
  eventTextSteps,
  itemOf,
  newestText,
  searchTextOf,
  textOf,
} from './events-text.service.ts';
import { editorsOf, editorsView, type VersionEditor } from './four-eyes.ts';
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
  /** EVENTS_OPENING_WINDOW: how long before its start an event's meeting opens, by default. */
  defaultOpeningMs: number;
  now: () => Date;
  /** Content's catalogue changes: an approved text shows to doctors at once. */
  catalogue: CatalogueChanges;
}

const MAX_RECORDINGS = 4;

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
 * Events in the back office (events managers and admins of the event's country): create with
 * the text doctors see (decision 075), edit it (an approved event's edit waits for its own
 * approval while doctors keep the approved text), schedule in the event's zone, reschedule and
 * cancel through the events module (its reminders move or go in the same transaction), the
 * meeting with write-only secrets, recordings. Every change is appended to the audit trail in its
 * transaction; another country's event is 404.
 */
export function createBackofficeEventsService({
  db,
  people,
  scheduling,
  defaultOpeningMs,
  now,
  catalogue,
}: EventsBackofficeDeps) {
  const scope = (staff: Staff, action: Action) => scopeOf(staff.ability, action, 'Event');

  /** The trail's steps that write an event's text: the four-eyes rule's. */
  const textSteps = { entityType: 'event', actions: ['create', 'update'] } as const;

  /** Who wrote or edited each event's text version (steps written before versions: the first). */
  async function editorsOfEvents(tx: Queryable, ids: string[]) {
    const entries = (await listVersionEditors(tx, ids, textSteps)).map((entry) => ({
      ...entry,
      version: entry.version ?? 1,
    }));
    return (id: string, version: number) => editorsOf(entries, id, version);
  }

  function viewOf(
    row: EventRow,
    registrations: number,
    at: Date,
    editors: VersionEditor[],
    viewerId: string,
  ): BackofficeEvent {
    const { event } = row;
    const text = newestText(row);
    const local = (instant: Date | string) => localTimeIn(instant, event.timeZone);
    // The code doctors see with the approved text (a seeded event's is its item's).
    const approvedCode = event.approvalCode ?? row.document.cfApprovalCode ?? null;
    return {
      id: event.contentId,
      version: event.textVersion,
      title: text.title,
      synopsis: text.synopsis,
      country: event.country,
      categoryId: text.categoryId,
      format: text.format,
      image: text.image,
      speakers: text.speakers,
      agenda: text.agenda.map((entry) => ({
        ...entry,
        startsAt: local(entry.startsAt),
        endsAt: entry.endsAt === null ? null : local(entry.endsAt),
      })),
      materials: text.materials,
      capacity: event.capacity,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
      opensAt: opensAtOf(event, defaultOpeningMs).toISOString(),
      schedule: {
        startsAt: local(event.startsAt),
        endsAt: local(event.endsAt),
        timeZone: event.timeZone,
      },
      status: statusAt(event, at, defaultOpeningMs),
      serverNow: at.toISOString(),
      registrations,
      meeting: meetingView(event.providerSettings),
      recordings: event.recording ?? [],
      review: event.review,
      approvalCode: event.pending ? null : approvedCode,
      published: event.pending ? { title: row.title, approvalCode: approvedCode } : null,
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
    const [found] = await listScopedEvents(tx, scope(staff, 'read'), id);
    if (!found) throw new BackofficeNotFoundError();
    if (!allows(staff.ability, action, 'Event', { countries: [found.event.country] }))
      throw new BackofficeForbiddenError();
    await lockEvent(tx, id);
    // Read again under the lock: a review step decides on the state it holds.
    const [row] = await listScopedEvents(tx, scope(staff, 'read'), id);
    return row!;
  }

  async function load(tx: Queryable, staff: Staff, id: string): Promise<BackofficeEvent> {
    const [row] = await listScopedEvents(tx, scope(staff, 'read'), id);
    if (!row) throw new BackofficeNotFoundError();
    const editors = await editorsOfEvents(tx, [id]);
    return viewOf(
      row,
      (await countRegistrationsOf(tx, [id])).get(id) ?? 0,
      now(),
      editors(id, row.event.textVersion),
      staff.user.id,
    );
  }

  /**
   * One change of an event in a transaction: `change` writes it; the view before and after is
   * appended to the trail (secrets never in it: the view has none). `work` answering `false`
   * changed nothing: no trail entry.
   */
  async function change(
    staff: Staff,
    id: string,
    action: string,
    work: (tx: Queryable, row: EventRow, at: Date) => Promise<void | false>,
    permission: Action = 'update',
  ): Promise<BackofficeEvent> {
    const at = now();
    let published = false;
    const result = await db.transaction(async (tx) => {
      const row = await forChange(tx, staff, id, permission);
      const before = await load(tx, staff, id);
      if ((await work(tx, row, at)) === false) return before;
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
      published = action === 'approve';
      // An edit's answer names its writer from the trail entry just appended.
      return textSteps.actions.includes(action as never) ? load(tx, staff, id) : after;
    });
    // An approval put the event's text in the catalogue doctors read: its caches start again.
    if (published) catalogue.changed();
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
      const rows = await listScopedEvents(db, scope(staff, 'read'));
      const ids = rows.map((row) => row.event.contentId);
      const counts = await countRegistrationsOf(db, ids);
      const at = now();
      const editors = await editorsOfEvents(db, ids);
      return {
        items: rows.map((row) =>
          viewOf(
            row,
            counts.get(row.event.contentId) ?? 0,
            at,
            editors(row.event.contentId, row.event.textVersion),
            staff.user.id,
          ),
        ),
      };
    },

    get: (staff: Staff, id: string) => load(db, staff, id),

    /**
     * A new event with its text: a draft (decision 074) — its item is stored withdrawn, so no
     * doctor's read shows it until a reviewer approves it — with its schedule and meeting.
     */
    async create(staff: Staff, body: CreateEventBody) {
      if (!allows(staff.ability, 'create', 'Event', { countries: [body.country] }))
        throw new BackofficeForbiddenError();
      const at = now();
      const id = newContentId(body.title);
      const { startsAt, endsAt } = instants(body.schedule);
      const language = body.country === 'br' ? 'pt-br' : 'es';
      const text = textOf(body, body.schedule.timeZone);
      const item = checkedDocument(
        itemOf(
          blankStoredItem(id, {
            publishDate: at.toISOString(),
            mainCluster: 'to_participe',
            duration: Math.round((endsAt.getTime() - startsAt.getTime()) / 1000),
          }),
          text,
        ),
      );
      return db.transaction(async (tx) => {
        await storeCatalogue(
          tx,
          {
            entries: [
              {
                item,
                language,
                audience: [regionalGroupOf[body.country]],
                product: null,
                exclusive: false,
                searchText: searchTextOf(text),
                publication: {
                  status: 'withdrawn',
                  approvalCode: null,
                  validFrom: null,
                  validTo: null,
                },
              },
            ],
          },
          { replace: false, changes: catalogue },
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
          speakers: text.speakers,
          agenda: text.agenda,
          materials: text.materials,
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

    ...eventTextSteps({ change, editorsOfEvents }),

    /**
     * Moves the event (its zone may change): the events module moves every reminder and the
     * agenda with it; an edit awaiting approval has its agenda moved too.
     */
    reschedule: (staff: Staff, id: string, schedule: EventSchedule) =>
      change(staff, id, 'reschedule', async (tx, row, at) => {
        const { event } = row;
        if (event.cancelledAt) throw new LifecycleConflictError('The event is cancelled.');
        if (event.endsAt <= at) throw new LifecycleConflictError('The event has ended.');
        const moved = instants(schedule);
        const shift = moved.startsAt.getTime() - event.startsAt.getTime();
        const later = (iso: string) => new Date(Date.parse(iso) + shift).toISOString();
        if (schedule.timeZone !== event.timeZone || event.pending)
          await updateEvent(tx, id, {
            timeZone: schedule.timeZone,
            pending: event.pending && {
              ...event.pending,
              agenda: event.pending.agenda.map((entry) => ({
                ...entry,
                startsAt: later(entry.startsAt),
                endsAt: entry.endsAt === null ? null : later(entry.endsAt),
              })),
            },
          });
        await scheduling.reschedule(id, moved, tx);
      }),

    cancel: (staff: Staff, id: string) =>
      change(staff, id, 'cancel', async (tx, row) => {
        if (row.event.cancelledAt) throw new LifecycleConflictError('The event is cancelled.');
        await scheduling.cancelEvent(id, tx);
      }),

    /** The meeting; a secret left out keeps the stored one (secrets are write-only). */
    setMeeting: (staff: Staff, id: string, input: EventProviderInput) =>
      change(staff, id, 'set-meeting', async (tx, row, at) => {
        await updateEvent(tx, id, {
          provider: input.provider,
          providerSettings: storedMeeting(input, row.event.providerSettings),
          updatedAt: at,
        });
      }),

    addRecording: (staff: Staff, id: string, recording: EventMediaSource) =>
      change(staff, id, 'add-recording', async (tx, row, at) => {
        const recordings = row.event.recording ?? [];
        if (recordings.length >= MAX_RECORDINGS)
          throw new LifecycleConflictError(`An event has at most ${MAX_RECORDINGS} recordings.`);
        await updateEvent(tx, id, { recording: [...recordings, recording], updatedAt: at });
      }),

    removeRecording: (staff: Staff, id: string, index: number) =>
      change(staff, id, 'remove-recording', async (tx, row, at) => {
        const recordings = row.event.recording ?? [];
        if (index >= recordings.length) throw new BackofficeNotFoundError();
        const rest = recordings.filter((_, at) => at !== index);
        await updateEvent(tx, id, { recording: rest.length ? rest : null, updatedAt: at });
      }),
  };
}

export type BackofficeEventsService = ReturnType<typeof createBackofficeEventsService>;
