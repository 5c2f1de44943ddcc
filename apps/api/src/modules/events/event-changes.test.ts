import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryCodes, type CountryCode } from '@pulso/contracts/country';
import { eventDetailSchema } from '@pulso/contracts/events';
import { pushPayloadSchema } from '@pulso/contracts/push';
import { MAIL_QUEUE } from '../../platform/mail/mail-outbox.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import {
  startSmtpPeer,
  type ReceivedMail,
  type SmtpPeer,
} from '../../platform/mail/smtp-test-peer.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { until } from '../../testing/until.ts';
import { PUSH_QUEUE, type PushJob } from '../push/push.service.ts';
import { startPushServicePeer, type PushServicePeer } from '../push/testing/push-service-peer.ts';
import { createTestClock, type TestClock } from '../training/testing/training-harness.ts';
import { createApiClient, type ApiClient } from '../users/testing/api-client.ts';
import { demoSessionToken } from '../users/testing/demo-session.ts';
import { createPeopleService } from '../users/people.service.ts';
import { findUserByUid } from '../users/users.repository.ts';
import { calendarUid } from './calendar-file.ts';
import { createEventsService } from './events.service.ts';
import { EVENT_REMINDER_QUEUE, reminderKey, type ReminderJob } from './reminders.ts';
import { insertTestEvent } from './testing/test-events.ts';

describe('event changes', () => {
  /**
   * Decision 069: a reschedule or a cancellation made in the back office (its routes, as staff
   * make them; the events themselves are written as the seeds write them) reaches every doctor
   * registered for the event — a mail in their language with the updated `.ics` (same UID, next
   * SEQUENCE; METHOD:REQUEST, or METHOD:CANCEL), through a real SMTP conversation, and a push on
   * the devices that chose event reminders — and nobody else; the reminders follow the new time.
   */

  /** Every country has its public host, as production requires (links in mails are absolute). */
  const siteOf = (country: CountryCode) => `https://pulso-${country}.example`;
  const PUBLIC_HOSTS = countryCodes.map((code) => `pulso-${code}.example=${code}`).join(',');

  let smtp: SmtpPeer;
  let pushPeer: PushServicePeer;
  let clock: TestClock;
  let t: TestApp;
  let api: ApiClient;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    pushPeer = await startPushServicePeer();
    clock = createTestClock();
    t = await buildTestApp({
      env: {
        SMTP_URL: smtp.url,
        MAIL_RETRY_DELAY: '1s',
        PUBLIC_HOSTS,
        PUSH_ENDPOINT_HOSTS: 'localhost',
        SESSION_IDLE_TIMEOUT: '12h',
      },
      now: clock.now,
      pushAgent: pushPeer.agent,
    });
    api = await createApiClient(t.app);
    for (const uid of ['staff-admin', 'demo-mx', 'demo-br', 'speaker-br'])
      tokens[uid] = await demoSessionToken(t.app.database.db, t.config, uid);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await pushPeer?.close();
  });

  const as = (uid: string) => ({ token: tokens[uid]! });

  /** `2026-12-02T18:00`: a wall-clock time `days` from the test clock's today. */
  const local = (days: number, time: string) =>
    `${new Date(clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;

  /** A new event of `country` that its doctors may register for, `days` ahead at `time`. */
  const newEvent = (country: CountryCode, timeZone: string, days: number, time: string) =>
    insertTestEvent(t.app.database.db, { country, timeZone, local: local(days, time) });

  async function register(uid: string, id: string) {
    const response = await api.put(`/api/events/${id}/registration`, undefined, as(uid));
    expect(response.statusCode, response.body).toBe(200);
  }

  async function reschedule(id: string, startsAt: string, endsAt: string, timeZone: string) {
    const response = await api.put(
      `/api/backoffice/events/${id}/schedule`,
      { startsAt, endsAt, timeZone },
      as('staff-admin'),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ startsAt: string }>();
  }

  async function cancel(id: string) {
    const response = await api.post(`/api/backoffice/events/${id}/cancel`, {}, as('staff-admin'));
    expect(response.statusCode, response.body).toBe(200);
  }

  const sequenceOf = async (uid: string, id: string) =>
    eventDetailSchema.parse((await api.get(`/api/events/${id}`, as(uid))).json()).sequence;

  const kindOf = (mail: ReceivedMail) => mail.headers['x-pulso-mail-kind'];

  /** The first mail to `to` of `kind` about event `id` (its `.ics` names the event's UID). */
  const mailAbout = (to: string, kind: string, id: string) =>
    smtp.waitForMail(
      (mail) =>
        mail.envelopeTo.includes(to) &&
        kindOf(mail) === kind &&
        mail.attachments.some((file) => file.content.includes(`UID:${calendarUid(id)}`)),
      15_000,
    );

  /** The attached `.ics`, parsed: its METHOD and its one VEVENT. */
  function calendarOf(mail: ReceivedMail) {
    const file = mail.attachments.find((part) => part.contentType.startsWith('text/calendar'));
    expect(file, `no .ics in ${mail.subject}`).toBeDefined();
    const calendar = new ICAL.Component(ICAL.parse(file!.content));
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    return {
      contentType: file!.contentType,
      method: calendar.getFirstPropertyValue('method'),
      event: new ICAL.Event(vevent),
      status: vevent.getFirstPropertyValue('status'),
      organizer: String(vevent.getFirstPropertyValue('organizer') ?? ''),
      attendees: vevent
        .getAllProperties('attendee')
        .map((p) => String(p.getFirstValue()).toLowerCase()),
      url: vevent.getFirstPropertyValue('url'),
      raw: file!.content,
    };
  }

  /** What the reminder worker calls when a reminder is due (the app's service, on its database). */
  function reminderWorker() {
    const db = t.app.database.db;
    return createEventsService({
      db,
      jobs: t.app.jobs,
      mailOutbox: t.app.mailOutbox,
      media: t.app.mediaUrls,
      people: createPeopleService(db),
      settings: t.config.events,
      publicHosts: t.config.publicHosts,
      now: clock.now,
      publication: t.app.publication,
    });
  }

  /** The mail jobs queued for an address (what the outbox would ever send there). */
  const mailJobsTo = async (to: string) =>
    (await t.app.jobs.findJobs<MailMessage>(MAIL_QUEUE, { data: { to } })).map((job) => job.data);

  describe('a reschedule', () => {
    it('mails every registered doctor, in their language, with the .ics of the new time (METHOD:REQUEST, next SEQUENCE); nobody else', async () => {
      const brazilian = await newEvent('br', 'America/Sao_Paulo', 5, '19:00');
      const mexican = await newEvent('mx', 'America/Mexico_City', 5, '18:00');
      await register('demo-br', brazilian.id);
      await register('demo-mx', mexican.id);
      const before = await sequenceOf('demo-br', brazilian.id);

      const movedBr = await reschedule(
        brazilian.id,
        local(7, '20:30'),
        local(7, '21:30'),
        'America/Sao_Paulo',
      );
      const movedMx = await reschedule(
        mexican.id,
        local(6, '09:00'),
        local(6, '10:00'),
        'America/Mexico_City',
      );

      const pt = await mailAbout('demo.br@pulso.example', 'events.rescheduled', brazilian.id);
      expect(pt.subject).toContain(brazilian.title);
      expect(pt.subject).toMatch(/^Mudança de horário/);
      expect(pt.text).toContain('20:30');
      expect(pt.text).toContain('Sao Paulo');
      const ptCalendar = calendarOf(pt);
      expect(ptCalendar.contentType).toMatch(/method=REQUEST/i);
      expect(ptCalendar.method).toBe('REQUEST');
      expect(ptCalendar.event.uid).toBe(calendarUid(brazilian.id));
      expect(ptCalendar.event.sequence).toBe(before + 1);
      expect(await sequenceOf('demo-br', brazilian.id)).toBe(before + 1);
      expect(ptCalendar.event.startDate.toJSDate().toISOString()).toBe(movedBr.startsAt);
      expect(ptCalendar.status).toBe('CONFIRMED');
      expect(ptCalendar.organizer).toMatch(/^mailto:/i);
      expect(ptCalendar.attendees).toEqual(['mailto:demo.br@pulso.example']);

      // Mexico's wording (tú, "registro"), the time in Mexico City.
      const es = await mailAbout('demo.mx@pulso.example', 'events.rescheduled', mexican.id);
      expect(es.subject).toMatch(/^Cambio de horario/);
      expect(es.text).toContain('9:00');
      expect(es.text).toContain('Mexico City');
      expect(es.text).toContain('te registraste');
      const esCalendar = calendarOf(es);
      expect(esCalendar.method).toBe('REQUEST');
      expect(esCalendar.event.startDate.toJSDate().toISOString()).toBe(movedMx.startsAt);

      // Doctors who did not register get nothing (their jobs, not a wait that proves nothing:
      // the mails leave with the reschedule's transaction).
      expect(await mailJobsTo('speaker.br@pulso.example')).toEqual([]);
      expect(
        (await mailJobsTo('demo.br@pulso.example')).filter(
          (mail) => mail.kind === 'events.rescheduled',
        ),
      ).toHaveLength(1);
    });

    it('moves the reminders: the due one mails the .ics of the new time, a stale one is dropped', async () => {
      const event = await newEvent('mx', 'America/Mexico_City', 4, '19:00');
      await register('demo-mx', event.id);
      const userId = (await findUserByUid(t.app.database.db, 'demo-mx'))!.id;
      const reminderJobs = () =>
        t.app.jobs.findJobs<ReminderJob>(EVENT_REMINDER_QUEUE, {
          key: reminderKey(event.id, userId, 'day'),
          queued: true,
        });
      const [old] = await reminderJobs();
      const moved = await reschedule(
        event.id,
        local(8, '08:30'),
        local(8, '09:30'),
        'America/Mexico_City',
      );
      const [due] = await reminderJobs();
      expect(due?.startAfter.getTime()).toBe(new Date(moved.startsAt).getTime() - 86_400_000);

      expect(await reminderWorker().sendReminder(old!.data)).toBe(false);
      expect(await reminderWorker().sendReminder(due!.data)).toBe(true);
      const reminder = await mailAbout('demo.mx@pulso.example', 'events.reminder-day', event.id);
      expect(calendarOf(reminder).event.startDate.toJSDate().toISOString()).toBe(moved.startsAt);
    });
  });

  describe('a cancellation', () => {
    it('mails the registered doctors METHOD:CANCEL with STATUS:CANCELLED and the same UID; nobody else', async () => {
      const event = await newEvent('br', 'America/Sao_Paulo', 6, '19:00');
      await register('demo-br', event.id);
      const before = await sequenceOf('demo-br', event.id);
      await cancel(event.id);

      const mail = await mailAbout('demo.br@pulso.example', 'events.cancelled', event.id);
      expect(mail.subject).toMatch(/^Evento cancelado/);
      expect(mail.text).toContain('19:00');
      const calendar = calendarOf(mail);
      expect(calendar.contentType).toMatch(/method=CANCEL/i);
      expect(calendar.method).toBe('CANCEL');
      expect(calendar.status).toBe('CANCELLED');
      expect(calendar.event.uid).toBe(calendarUid(event.id));
      expect(calendar.event.sequence).toBe(before + 1);
      expect(calendar.attendees).toEqual(['mailto:demo.br@pulso.example']);
      expect(
        (await mailJobsTo('speaker.br@pulso.example')).filter((job) =>
          job.attachments?.some((file) => file.content.includes(calendarUid(event.id))),
        ),
      ).toEqual([]);
    });
  });

  describe('the push', () => {
    it('reaches the registered doctors’ devices that chose event reminders, no other', async () => {
      const phone = pushPeer.device('phone');
      const tablet = pushPeer.device('tablet');
      for (const [uid, device] of [
        ['demo-br', phone],
        ['speaker-br', tablet],
      ] as const) {
        const subscribed = await api.post(
          '/api/push/subscriptions',
          { ...device.subscription, topics: ['event_reminders'] },
          as(uid),
        );
        expect(subscribed.statusCode, subscribed.body).toBe(201);
      }
      const event = await newEvent('br', 'America/Sao_Paulo', 9, '19:00');
      await register('demo-br', event.id);
      await reschedule(event.id, local(10, '19:00'), local(10, '20:00'), 'America/Sao_Paulo');
      const [push] = await until(
        async () => pushPeer.received.filter((received) => received.device === 'phone'),
        (list) => list.length === 1,
      );
      expect(pushPayloadSchema.strict().parse(push!.payload)).toMatchObject({
        id: `event-${event.id}`,
        url: `/eventos/${event.id}`,
        topic: 'event_reminders',
        title: expect.stringContaining(event.title),
      });
      const toTablet = await t.app.jobs.findJobs<PushJob>(PUSH_QUEUE, {
        data: { endpoint: tablet.subscription.endpoint },
      });
      expect(toTablet).toEqual([]);

      await cancel(event.id);
      await until(
        async () => pushPeer.received.filter((received) => received.device === 'phone'),
        (list) => list.length === 2,
      );
      expect(pushPeer.failures).toEqual([]);
    });
  });

  describe('links in the mails of the events module', () => {
    it('are all absolute, on the country’s public host (reminder, reschedule, cancellation)', async () => {
      const event = await newEvent('mx', 'America/Mexico_City', 3, '19:00');
      await register('demo-mx', event.id);
      await reschedule(event.id, local(4, '19:00'), local(4, '20:00'), 'America/Mexico_City');
      const userId = (await findUserByUid(t.app.database.db, 'demo-mx'))!.id;
      const [due] = await t.app.jobs.findJobs<ReminderJob>(EVENT_REMINDER_QUEUE, {
        key: reminderKey(event.id, userId, 'hour'),
        queued: true,
      });
      expect(await reminderWorker().sendReminder(due!.data)).toBe(true);
      await cancel(event.id);
      const to = 'demo.mx@pulso.example';
      const mails = [
        await mailAbout(to, 'events.rescheduled', event.id),
        await mailAbout(to, 'events.reminder-hour', event.id),
        await mailAbout(to, 'events.cancelled', event.id),
      ];
      for (const mail of mails) {
        const hrefs = [...(mail.html ?? '').matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
        expect(hrefs.length, `${kindOf(mail)}: its HTML has a link`).toBeGreaterThan(0);
        // Whatever the text names as a place of the site: a URL, or a path (`/eventos/…`).
        const inText = [...mail.text.matchAll(/(?:https?:\/\/|(?<![\w.])\/)[^\s)»”]+/g)].map(
          (match) => match[0],
        );
        expect(inText.length, `${kindOf(mail)}: its text has a link`).toBeGreaterThan(0);
        const url = calendarOf(mail).url;
        for (const link of [...hrefs, ...inText, ...(url ? [String(url)] : [])])
          expect(link, `${kindOf(mail)}: ${link}`).toMatch(
            new RegExp(`^${siteOf('mx').replaceAll('.', '\\.')}/`),
          );
      }
    });
  });
});
