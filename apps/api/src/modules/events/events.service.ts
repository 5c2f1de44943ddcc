import type {
  EventDetail,
  EventsPage,
  ParsedEventsQuery,
  RegistrationAnswer,
} from '@pulso/contracts/events';
import type { SessionUser } from '../identity/session/session.ts';
import { createAttendanceService } from './attendance.service.ts';
import { createEventSchedule } from './event-schedule.ts';
import { createEventScope, type EventsServiceDeps } from './event-scope.ts';
import { detailOf, listItemOf, statusAt } from './event-view.ts';
import { EventCancelledError, EventFullError, EventPastError } from './events.errors.ts';
import {
  countRegistrations,
  deleteRegistration,
  insertRegistration,
  listEvents,
  lockEvent,
  type EventRecord,
} from './events.repository.ts';
import { removeReminders, scheduleReminders } from './reminders.ts';

export type { EventsServiceDeps } from './event-scope.ts';

/**
 * Events with online meetings (issue 14): the list and page of an event, registration with its
 * reminders and the `.ics` here; joining and attendance in attendance.service.ts; rescheduling,
 * cancelling and the reminders' mail in event-schedule.ts.
 */
export function createEventsService(deps: EventsServiceDeps) {
  const { db, jobs, now } = deps;
  const scope = createEventScope(deps);
  const { visible, context, defaultOpeningMs } = scope;

  function registrationAnswer(record: EventRecord, at: Date): RegistrationAnswer {
    const { event } = record;
    return {
      eventId: event.contentId,
      isRegistered: record.registration !== null,
      registeredAt: record.registration?.registeredAt.toISOString() ?? null,
      seatsLeft: event.capacity === null ? null : Math.max(0, event.capacity - record.taken),
      status: statusAt(event, at, defaultOpeningMs),
    };
  }

  return {
    async list(user: SessionUser, query: ParsedEventsQuery): Promise<EventsPage> {
      const at = now();
      const { records, total } = await listEvents(db, {
        country: user.country,
        userId: user.id,
        when: query.when,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        specialty: query.specialty,
        now: at,
        publicationAt: deps.publication.now(),
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const hasMore = query.page * query.pageSize < total;
      return {
        items: records.map((record) => listItemOf(record, context(at))),
        page: query.page,
        pageSize: query.pageSize,
        total,
        ...(hasMore ? { nextPage: query.page + 1 } : {}),
        serverNow: at.toISOString(),
      };
    },

    async get(user: SessionUser, id: string): Promise<EventDetail> {
      return detailOf(await visible(user, id), context(now()));
    },

    /** Registers (again: the same registration); reminders created in the same transaction. */
    async register(user: SessionUser, id: string): Promise<RegistrationAnswer> {
      const at = now();
      const record = await visible(user, id);
      if (record.event.cancelledAt) throw new EventCancelledError();
      if (at >= record.event.endsAt) throw new EventPastError();
      if (record.registration) return registrationAnswer(record, at);
      await db.transaction(async (tx) => {
        await lockEvent(tx, id);
        const { capacity } = record.event;
        if (capacity !== null && (await countRegistrations(tx, id)) >= capacity)
          throw new EventFullError();
        const { created } = await insertRegistration(tx, id, user.id, at);
        if (created)
          await scheduleReminders(jobs, tx, {
            eventId: id,
            userId: user.id,
            startsAt: record.event.startsAt,
            now: at,
          });
      });
      return registrationAnswer(await visible(user, id), at);
    },

    /** Cancels the registration (none: nothing to do); its reminders go with it. */
    async unregister(user: SessionUser, id: string): Promise<RegistrationAnswer> {
      const at = now();
      const record = await visible(user, id);
      if (!record.registration) return registrationAnswer(record, at);
      if (at >= record.event.endsAt && !record.event.cancelledAt) throw new EventPastError();
      await db.transaction(async (tx) => {
        if (await deleteRegistration(tx, id, user.id)) await removeReminders(jobs, tx, id, user.id);
      });
      return registrationAnswer(await visible(user, id), at);
    },

    /** The event's `.ics` (any doctor who may see the event). */
    async calendar(user: SessionUser, id: string, requestOrigin?: string): Promise<string> {
      return scope.calendarOf(await visible(user, id), now(), requestOrigin);
    },

    ...createAttendanceService(deps, scope),
    ...createEventSchedule(deps, scope),
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
