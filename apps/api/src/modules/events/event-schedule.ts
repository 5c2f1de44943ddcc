import type { Queryable } from '../../platform/db/database.ts';
import { eventJoinPath, type EventScope, type EventsServiceDeps } from './event-scope.ts';
import { openingMinutesOf } from './event-view.ts';
import { EventNotFoundError } from './events.errors.ts';
import {
  findEvent,
  listRegistrations,
  lockEvent,
  markCancelled,
  updateSchedule,
} from './events.repository.ts';
import { reminderMail, removeReminders, scheduleReminders, type ReminderJob } from './reminders.ts';

/**
 * An event's schedule and what follows it (decision 033): rescheduling and cancelling (the demo's
 * start-relative times; the back office later) move or remove every registration's reminders,
 * and a due reminder becomes a mail.
 */
export function createEventSchedule(
  { db, jobs, mailOutbox, people, push, now }: EventsServiceDeps,
  { calendarOf, siteOf, defaultOpeningMs }: EventScope,
) {
  /** Runs in the caller's transaction (the back office's, with its audit entry) or a new one. */
  const inTransaction = <T>(tx: Queryable | undefined, work: (tx: Queryable) => Promise<T>) =>
    tx ? work(tx) : db.transaction(work);

  /** Reschedules in one transaction: agenda moved, SEQUENCE raised, reminders moved. */
  async function rescheduleMany(
    moves: readonly { id: string; startsAt: Date; endsAt: Date }[],
    within?: Queryable,
  ) {
    const at = now();
    await inTransaction(within, async (tx) => {
      for (const move of moves) {
        await lockEvent(tx, move.id);
        const record = await findEvent(tx, move.id);
        if (!record) throw new EventNotFoundError();
        const shift = move.startsAt.getTime() - record.event.startsAt.getTime();
        const moved = (iso: string) => new Date(new Date(iso).getTime() + shift).toISOString();
        const agenda = record.event.agenda.map((entry) => ({
          ...entry,
          startsAt: moved(entry.startsAt),
          endsAt: entry.endsAt === null ? null : moved(entry.endsAt),
        }));
        await updateSchedule(tx, move.id, { ...move, agenda, at });
        if (record.event.cancelledAt) continue;
        for (const registration of await listRegistrations(tx, move.id))
          await scheduleReminders(jobs, tx, {
            eventId: move.id,
            userId: registration.userId,
            startsAt: move.startsAt,
            now: at,
          });
      }
    });
  }

  return {
    /**
     * Moves an event (the back office; the demo's start-relative times): the agenda moves
     * with it, SEQUENCE is raised and every registration's reminders move, in one transaction.
     */
    async reschedule(
      id: string,
      schedule: { startsAt: Date; endsAt: Date },
      within?: Queryable,
    ): Promise<void> {
      await rescheduleMany([{ id, ...schedule }], within);
    },

    /** Several reschedules in one transaction (the demo's start). */
    rescheduleMany,

    /** Calls an event off: it stays listed as cancelled; its reminders are removed. */
    async cancelEvent(id: string, within?: Queryable): Promise<void> {
      const at = now();
      await inTransaction(within, async (tx) => {
        if (!(await findEvent(tx, id))) throw new EventNotFoundError();
        await lockEvent(tx, id);
        await markCancelled(tx, id, at);
        for (const registration of await listRegistrations(tx, id))
          await removeReminders(jobs, tx, id, registration.userId);
      });
    },

    /** Renders a due reminder into the mail outbox, unless it is stale (false). */
    async sendReminder(job: ReminderJob): Promise<boolean> {
      const at = now();
      const record = await findEvent(db, job.eventId, job.userId);
      if (!record?.registration || record.event.cancelledAt) return false;
      const { event, item } = record;
      if (event.startsAt.toISOString() !== job.startsAt || at >= event.startsAt) return false;
      const person = await people.personOf(job.userId);
      if (!person) return false;
      const site = siteOf(event.country);
      const mail = reminderMail({
        kind: job.kind,
        to: person.email,
        name: [person.treatment, person.name].filter(Boolean).join(' '),
        country: person.country,
        title: item.title,
        startsAt: event.startsAt,
        timeZone: event.timeZone,
        openingMinutes: openingMinutesOf(event, defaultOpeningMs),
        url: `${site}${eventJoinPath(event.contentId)}`,
        ics: calendarOf(record, at, site || undefined),
      });
      await db.transaction(async (tx) => {
        await mailOutbox.enqueueMail(tx, mail);
        // The same reminder on the devices that chose event reminders (issue 16); pointless
        // once the event has started (quiet hours may delay it up to then).
        await push?.notify(tx, {
          userId: job.userId,
          topic: 'event_reminders',
          id: `event-${event.contentId}`,
          title: mail.subject,
          url: eventJoinPath(event.contentId),
          expiresAt: event.startsAt,
        });
      });
      return true;
    },
  };
}
