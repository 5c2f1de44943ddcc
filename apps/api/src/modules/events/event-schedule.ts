import { isValidTimeZone } from '@pulso/contracts/events';
import type { Queryable } from '../../platform/db/database.ts';
import { eventChangeMail, type EventChange } from './event-change-mail.ts';
import {
  eventJoinPath,
  eventPagePath,
  type EventScope,
  type EventsServiceDeps,
} from './event-scope.ts';
import { openingMinutesOf } from './event-view.ts';
import { EventNotFoundError } from './events.errors.ts';
import {
  findEvent,
  listRegistrations,
  lockEvent,
  markCancelled,
  updateSchedule,
  type EventRecord,
} from './events.repository.ts';
import { reminderMail, removeReminders, scheduleReminders, type ReminderJob } from './reminders.ts';

/** The events list (spec §2 `eventos`), where a cancellation mail sends the doctor. */
const EVENTS_PATH = '/eventos';

/**
 * An event's schedule and what follows it (decisions 033, 069): rescheduling and cancelling move
 * or remove every registration's reminders and tell every registered doctor — a mail with the
 * updated `.ics` and a push — in the transaction of the change; a due reminder becomes a mail.
 */
export function createEventSchedule(
  { db, jobs, mailOutbox, people, push, settings, now }: EventsServiceDeps,
  { calendarOf, siteOf, defaultOpeningMs }: EventScope,
) {
  /** Runs in the caller's transaction (the back office's, with its audit entry) or a new one. */
  const inTransaction = <T>(tx: Queryable | undefined, work: (tx: Queryable) => Promise<T>) =>
    tx ? work(tx) : db.transaction(work);

  /**
   * Tells each doctor registered for the event what changed, in `tx`, so that the change and
   * its news commit together (decision 069): a mail in their language, with the `.ics` of the
   * event as it now is addressed to them (METHOD:REQUEST, the next SEQUENCE; or METHOD:CANCEL),
   * and a push on their devices that chose event reminders (after their quiet hours; dropped
   * once the event would have started). `record` is the event after the change.
   */
  async function tellRegistered(
    tx: Queryable,
    record: EventRecord,
    change: EventChange,
    previous: Pick<EventRecord['event'], 'startsAt' | 'endsAt'>,
    at: Date,
  ): Promise<void> {
    const { event, item } = record;
    const site = siteOf(event.country);
    const organizer = settings.organizers[event.country];
    for (const registration of await listRegistrations(tx, event.contentId)) {
      const person = await people.personOf(registration.userId, tx);
      if (!person) continue;
      const name = [person.treatment, person.name].filter(Boolean).join(' ');
      const mail = eventChangeMail({
        change,
        to: person.email,
        name,
        country: person.country,
        title: item.title,
        startsAt: event.startsAt,
        previousStartsAt: previous.startsAt,
        timeZone: event.timeZone,
        doctorTimeZone: isValidTimeZone(person.timeZone) ? person.timeZone : undefined,
        openingMinutes: openingMinutesOf(event, defaultOpeningMs),
        joinUrl: `${site}${eventJoinPath(event.contentId)}`,
        eventsUrl: `${site}${EVENTS_PATH}`,
        ics: calendarOf(record, at, undefined, {
          method: change === 'rescheduled' ? 'request' : 'cancel',
          organizer,
          attendee: { name, email: person.email },
        }),
      });
      await mailOutbox.enqueueMail(tx, mail);
      await push?.notify(tx, {
        userId: registration.userId,
        topic: 'event_reminders',
        // The reminders' tag: the news replaces a reminder still shown with the old time.
        id: `event-${event.contentId}`,
        title: mail.subject,
        url: eventPagePath(event.contentId),
        // Pointless once the event starts; a cancellation, once it would have ended.
        expiresAt: change === 'rescheduled' ? event.startsAt : previous.endsAt,
      });
    }
  }

  /**
   * Moves events in one transaction: agenda moved, SEQUENCE raised, reminders moved; with
   * `tell`, every registered doctor of an event that has not ended is told (decision 069).
   */
  async function move(
    moves: readonly { id: string; startsAt: Date; endsAt: Date }[],
    tell: boolean,
    within?: Queryable,
  ) {
    const at = now();
    await inTransaction(within, async (tx) => {
      for (const move of moves) {
        await lockEvent(tx, move.id);
        const record = await findEvent(tx, move.id);
        if (!record) throw new EventNotFoundError();
        const previous = record.event;
        const shift = move.startsAt.getTime() - previous.startsAt.getTime();
        const moved = (iso: string) => new Date(new Date(iso).getTime() + shift).toISOString();
        const agenda = previous.agenda.map((entry) => ({
          ...entry,
          startsAt: moved(entry.startsAt),
          endsAt: entry.endsAt === null ? null : moved(entry.endsAt),
        }));
        await updateSchedule(tx, move.id, { ...move, agenda, at });
        if (previous.cancelledAt) continue;
        for (const registration of await listRegistrations(tx, move.id))
          await scheduleReminders(jobs, tx, {
            eventId: move.id,
            userId: registration.userId,
            startsAt: move.startsAt,
            now: at,
          });
        const changed = shift !== 0 || move.endsAt.getTime() !== previous.endsAt.getTime();
        if (tell && changed && previous.endsAt > at) {
          const after = await findEvent(tx, move.id);
          if (after) await tellRegistered(tx, after, 'rescheduled', previous, at);
        }
      }
    });
  }

  return {
    /**
     * Moves an event (the back office): the agenda moves with it, SEQUENCE is raised, every
     * registration's reminders move and every registered doctor is told (mail with the `.ics`
     * of the new time, push), in one transaction.
     */
    async reschedule(
      id: string,
      schedule: { startsAt: Date; endsAt: Date },
      within?: Queryable,
    ): Promise<void> {
      await move([{ id, ...schedule }], true, within);
    },

    /**
     * Several moves in one transaction, told to nobody: the demo's anchoring of its events to
     * the server's start (events.seed.ts), which is no change an organiser made.
     */
    async rescheduleMany(moves: readonly { id: string; startsAt: Date; endsAt: Date }[]) {
      await move(moves, false);
    },

    /**
     * Calls an event off: it stays listed as cancelled, its reminders are removed and every
     * registered doctor is told (mail with a METHOD:CANCEL `.ics`, push) unless it had ended.
     */
    async cancelEvent(id: string, within?: Queryable): Promise<void> {
      const at = now();
      await inTransaction(within, async (tx) => {
        await lockEvent(tx, id);
        const record = await findEvent(tx, id);
        if (!record) throw new EventNotFoundError();
        const wasLive = !record.event.cancelledAt && record.event.endsAt > at;
        await markCancelled(tx, id, at);
        for (const registration of await listRegistrations(tx, id))
          await removeReminders(jobs, tx, id, registration.userId);
        const after = wasLive ? await findEvent(tx, id) : undefined;
        if (after) await tellRegistered(tx, after, 'cancelled', record.event, at);
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
        ics: calendarOf(record, at),
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
