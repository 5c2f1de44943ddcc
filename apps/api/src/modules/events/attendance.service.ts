import { uiLanguageOf, type CountryCode } from '@pulso/contracts/country';
import {
  HEARTBEAT_GAP_SECONDS,
  HEARTBEAT_SECONDS,
  type AttendanceAnswer,
  type JoinAnswer,
  type Meeting,
  type ZoomUrlValidationAnswer,
} from '@pulso/contracts/events';
import type { Queryable } from '../../platform/db/database.ts';
import type { SessionUser } from '../identity/session/session.ts';
import { attendedMinutes, mergeIntervals, type Interval } from './attendance-intervals.ts';
import type { EventScope, EventsServiceDeps } from './event-scope.ts';
import { opensAtOf, signedSources, statusAt } from './event-view.ts';
import {
  EventCancelledError,
  EventNotJoinedError,
  EventNotRegisteredError,
  EventOutsideWindowError,
  ZoomWebhookNotConfiguredError,
  ZoomWebhookSignatureError,
} from './events.errors.ts';
import {
  findEventIdOfZoomMeeting,
  findLeftOnlyInterval,
  findOpenInterval,
  findRegistrationOfParticipant,
  insertInterval,
  listAttendance,
  markJoined,
  updateInterval,
  type EventRecord,
} from './events.repository.ts';
import {
  readZoomWebhook,
  verifyZoomSignature,
  zoomJoinSignature,
  zoomUrlValidation,
} from './zoom.ts';

/** A heartbeat this long after the end still counts (the last one of a meeting that ran to the end). */
const END_GRACE_MS = HEARTBEAT_SECONDS * 1000;

const zoomSdkLanguage = (country: CountryCode) => (country === 'br' ? 'pt-PT' : 'es-ES');

/**
 * Joining an event's meeting (by provider) and the doctor's attendance: the meeting screen's
 * heartbeats and Zoom's participant webhooks, kept as intervals merged within the schedule
 * (decision 032).
 */
export function createAttendanceService(
  { db, media, people, settings, now }: EventsServiceDeps,
  { visible, defaultOpeningMs }: EventScope,
) {
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

  /**
   * The doctor seen on the meeting screen at `at`. A beat that `continues` the screen's presence
   * (its timer's, or its `left`) extends the open interval when the previous beat is at most
   * HEARTBEAT_GAP_SECONDS old (a beat lost on the network). A join (a page load, another device)
   * or a screen shown again starts a new interval, the open one ending at its last beat: the time
   * between two screens is not presence, even when the first one's `left` never arrived
   * (decision 079).
   */
  async function seen(
    tx: Queryable,
    record: EventRecord,
    userId: string,
    at: Date,
    { state = 'present', continues }: { state?: 'present' | 'left'; continues: boolean },
  ): Promise<void> {
    const eventId = record.event.contentId;
    const source = 'screen';
    const open = await findOpenInterval(tx, eventId, userId, source);
    const fresh =
      continues && open && at.getTime() - open.lastSeenAt.getTime() <= HEARTBEAT_GAP_SECONDS * 1000;
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

  return {
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
          else await seen(tx, record, user.id, at, { continues: false });
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
      body: { state?: 'present' | 'left'; resumed?: boolean | undefined } = {},
    ): Promise<AttendanceAnswer> {
      const at = now();
      const record = await visible(user, id);
      checkWindow(record, at, END_GRACE_MS);
      if (!record.registration?.firstJoinedAt) throw new EventNotJoinedError();
      await db.transaction((tx) =>
        seen(tx, record, user.id, at, { state: body.state, continues: body.resumed !== true }),
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
      const notice = readZoomWebhook(request.body);
      if (!notice) return {};
      if (notice.kind === 'url-validation') return zoomUrlValidation(secret, notice.plainToken);
      const eventId = await findEventIdOfZoomMeeting(db, notice.meetingNumber);
      if (!eventId) return {};
      const registration = await findRegistrationOfParticipant(db, eventId, notice);
      if (!registration) return {};
      const { userId } = registration;
      const when = notice.at ?? at;
      await db.transaction(async (tx) => {
        if (notice.kind === 'joined') {
          await markJoined(tx, eventId, userId, when);
          // Its "left" came first (Zoom does not order its webhooks): that interval starts now.
          const leftFirst = await findLeftOnlyInterval(tx, eventId, userId, when);
          if (leftFirst) {
            await updateInterval(tx, leftFirst.id, { joinedAt: when });
            return;
          }
          // A joined sent twice (Zoom retries) leaves one interval open, which the left closes.
          if (!(await findOpenInterval(tx, eventId, userId, 'zoom')))
            await insertInterval(tx, { eventId, userId, source: 'zoom', joinedAt: when });
          return;
        }
        const open = await findOpenInterval(tx, eventId, userId, 'zoom');
        if (open) await updateInterval(tx, open.id, { lastSeenAt: when, leftAt: when });
        // A left before its joined: kept with no length until the joined gives it a start, so
        // that the joined does not open an interval nothing would close (counted until now).
        else
          await insertInterval(tx, {
            eventId,
            userId,
            source: 'zoom',
            joinedAt: when,
            leftAt: when,
          });
      });
      return {};
    },
  };
}
