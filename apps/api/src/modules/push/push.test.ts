import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallTimeIn } from '@pulso/contracts/events/time-zones';
import {
  questionContentHtml,
  medicalInformationCaseSchema,
} from '@pulso/contracts/medical-information';
import {
  pushPayloadSchema,
  pushPublicKeySchema,
  pushSettingsSchema,
  pushTestAnswerSchema,
} from '@pulso/contracts/push';
import { userProfileSchema } from '@pulso/contracts/users';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { until } from '../../testing/until.ts';
import { createEventsService } from '../events/events.service.ts';
import { EVENT_REMINDER_QUEUE, reminderKey, type ReminderJob } from '../events/reminders.ts';
import { createTestClock, type TestClock } from '../training/testing/training-harness.ts';
import {
  createApiClient,
  fieldProblems,
  problemCode,
  type ApiClient,
} from '../users/testing/api-client.ts';
import { demoSessionToken } from '../users/testing/demo-session.ts';
import { createPeopleService } from '../users/people.service.ts';
import { findUserByUid } from '../users/users.repository.ts';
import { isAllowedEndpoint, PUSH_SERVICE_HOSTS } from './endpoint-hosts.ts';
import { createPushService, PUSH_QUEUE, type PushJob } from './push.service.ts';
import { deliveryTime } from './quiet-hours.ts';
import { startPushServicePeer, type PushServicePeer } from './testing/push-service-peer.ts';
import { loadVapidKeys } from './vapid.ts';

describe('push', () => {
  const UPCOMING_BR = 'webinar-hipertensao-pulmonar';

  let peer: PushServicePeer;
  let t: TestApp;
  let api: ApiClient;
  let clock: TestClock;
  let doctor: string;
  let team: string;
  let doctorId: string;

  beforeAll(async () => {
    peer = await startPushServicePeer();
    clock = createTestClock();
    // Only the test push service's host is allowed (the browsers' are the default).
    t = await buildTestApp({
      env: { PUSH_ENDPOINT_HOSTS: 'localhost', SESSION_IDLE_TIMEOUT: '12h' },
      now: clock.now,
      pushAgent: peer.agent,
    });
    api = await createApiClient(t.app);
    doctor = await demoSessionToken(t.app.database.db, t.config, 'demo-br');
    team = await demoSessionToken(t.app.database.db, t.config, 'medinfo-br');
    doctorId = (await findUserByUid(t.app.database.db, 'demo-br'))!.id;
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  const settings = async () =>
    pushSettingsSchema.parse((await api.get('/api/push/subscriptions', { token: doctor })).json());
  const profile = async () =>
    userProfileSchema.parse((await api.get('/api/users/profile', { token: doctor })).json());
  const receivedBy = (device: string) => peer.received.filter((push) => push.device === device);

  describe('push notifications', () => {
    it('subscribes a device, sends it a real encrypted, VAPID-signed test, and forgets it', async () => {
      const keyAnswer = await api.get('/api/push/public-key');
      expect(keyAnswer.statusCode).toBe(200);
      const { publicKey } = pushPublicKeySchema.parse(keyAnswer.json());
      expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);

      const phone = peer.device('phone');
      expect((await api.post('/api/push/subscriptions', phone.subscription)).statusCode).toBe(401);
      // An endpoint elsewhere than the allowed push services is refused, nothing stored.
      const elsewhere = await api.post(
        '/api/push/subscriptions',
        { ...phone.subscription, endpoint: 'https://169.254.169.254/latest/meta-data' },
        { token: doctor },
      );
      expect(elsewhere.statusCode).toBe(400);
      expect(problemCode(elsewhere)).toBe('push.endpoint_not_allowed');
      // An allowed host on another port than https' own: refused too (decision 073).
      const otherPort = await api.post(
        '/api/push/subscriptions',
        { ...phone.subscription, endpoint: 'https://localhost:8443/push/phone' },
        { token: doctor },
      );
      expect(otherPort.statusCode, otherPort.body).toBe(400);
      expect(problemCode(otherPort)).toBe('push.endpoint_not_allowed');
      const broken = await api.post(
        '/api/push/subscriptions',
        { endpoint: phone.subscription.endpoint, keys: { auth: '' }, topics: ['marketing'] },
        { token: doctor },
      );
      expect(broken.statusCode).toBe(400);
      expect(
        fieldProblems(broken)
          .map((problem) => problem.split(':')[0])
          .sort(),
      ).toEqual(['body.keys.auth', 'body.keys.p256dh', 'body.topics.0']);
      expect((await settings()).devices).toEqual([]);
      expect((await api.post('/api/push/test', undefined, { token: doctor })).statusCode).toBe(409);

      const created = await api.post('/api/push/subscriptions', phone.subscription, {
        token: doctor,
        headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 15) Chrome/142' },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        endpoint: phone.subscription.endpoint,
        topics: ['specialty_content', 'event_reminders', 'case_answers'],
        userAgent: 'Mozilla/5.0 (Linux; Android 15) Chrome/142',
      });
      expect((await profile()).pushNotifications).toBe(true);

      const sent = await api.post('/api/push/test', undefined, { token: doctor });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(pushTestAnswerSchema.parse(sent.json())).toEqual({ devices: 1 });
      const [push] = await until(
        async () => receivedBy('phone'),
        (list) => list.length === 1,
      );
      expect(peer.failures).toEqual([]);
      expect(pushPayloadSchema.strict().parse(push!.payload)).toMatchObject({
        title: 'Notificação de teste: as notificações funcionam neste dispositivo',
        url: '/preferencias-usuario',
      });
      expect(push!.vapidKey).toBe(publicKey);
      expect(push!.claims.sub).toBe('mailto:suporte.br@pulso.example');
      expect(push!.claims.aud).toBe(peer.origin);
      expect(push!.claims.exp! * 1000).toBeGreaterThan(Date.now());

      const gone = await api.delete(
        `/api/push/subscriptions?endpoint=${encodeURIComponent(phone.subscription.endpoint)}`,
        { token: doctor },
      );
      expect(gone.statusCode).toBe(204);
      expect((await settings()).devices).toEqual([]);
      expect((await profile()).pushNotifications).toBe(false);
      const noEndpoint = await api.delete('/api/push/subscriptions', { token: doctor });
      expect(noEndpoint.statusCode).toBe(400);
    });

    it('does not move a device another account holds: 409, the holder keeps it and its pushes', async () => {
      const shared = peer.device('shared');
      const held = await api.post('/api/push/subscriptions', shared.subscription, {
        token: doctor,
      });
      expect(held.statusCode, held.body).toBe(201);
      const other = await demoSessionToken(t.app.database.db, t.config, 'speaker-br');
      const taken = await api.post(
        '/api/push/subscriptions',
        { ...shared.subscription, topics: ['event_reminders'] },
        { token: other },
      );
      expect(taken.statusCode, taken.body).toBe(409);
      expect(problemCode(taken)).toBe('push.endpoint_taken');
      // Nothing moved: the holder still has the device with its topics, the other has none.
      expect((await settings()).devices).toContainEqual(
        expect.objectContaining({
          endpoint: shared.subscription.endpoint,
          topics: ['specialty_content', 'event_reminders', 'case_answers'],
        }),
      );
      const others = pushSettingsSchema.parse(
        (await api.get('/api/push/subscriptions', { token: other })).json(),
      );
      expect(others.devices).toEqual([]);
      expect((await api.post('/api/push/test', undefined, { token: other })).statusCode).toBe(409);
      // The holder may still change its topics; once it lets the device go, another may take it.
      const mine = await api.post(
        '/api/push/subscriptions',
        { ...shared.subscription, topics: ['case_answers'] },
        { token: doctor },
      );
      expect(mine.statusCode, mine.body).toBe(201);
      expect(mine.json()).toMatchObject({ topics: ['case_answers'] });
      const released = await api.delete(
        `/api/push/subscriptions?endpoint=${encodeURIComponent(shared.subscription.endpoint)}`,
        { token: doctor },
      );
      expect(released.statusCode).toBe(204);
      const moved = await api.post('/api/push/subscriptions', shared.subscription, {
        token: other,
      });
      expect(moved.statusCode, moved.body).toBe(201);
      await api.delete(
        `/api/push/subscriptions?endpoint=${encodeURIComponent(shared.subscription.endpoint)}`,
        { token: other },
      );
    });

    it('deletes an endpoint the push service says is gone (410)', async () => {
      const laptop = peer.device('laptop');
      peer.answer('laptop', 410);
      expect(
        (await api.post('/api/push/subscriptions', laptop.subscription, { token: doctor }))
          .statusCode,
      ).toBe(201);
      expect((await profile()).pushNotifications).toBe(true);
      expect((await api.post('/api/push/test', undefined, { token: doctor })).statusCode).toBe(200);
      await until(
        async () => (await settings()).devices.length,
        (count) => count === 0,
      );
      expect((await profile()).pushNotifications).toBe(false);
    });

    it('tells the asker their case is answered, on the devices that chose that topic only', async () => {
      const tablet = peer.device('tablet');
      const desk = peer.device('desk');
      await api.post(
        '/api/push/subscriptions',
        { ...tablet.subscription, topics: ['case_answers'] },
        { token: doctor },
      );
      await api.post(
        '/api/push/subscriptions',
        { ...desk.subscription, topics: ['event_reminders'] },
        { token: doctor },
      );
      const asked = await api.post(
        '/api/medicalInformation',
        {
          product: 'Xarelto',
          name: 'Rafael Almeida Costa',
          email: 'doctor@pulso.example',
          content: questionContentHtml('Posologia em insuficiência renal?'),
          type: 'Pergunta',
        },
        { token: doctor },
      );
      expect(asked.statusCode, asked.body).toBe(201);
      const { id } = medicalInformationCaseSchema.parse(asked.json());
      for (const status of ['in_review', 'answered'])
        expect(
          (await api.patch(`/api/medicalInformation/team/cases/${id}`, { status }, { token: team }))
            .statusCode,
        ).toBe(200);
      const [push] = await until(
        async () => receivedBy('tablet'),
        (list) => list.length === 1,
      );
      expect(push!.payload).toEqual({
        id: `case-${id}`,
        title: 'Sua consulta de informação médica foi respondida',
        url: '/medical-information',
        topic: 'case_answers',
      });
      expect(receivedBy('desk')).toEqual([]);
    });

    it('pushes an event reminder, and holds a notice until the quiet hours end', async () => {
      const registered = await api.put(`/api/events/${UPCOMING_BR}/registration`, undefined, {
        token: doctor,
      });
      expect(registered.statusCode, registered.body).toBe(200);
      const [reminder] = await t.app.jobs.findJobs<ReminderJob>(EVENT_REMINDER_QUEUE, {
        key: reminderKey(UPCOMING_BR, doctorId, 'day'),
        queued: true,
      });
      const db = t.app.database.db;
      const people = createPeopleService(db);
      const push = createPushService({
        db,
        jobs: t.app.jobs,
        people,
        vapidKeys: await loadVapidKeys(db, t.config),
        endpointHosts: ['localhost'],
        countries: t.config.countries,
        now: clock.now,
      });
      const events = createEventsService({
        db,
        jobs: t.app.jobs,
        mailOutbox: t.app.mailOutbox,
        media: t.app.mediaUrls,
        people,
        push,
        settings: t.config.events,
        publicHosts: {},
        now: clock.now,
        publication: t.app.publication,
      });
      expect(await events.sendReminder(reminder!.data)).toBe(true);
      const [sent] = await until(
        async () => receivedBy('desk'),
        (list) => list.length === 1,
      );
      expect(sent!.payload).toMatchObject({
        id: `event-${UPCOMING_BR}`,
        url: `/eventos/${UPCOMING_BR}/participar`,
        topic: 'event_reminders',
      });
      expect(sent!.urgency).toBe('high');

      // Quiet hours around the doctor's present wall-clock time: the next notice waits for their end.
      const { timeZone } = await settings();
      const wall = wallTimeIn(clock.now(), timeZone);
      const at = (hours: number) => `${String((wall.hour + 24 + hours) % 24).padStart(2, '0')}:00`;
      const quiet = await api.put(
        '/api/push/quiet-hours',
        { quietHours: { start: at(-1), end: at(2) } },
        { token: doctor },
      );
      expect(quiet.statusCode, quiet.body).toBe(200);
      expect(pushSettingsSchema.parse(quiet.json()).quietHours).toEqual({
        start: at(-1),
        end: at(2),
      });
      const queued = await db.transaction((tx) =>
        push.notify(tx, {
          userId: doctorId,
          topic: 'case_answers',
          id: 'case-later',
          title: 'Later',
          url: '/medical-information',
        }),
      );
      expect(queued).toBe(1);
      const [held] = await t.app.jobs.findJobs<PushJob>(PUSH_QUEUE, {
        data: { endpoint: `${peer.origin}/push/tablet` },
        queued: true,
      });
      const end = deliveryTime(clock.now(), { start: at(-1), end: at(2) }, timeZone);
      expect(end.getTime() - clock.now().getTime()).toBeGreaterThan(3600_000);
      expect(held?.startAfter.getTime()).toBe(end.getTime());
      // A notice that would be pointless by then (an event starting sooner) is not queued.
      expect(
        await db.transaction((tx) =>
          push.notify(tx, {
            userId: doctorId,
            topic: 'event_reminders',
            id: 'event-soon',
            title: 'Soon',
            url: '/eventos',
            expiresAt: new Date(clock.now().getTime() + 30 * 60_000),
          }),
        ),
      ).toBe(0);
      const invalid = await api.put(
        '/api/push/quiet-hours',
        { quietHours: { start: '25:00', end: '07:00' } },
        { token: doctor },
      );
      expect(invalid.statusCode).toBe(400);
    });
  });

  describe('the allowed push services', () => {
    it("accept the browsers' endpoints only, over https", () => {
      for (const endpoint of [
        'https://fcm.googleapis.com/fcm/send/abc',
        'https://updates.push.services.mozilla.com/wpush/v2/abc',
        'https://wns2-par02p.notify.windows.com/w/?token=abc',
        'https://web.push.apple.com/QGuQ',
        // https' own port, written out: the same URL.
        'https://fcm.googleapis.com:443/fcm/send/abc',
      ])
        expect(isAllowedEndpoint(endpoint, PUSH_SERVICE_HOSTS), endpoint).toBe(true);
      for (const endpoint of [
        'http://fcm.googleapis.com/fcm/send/abc',
        'https://fcm.googleapis.com.evil.example/x',
        'https://notify.windows.com/x',
        'https://user:pw@fcm.googleapis.com/x',
        'https://127.0.0.1/x',
        // An allowed host, another port: not the push service (decision 073).
        'https://fcm.googleapis.com:8443/fcm/send/abc',
        'https://web.push.apple.com:80/QGuQ',
        'https://foo.notify.windows.com:4443/w/?token=1',
        'not a url',
      ])
        expect(isAllowedEndpoint(endpoint, PUSH_SERVICE_HOSTS), endpoint).toBe(false);
    });
  });
});
