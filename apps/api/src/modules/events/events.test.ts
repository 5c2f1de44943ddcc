import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceAnswerSchema,
  eventDetailSchema,
  eventsPageSchema,
  joinAnswerSchema,
  registrationAnswerSchema,
} from '@pulso/contracts/events';
import { fieldProblems, problemCode } from '../users/testing/api-client.ts';
import {
  startTrainingHarness,
  type TrainingHarness,
} from '../training/testing/training-harness.ts';
import { createEventsService, type EventsService } from './events.service.ts';
import { insertEvent } from './events.repository.ts';
import { EVENT_REMINDER_QUEUE, reminderKey } from './reminders.ts';
import { postZoomWebhook } from './testing/zoom-webhook.ts';
import { findUserByUid } from '../users/users.repository.ts';
import { createPeopleService } from '../users/people.service.ts';
import { parseConfig } from '../../config.ts';
import { MAIL_QUEUE } from '../../platform/mail/mail-outbox.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import type { ReminderJob } from './reminders.ts';

describe('events', () => {
  /** Demo events (demo/demo-events.ts), anchored at the test clock's start. */
  const LIVE_ES = 'evento-en-vivo-anticoagulacion-en-la-practica';
  const LIVE_BR = 'evento-ao-vivo-doenca-renal-e-diabetes';
  const ZOOM_CL = 'simposio-zoom-oncologia-de-precision';
  const JITSI_PE = 'taller-jitsi-espirometria';
  const EXTERNAL_CO = 'congreso-virtual-salud-de-la-mujer';
  const UPCOMING_BR = 'webinar-hipertensao-pulmonar';
  const CANCELLED_MX = 'webinar-cancelado-asma-grave';
  const PAST_MX = 'webinar-grabado-fibrilacion-auricular';
  const ZOOM_SECRET = 'demo-sdk-secret-for-the-tests-000';
  const WEBHOOK_SECRET = 'zoom-webhook-secret';

  let h: TrainingHarness;
  let events: EventsService;
  let mexico: string;
  let brazil: string;
  let chile: string;

  const url = (id: string, action = '') => `/api/events/${id}${action ? `/${action}` : ''}`;

  beforeAll(async () => {
    h = await startTrainingHarness({
      ZOOM_SDK_KEY: 'demo-sdk-key',
      ZOOM_SDK_SECRET: ZOOM_SECRET,
      ZOOM_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    // The same service the app built, on its database and clock (for reschedules and cancels).
    const config = {
      ...parseConfig({}).events,
      openingWindowMs: 15 * 60_000,
      zoom: undefined,
      zoomWebhookSecret: undefined,
      jitsiDomain: undefined,
      testFixtures: false,
    };
    events = createEventsService({
      db: h.app.database.db,
      jobs: h.app.jobs,
      mailOutbox: h.app.mailOutbox,
      media: h.app.mediaUrls,
      people: createPeopleService(h.app.database.db),
      settings: config,
      publicHosts: {},
      ownOrigin: 'http://localhost:3000',
      now: h.clock.now,
      publication: h.app.publication,
    });
    [mexico, brazil, chile] = await Promise.all([
      h.signIn('demo-mx'),
      h.signIn('demo-br'),
      h.signIn('demo-cl'),
    ]);
  });
  afterAll(() => h.close());

  const reminders = async (eventId: string, uid: string) => {
    const user = await findUserByUid(h.app.database.db, uid);
    const jobs = [];
    for (const kind of ['day', 'hour'] as const)
      jobs.push(
        ...(await h.app.jobs.findJobs(EVENT_REMINDER_QUEUE, {
          key: reminderKey(eventId, user!.id, kind),
          queued: true,
        })),
      );
    return jobs.map((job) => ({
      kind: (job.data as ReminderJob).kind,
      startAfter: job.startAfter,
      data: job.data as ReminderJob,
    }));
  };

  describe('the list and the page', () => {
    it("shows the country's events only, live first, with the zone and the server's clock", async () => {
      const response = await h.api.get('/api/events?pageSize=50', { token: mexico });
      expect(response.statusCode, response.body).toBe(200);
      const page = eventsPageSchema.strict().parse(response.json());
      const ids = page.items.map((item) => item.id);
      expect(ids).toContain(LIVE_ES);
      expect(ids).not.toContain(LIVE_BR);
      expect(ids).not.toContain(PAST_MX); // upcoming by default
      expect(page.items[0]).toMatchObject({
        id: LIVE_ES,
        status: 'live',
        timeZone: 'America/Mexico_City',
      });
      expect(page.serverNow).toBe(h.clock.now().toISOString());
      const past = eventsPageSchema.parse(
        (await h.api.get('/api/events?when=past', { token: mexico })).json(),
      );
      expect(past.items.find((item) => item.id === PAST_MX)).toMatchObject({
        status: 'ended',
        hasRecording: true,
      });
      const oncology = eventsPageSchema.parse(
        (await h.api.get('/api/events?specialty=oncology&when=all', { token: chile })).json(),
      );
      expect(oncology.items.map((item) => item.specialty)).toEqual(
        oncology.items.map(() => 'oncology'),
      );
      expect(oncology.items.map((item) => item.id)).toContain(ZOOM_CL);
    });

    it('names a bad query field (400) and needs a session (401)', async () => {
      const bad = await h.api.get('/api/events?pageSize=500&from=yesterday', { token: mexico });
      expect(bad.statusCode).toBe(400);
      expect(
        fieldProblems(bad)
          .map((problem) => problem.split(':')[0])
          .sort(),
      ).toEqual(['query.from', 'query.pageSize']);
      expect((await h.api.get('/api/events')).statusCode).toBe(401);
      // The e2e fixture route exists only where EVENTS_TEST_FIXTURES is set (not here).
      const fixture = { country: 'mx', opensInSeconds: 5, durationSeconds: 5 };
      expect(
        (await h.app.inject({ method: 'POST', url: '/__testing/events', payload: fixture }))
          .statusCode,
      ).toBe(404);
    });

    it("is 404 for another country's event, in every call", async () => {
      for (const [method, action] of [
        ['GET', ''],
        ['PUT', 'registration'],
        ['GET', 'calendar.ics'],
        ['POST', 'join'],
        ['GET', 'attendance'],
      ] as const) {
        const response =
          method === 'GET'
            ? await h.api.get(url(LIVE_BR, action), { token: mexico })
            : method === 'PUT'
              ? await h.api.put(url(LIVE_BR, action), undefined, { token: mexico })
              : await h.api.post(url(LIVE_BR, action), undefined, { token: mexico });
        expect(response.statusCode, action).toBe(404);
        expect(problemCode(response)).toBe('events.not_found');
      }
    });

    it('gives the recording and materials of a past event, never a meeting secret', async () => {
      const response = await h.api.get(url(PAST_MX), { token: mexico });
      const detail = eventDetailSchema.strict().parse(response.json());
      expect(detail.recording?.[0]?.url).toMatch(/^\/media\/demo\/demo-video\.webm\?exp=/);
      expect(detail.materials).toHaveLength(1);
      const zoom = await h.api.get(url(ZOOM_CL), { token: chile });
      expect(zoom.body).not.toContain('Pulso2026');
      expect(zoom.body).not.toContain('84512367890');
    });
  });

  describe('registration', () => {
    it('registers once however often asked, with two reminders; cancelling removes them', async () => {
      const first = await h.api.put(url(UPCOMING_BR, 'registration'), undefined, { token: brazil });
      expect(first.statusCode, first.body).toBe(200);
      const answer = registrationAnswerSchema.strict().parse(first.json());
      expect(answer).toMatchObject({ isRegistered: true, seatsLeft: 199 });
      const again = registrationAnswerSchema.parse(
        (await h.api.put(url(UPCOMING_BR, 'registration'), undefined, { token: brazil })).json(),
      );
      expect(again).toEqual(answer);
      const jobs = await reminders(UPCOMING_BR, 'demo-br');
      expect(jobs.map((job) => job.kind).sort()).toEqual(['day', 'hour']);

      // A reschedule moves them (one each still).
      const detail = eventDetailSchema.parse(
        (await h.api.get(url(UPCOMING_BR), { token: brazil })).json(),
      );
      const later = new Date(new Date(detail.startsAt).getTime() + 2 * 24 * 3600_000);
      await events.reschedule(UPCOMING_BR, {
        startsAt: later,
        endsAt: new Date(later.getTime() + 3600_000),
      });
      const moved = await reminders(UPCOMING_BR, 'demo-br');
      expect(moved).toHaveLength(2);
      expect(moved.find((job) => job.kind === 'hour')?.startAfter.getTime()).toBe(
        later.getTime() - 3600_000,
      );
      const rescheduled = eventDetailSchema.parse(
        (await h.api.get(url(UPCOMING_BR), { token: brazil })).json(),
      );
      expect(rescheduled.sequence).toBe(detail.sequence + 1);

      // When due, a reminder becomes a mail in Portuguese with the .ics; a stale one is dropped.
      const due = moved.find((job) => job.kind === 'day')!.data;
      expect(await events.sendReminder({ ...due, startsAt: detail.startsAt })).toBe(false);
      expect(await events.sendReminder(due)).toBe(true);
      const [mail] = await h.app.jobs.findJobs(MAIL_QUEUE, {
        data: { kind: 'events.reminder-day' },
      });
      const message = mail?.data as MailMessage;
      expect(message.subject).toContain('Lembrete');
      expect(message.attachments?.[0]?.content).toContain(`UID:${UPCOMING_BR}@events.pulso`);
      // No PUBLIC_HOSTS (not production): the links name this server's site of the country.
      expect(message.html).toContain(
        `href="http://website-br.localhost:3000/eventos/${UPCOMING_BR}/participar"`,
      );

      const cancelled = await h.api.delete(url(UPCOMING_BR, 'registration'), { token: brazil });
      expect(registrationAnswerSchema.parse(cancelled.json())).toMatchObject({
        isRegistered: false,
        seatsLeft: 200,
      });
      expect(await reminders(UPCOMING_BR, 'demo-br')).toEqual([]);
      const twice = await h.api.delete(url(UPCOMING_BR, 'registration'), { token: brazil });
      expect(twice.statusCode).toBe(200);
    });

    it('refuses full, past and cancelled events with their own codes', async () => {
      // A one-seat event on a demo item of Brazil, taken by a new doctor.
      await insertEvent(
        h.app.database.db,
        {
          contentId: 'webinar-gravado-anticoagulacao',
          country: 'br',
          format: 'webinar',
          startsAt: new Date(h.clock.now().getTime() + 3 * 24 * 3600_000),
          endsAt: new Date(h.clock.now().getTime() + 3 * 24 * 3600_000 + 3600_000),
          timeZone: 'America/Sao_Paulo',
          provider: 'stream',
          providerSettings: { provider: 'stream', sources: [], live: false },
          capacity: 1,
        },
        true,
      );
      const other = await h.signInNew('br');
      expect(
        (
          await h.api.put(url('webinar-gravado-anticoagulacao', 'registration'), undefined, {
            token: other,
          })
        ).statusCode,
      ).toBe(200);
      for (const [token, id, code] of [
        [brazil, 'webinar-gravado-anticoagulacao', 'events.full'],
        [mexico, PAST_MX, 'events.past'],
        [mexico, CANCELLED_MX, 'events.cancelled'],
      ] as const) {
        const response = await h.api.put(url(id, 'registration'), undefined, { token });
        expect(response.statusCode, id).toBe(409);
        expect(problemCode(response)).toBe(code);
      }
    });

    it('serves the .ics with UTC instants, UID and SEQUENCE', async () => {
      const response = await h.api.get(url(ZOOM_CL, 'calendar.ics'), { token: chile });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      expect(response.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
      expect(response.body).toContain(`UID:${ZOOM_CL}@events.pulso`);
      expect(response.body).toMatch(/SEQUENCE:\d+/);
    });
  });

  describe('joining and attendance', () => {
    it('refuses joins and heartbeats without registration, before the window, or before joining', async () => {
      const notRegistered = await h.api.post(url(LIVE_ES, 'join'), undefined, { token: mexico });
      expect(notRegistered.statusCode).toBe(403);
      expect(problemCode(notRegistered)).toBe('events.not_registered');
      // A forged session token joins nothing (expired ones: the session tests).
      const forgedToken = `${mexico.slice(0, -4)}AAAA`;
      expect(
        (await h.api.post(url(LIVE_ES, 'join'), undefined, { token: forgedToken })).statusCode,
      ).toBe(401);

      expect(
        (await h.api.put(url(ZOOM_CL, 'registration'), undefined, { token: chile })).statusCode,
      ).toBe(200);
      for (const action of ['join', 'attendance']) {
        const early = await h.api.post(
          url(ZOOM_CL, action),
          { state: 'present' },
          { token: chile },
        );
        expect(early.statusCode, action).toBe(409);
        expect(problemCode(early)).toBe('events.outside_window');
      }
      expect(
        (await h.api.put(url(LIVE_ES, 'registration'), undefined, { token: mexico })).statusCode,
      ).toBe(200);
      const beforeJoin = await h.api.post(url(LIVE_ES, 'attendance'), undefined, { token: mexico });
      expect(beforeJoin.statusCode, beforeJoin.body).toBe(409);
      expect(problemCode(beforeJoin)).toBe('events.not_joined');
      const badBody = await h.api.post(
        url(LIVE_ES, 'attendance'),
        { state: 'gone' },
        { token: mexico },
      );
      expect(badBody.statusCode).toBe(400);
    });

    it('joins a live stream from where it is, and counts heartbeats as merged minutes', async () => {
      const join = await h.api.post(url(LIVE_ES, 'join'), undefined, { token: mexico });
      expect(join.statusCode, join.body).toBe(200);
      const answer = joinAnswerSchema.strict().parse(join.json());
      expect(answer.meeting.provider).toBe('stream');
      if (answer.meeting.provider !== 'stream') return;
      // 30 minutes in (the demo anchors on the minute, so up to a minute more).
      expect(answer.meeting.offsetSeconds).toBeGreaterThanOrEqual(30 * 60);
      expect(answer.meeting.offsetSeconds).toBeLessThan(31 * 60);
      expect(answer.meeting.sources[0]?.url).toMatch(/\?exp=\d+&sig=/);
      for (let beat = 0; beat < 10; beat += 1) {
        h.clock.advance(60);
        const response = await h.api.post(url(LIVE_ES, 'attendance'), {}, { token: mexico });
        expect(response.statusCode, response.body).toBe(200);
      }
      // Away for ten minutes (a closed laptop), then back for five.
      h.clock.advance(600);
      for (let beat = 0; beat < 5; beat += 1) {
        await h.api.post(url(LIVE_ES, 'attendance'), { state: 'present' }, { token: mexico });
        h.clock.advance(60);
      }
      await h.api.post(url(LIVE_ES, 'attendance'), { state: 'left' }, { token: mexico });
      const attendance = attendanceAnswerSchema
        .strict()
        .parse((await h.api.get(url(LIVE_ES, 'attendance'), { token: mexico })).json());
      expect(attendance.minutes).toBe(15);
      expect(attendance.intervals).toHaveLength(2);
    });

    it('signs a Zoom join for the registered doctor; Jitsi without JITSI_DOMAIN is not configured', async () => {
      const now = h.clock.now();
      await events.reschedule(ZOOM_CL, {
        startsAt: new Date(now.getTime() + 5 * 60_000),
        endsAt: new Date(now.getTime() + 65 * 60_000),
      });
      const join = await h.api.post(url(ZOOM_CL, 'join'), undefined, { token: chile });
      expect(join.statusCode, join.body).toBe(200);
      const { meeting, status } = joinAnswerSchema.parse(join.json());
      expect(status).toBe('open');
      if (meeting.provider !== 'zoom') throw new Error(meeting.provider);
      expect(meeting).toMatchObject({
        meetingNumber: '84512367890',
        password: 'Pulso2026',
        lang: 'es-ES',
      });
      const { payload } = await jwtVerify(
        meeting.signature,
        new TextEncoder().encode(ZOOM_SECRET),
        {
          currentDate: now,
        },
      );
      expect(payload).toMatchObject({ appKey: 'demo-sdk-key', mn: '84512367890', role: 0 });

      const peru = await h.signIn('demo-pe');
      await events.reschedule(JITSI_PE, {
        startsAt: new Date(now.getTime() + 60_000),
        endsAt: new Date(now.getTime() + 3600_000),
      });
      await h.api.put(url(JITSI_PE, 'registration'), undefined, { token: peru });
      const jitsi = joinAnswerSchema.parse(
        (await h.api.post(url(JITSI_PE, 'join'), undefined, { token: peru })).json(),
      );
      expect(jitsi.meeting).toEqual({ provider: 'not-configured', intended: 'jitsi' });

      const colombia = await h.signIn('demo-co');
      await events.reschedule(EXTERNAL_CO, {
        startsAt: new Date(now.getTime() - 60_000),
        endsAt: new Date(now.getTime() + 3600_000),
      });
      await h.api.put(url(EXTERNAL_CO, 'registration'), undefined, { token: colombia });
      const external = joinAnswerSchema.parse(
        (await h.api.post(url(EXTERNAL_CO, 'join'), undefined, { token: colombia })).json(),
      );
      expect(external.meeting).toMatchObject({
        provider: 'external',
        url: expect.stringMatching(/^https:/),
      });
    });

    it("takes Zoom's signed participant webhooks into the same intervals; a bad signature is 401", async () => {
      const post = (body: unknown, secret = WEBHOOK_SECRET) =>
        postZoomWebhook(h.app, { body, secret, at: h.clock.now() });
      const validation = await post({
        event: 'endpoint.url_validation',
        payload: { plainToken: 'abc' },
      });
      expect(validation.statusCode).toBe(200);
      expect(validation.json()).toMatchObject({
        plainToken: 'abc',
        encryptedToken: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      const forged = await post(
        { event: 'endpoint.url_validation', payload: { plainToken: 'abc' } },
        'wrong',
      );
      expect(forged.statusCode).toBe(401);
      expect(problemCode(forged)).toBe('events.webhook_signature_invalid');

      const detail = eventDetailSchema.parse(
        (await h.api.get(url(ZOOM_CL), { token: chile })).json(),
      );
      const start = new Date(detail.startsAt).getTime();
      const user = await findUserByUid(h.app.database.db, 'demo-cl');
      const participant = (extra: Record<string, string>) => ({
        payload: { object: { id: '84512367890', participant: { email: user!.email, ...extra } } },
      });
      expect(
        (
          await post({
            event: 'meeting.participant_joined',
            ...participant({ join_time: new Date(start + 10 * 60_000).toISOString() }),
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await post({
            event: 'meeting.participant_left',
            ...participant({ leave_time: new Date(start + 40 * 60_000).toISOString() }),
          })
        ).statusCode,
      ).toBe(200);
      const attendance = attendanceAnswerSchema.parse(
        (await h.api.get(url(ZOOM_CL, 'attendance'), { token: chile })).json(),
      );
      expect(attendance.minutes).toBe(30);
    });
  });
});
