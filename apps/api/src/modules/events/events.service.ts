import { uiLanguageOf, type CountryCode } from '@pulso/contracts/country';
import {
  HEARTBEAT_GAP_SECONDS,
  HEARTBEAT_SECONDS,
  type AttendanceAnswer,
  type EventDetail,
  type EventsPage,
  type JoinAnswer,
  type Meeting,
  type ParsedEventsQuery,
  type RegistrationAnswer,
  type ZoomUrlValidationAnswer,
} from '@pulso/contracts/events';
import type { Config } from '../../config.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { MailOutbox } from '../../platform/mail/mail-outbox.ts';
import type { MediaUrlSigner } from '../../platform/media/media-url.ts';
import { countryPublicUrl, type ConfiguredHosts } from '../../platform/public-url.ts';
import type { SessionUser } from '../identity/session/session.ts';
import type { Clock } from '../training/exam-timing.ts';
import type { PeopleService } from '../users/people.service.ts';
import { attendedMinutes, mergeIntervals, type Interval } from './attendance-intervals.ts';
import { eventCalendar } from './calendar-file.ts';
import {
  detailOf,
  listItemOf,
  openingMinutesOf,
  opensAtOf,
  signedSources,
  statusAt,
  type ViewContext,
} from './event-view.ts';
import {
  EventCancelledError,
  EventFullError,
  EventNotFoundError,
  EventNotJoinedError,
  EventNotRegisteredError,
  EventOutsideWindowError,
  EventPastError,
  ZoomWebhookNotConfiguredError,
  ZoomWebhookSignatureError,
} from './events.errors.ts';
import {
  countRegistrations,
  deleteRegistration,
  findEvent,
  findEventIdOfZoomMeeting,
  findOpenInterval,
  findRegistrationOfParticipant,
  findVisibleEvent,
  insertInterval,
  insertRegistration,
  listAttendance,
  listEvents,
  listRegistrations,
  lockEvent,
  markCancelled,
  markJoined,
  updateInterval,
  updateSchedule,
  type AttendanceRow,
  type EventRecord,
} from './events.repository.ts';
import { reminderMail, removeReminders, scheduleReminders, type ReminderJob } from './reminders.ts';
import { verifyZoomSignature, zoomJoinSignature, zoomUrlValidation } from './zoom.ts';

export interface EventsServiceDeps {
  db: Database;
  jobs: JobQueue;
  mailOutbox: MailOutbox;
  media: MediaUrlSigner;
  people: Pick<PeopleService, 'personOf'>;
  settings: Config['events'];
  publicHosts: ConfiguredHosts;
  now: Clock;
}

/** A heartbeat this long after the end still counts (the last one of a meeting that ran to the end). */
const END_GRACE_MS = HEARTBEAT_SECONDS * 1000;

const zoomSdkLanguage = (country: CountryCode) => (country === 'br' ? 'pt-PT' : 'es-ES');

/** The meeting screen's path of an event (spec §2 `eventos/{id}/participar`). */
export const eventJoinPath = (id: string) => `/eventos/${encodeURIComponent(id)}/participar`;
export const eventPagePath = (id: string) => `/eventos/${encodeURIComponent(id)}`;

/** Zoom's participant webhook body, as far as it is read. */
interface ZoomWebhookBody {
  event?: unknown;
  payload?: {
    plainToken?: unknown;
    object?: {
      id?: unknown;
      participant?: {
        customer_key?: unknown;
        email?: unknown;
        join_time?: unknown;
        leave_time?: unknown;
      };
    };
  };
}

const asString = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;

const asDate = (value: unknown, fallback: Date): Date => {
  const parsed = typeof value === 'string' ? new Date(value) : undefined;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : fallback;
};

/**
 * Events with online meetings (issue 14): the list and page of an event, registration with its
 * reminders, the `.ics`, joining by provider, attendance from our heartbeats and Zoom's webhooks,
 * and the reschedule and cancellation the back office (later) and the demo use.
 */
export function createEventsService(deps: EventsServiceDeps) {
  const { db, jobs, mailOutbox, media, people, settings, publicHosts, now } = deps;
  const defaultOpeningMs = settings.openingWindowMs;
  const context = (at: Date): ViewContext => ({ now: at, defaultOpeningMs, media });

  async function visible(user: SessionUser, id: string): Promise<EventRecord> {
    const record = await findVisibleEvent(db, user.country, id, user.id);
    if (!record) throw new EventNotFoundError();
    return record;
  }

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

  /** The site address of the event's country (absolute when PUBLIC_HOSTS or the request tells). */
  const siteOf = (country: CountryCode, requestOrigin?: string) =>
    countryPublicUrl(country, publicHosts, requestOrigin) ?? '';

  function calendarOf(record: EventRecord, at: Date, requestOrigin?: string): string {
    const { event, item } = record;
    const site = siteOf(event.country, requestOrigin);
    return eventCalendar({
      id: event.contentId,
      title: item.title,
      description: item.synopsis,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      sequence: event.sequence,
      cancelled: event.cancelledAt !== null,
      url: site ? `${site}${eventPagePath(event.contentId)}` : null,
      stamp: at,
    });
  }

  /** Refuses joins and heartbeats outside [opensAt, endsAt (+ grace)] or of a cancelled event. */
  function checkWindow(record: EventRecord, at: Date, graceMs = 0): void {
    const { event } = record;
    if (event.cancelledAt) throw new EventCancelledError();
    if (!record.registration) throw new EventNotRegisteredError();
    const opensAt = opensAtOf(event, defaultOpeningMs);
    if (at < opensAt || at.getTime() >= event.endsAt.getTime() + graceMs)
      throw new EventOutsideWindowError(
        `The meeting is open from ${opensAt.toISOString()} to ${event.endsAt.toISOString()}.`,
      );
  }

  /** Extends the doctor's open interval of `source`, or opens one (a long silence ends it). */
  async function seen(
    tx: Queryable,
    record: EventRecord,
    userId: string,
    source: AttendanceRow['source'],
    at: Date,
    state: 'present' | 'left' = 'present',
  ): Promise<void> {
    const eventId = record.event.contentId;
    const open = await findOpenInterval(tx, eventId, userId, source);
    const fresh = open && at.getTime() - open.lastSeenAt.getTime() <= HEARTBEAT_GAP_SECONDS * 1000;
    if (open && fresh) {
      await updateInterval(tx, open.id, { lastSeenAt: at, leftAt: state === 'left' ? at : null });
      return;
    }
    // The previous interval ended at its last heartbeat.
    if (open)
      await updateInterval(tx, open.id, { lastSeenAt: open.lastSeenAt, leftAt: open.lastSeenAt });
    if (state === 'present') await insertInterval(tx, { eventId, userId, source, joinedAt: at });
  }

  async function attendanceOf(
    record: EventRecord,
    userId: string,
    at: Date,
  ): Promise<AttendanceAnswer> {
    const { event } = record;
    const rows = await listAttendance(db, event.contentId, userId);
    const intervals: Interval[] = rows.map((row) => ({
      from: row.joinedAt.getTime(),
      // A Zoom participant still in the meeting (no "left" yet) counts until now.
      to: (row.leftAt ?? (row.source === 'zoom' ? at : row.lastSeenAt)).getTime(),
    }));
    const merged = mergeIntervals(intervals, {
      from: event.startsAt.getTime(),
      to: event.endsAt.getTime(),
    });
    return {
      eventId: event.contentId,
      minutes: attendedMinutes(merged),
      intervals: merged.map((interval) => ({
        from: new Date(interval.from).toISOString(),
        to: new Date(interval.to).toISOString(),
      })),
      joinedAt:
        record.registration?.firstJoinedAt?.toISOString() ??
        rows[0]?.joinedAt.toISOString() ??
        null,
      serverNow: at.toISOString(),
    };
  }

  async function meetingOf(record: EventRecord, user: SessionUser, at: Date): Promise<Meeting> {
    const { event } = record;
    const settingsOf = event.providerSettings;
    switch (settingsOf.provider) {
      case 'zoom': {
        if (!settings.zoom) return { provider: 'not-configured', intended: 'zoom' };
        const person = await people.personOf(user.id);
        const { signature, expiresAt } = await zoomJoinSignature(
          settings.zoom,
          settingsOf.meetingNumber,
          { now: at, endsAt: event.endsAt },
        );
        return {
          provider: 'zoom',
          sdkKey: settings.zoom.sdkKey,
          signature,
          signatureExpiresAt: expiresAt.toISOString(),
          meetingNumber: settingsOf.meetingNumber,
          password: settingsOf.password,
          userName: [person?.treatment, person?.name].filter(Boolean).join(' ') || 'Pulso',
          userEmail: person?.email ?? '',
          customerKey: record.registration?.customerKey ?? '',
          lang: zoomSdkLanguage(user.country),
        };
      }
      case 'jitsi': {
        if (!settings.jitsiDomain) return { provider: 'not-configured', intended: 'jitsi' };
        const person = await people.personOf(user.id);
        return {
          provider: 'jitsi',
          domain: settings.jitsiDomain,
          room: settingsOf.room,
          jwt: null,
          displayName: person?.name || 'Pulso',
        };
      }
      case 'external':
        return { provider: 'external', url: settingsOf.url };
      case 'stream':
        return {
          provider: 'stream',
          sources: signedSources(settingsOf.sources, media),
          startsAt: event.startsAt.toISOString(),
          offsetSeconds: Math.max(0, (at.getTime() - event.startsAt.getTime()) / 1000),
          live: settingsOf.live,
        };
    }
  }

  /** Reschedules in one transaction: agenda moved, SEQUENCE raised, reminders moved. */
  async function rescheduleMany(moves: readonly { id: string; startsAt: Date; endsAt: Date }[]) {
    const at = now();
    await db.transaction(async (tx) => {
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
      return calendarOf(await visible(user, id), now(), requestOrigin);
    },

    async join(user: SessionUser, id: string): Promise<JoinAnswer> {
      const at = now();
      const record = await visible(user, id);
      checkWindow(record, at);
      const meeting = await meetingOf(record, user, at);
      if (meeting.provider !== 'not-configured')
        await db.transaction(async (tx) => {
          await markJoined(tx, id, user.id, at);
          if (meeting.provider === 'external')
            await insertInterval(tx, {
              eventId: id,
              userId: user.id,
              source: 'external',
              joinedAt: at,
              leftAt: at,
            });
          else await seen(tx, record, user.id, 'screen', at);
        });
      const { event } = record;
      return {
        eventId: id,
        status: statusAt(event, at, defaultOpeningMs),
        opensAt: opensAtOf(event, defaultOpeningMs).toISOString(),
        startsAt: event.startsAt.toISOString(),
        endsAt: event.endsAt.toISOString(),
        timeZone: event.timeZone,
        serverNow: at.toISOString(),
        uiLanguage: uiLanguageOf[user.country],
        heartbeatSeconds: HEARTBEAT_SECONDS,
        meeting,
      };
    },

    async heartbeat(
      user: SessionUser,
      id: string,
      body: { state?: 'present' | 'left' } = {},
    ): Promise<AttendanceAnswer> {
      const at = now();
      const record = await visible(user, id);
      checkWindow(record, at, END_GRACE_MS);
      if (!record.registration?.firstJoinedAt) throw new EventNotJoinedError();
      await db.transaction((tx) =>
        seen(tx, record, user.id, 'screen', at, body.state ?? 'present'),
      );
      return attendanceOf(await visible(user, id), user.id, at);
    },

    async attendance(user: SessionUser, id: string): Promise<AttendanceAnswer> {
      return attendanceOf(await visible(user, id), user.id, now());
    },

    /**
     * Zoom's webhook (no session): the signature checked first (401), then the URL validation
     * challenge, or a participant's join or leave recorded as an attendance interval. Anything
     * else, or a participant of no registration, is acknowledged and ignored.
     */
    async zoomWebhook(request: {
      signature?: string;
      timestamp?: string;
      body: string;
    }): Promise<ZoomUrlValidationAnswer | Record<string, never>> {
      const secret = settings.zoomWebhookSecret;
      if (!secret) throw new ZoomWebhookNotConfiguredError();
      const at = now();
      if (!verifyZoomSignature(secret, request, at)) throw new ZoomWebhookSignatureError();
      let body: ZoomWebhookBody;
      try {
        body = JSON.parse(request.body) as ZoomWebhookBody;
      } catch {
        return {};
      }
      const kind = asString(body.event);
      if (kind === 'endpoint.url_validation') {
        const plainToken = asString(body.payload?.plainToken);
        return plainToken ? zoomUrlValidation(secret, plainToken) : {};
      }
      const joined = kind === 'meeting.participant_joined' || kind === 'webinar.participant_joined';
      const left = kind === 'meeting.participant_left' || kind === 'webinar.participant_left';
      if (!joined && !left) return {};
      const meetingNumber = asString(body.payload?.object?.id);
      const participant = body.payload?.object?.participant;
      const eventId = meetingNumber && (await findEventIdOfZoomMeeting(db, meetingNumber));
      if (!eventId || !participant) return {};
      const registration = await findRegistrationOfParticipant(db, eventId, {
        customerKey: asString(participant.customer_key),
        email: asString(participant.email)?.toLowerCase(),
      });
      if (!registration) return {};
      const { userId } = registration;
      await db.transaction(async (tx) => {
        if (joined) {
          const joinedAt = asDate(participant.join_time, at);
          await markJoined(tx, eventId, userId, joinedAt);
          await insertInterval(tx, { eventId, userId, source: 'zoom', joinedAt });
          return;
        }
        const leftAt = asDate(participant.leave_time, at);
        const open = await findOpenInterval(tx, eventId, userId, 'zoom');
        if (open) await updateInterval(tx, open.id, { lastSeenAt: leftAt, leftAt });
      });
      return {};
    },

    /**
     * Moves an event (the back office, later; the demo's start-relative times): the agenda moves
     * with it, SEQUENCE is raised and every registration's reminders move, in one transaction.
     */
    async reschedule(id: string, schedule: { startsAt: Date; endsAt: Date }): Promise<void> {
      await rescheduleMany([{ id, ...schedule }]);
    },

    /** Several reschedules in one transaction (the demo's start). */
    rescheduleMany,

    /** Calls an event off: it stays listed as cancelled; its reminders are removed. */
    async cancelEvent(id: string): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
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
      await db.transaction((tx) => mailOutbox.enqueueMail(tx, mail));
      return true;
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
