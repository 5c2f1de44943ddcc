import ICAL from 'ical.js';
import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { instantOfWallTime } from '@pulso/contracts/events';
import { attendedMinutes, mergeIntervals } from './attendance-intervals.ts';
import { calendarUid, eventCalendar } from './calendar-file.ts';
import { eventChangeMail } from './event-change-mail.ts';
import { reminderMail } from './reminders.ts';
import {
  signZoomWebhook,
  verifyZoomSignature,
  zoomJoinSignature,
  zoomUrlValidation,
} from './zoom.ts';

const minute = 60_000;

describe('attendance intervals', () => {
  it('merges overlaps and touching intervals, clips to the schedule, counts whole minutes', () => {
    const start = Date.UTC(2026, 6, 15, 23);
    const at = (minutes: number) => start + minutes * minute;
    const merged = mergeIntervals(
      [
        { from: at(-10), to: at(5) }, // joined in the opening window: counted from the start
        { from: at(3), to: at(20) }, // a second tab
        { from: at(20), to: at(30) }, // touching
        { from: at(40), to: at(40) }, // empty
        { from: at(50), to: at(70) }, // past the end: clipped
      ],
      { from: at(0), to: at(60) },
    );
    expect(merged).toEqual([
      { from: at(0), to: at(30) },
      { from: at(50), to: at(60) },
    ]);
    expect(attendedMinutes(merged)).toBe(40);
    expect(attendedMinutes(mergeIntervals([{ from: at(0), to: at(0) + 59_999 }]))).toBe(0);
  });
});

describe('the .ics', () => {
  it('parses back with ical.js to the same instants, UID, SEQUENCE and an alarm', () => {
    // Santiago in July is UTC-4; in January UTC-3.
    for (const [local, utc] of [
      ['2026-07-15T19:00', '2026-07-15T23:00:00.000Z'],
      ['2027-01-15T19:00', '2027-01-15T22:00:00.000Z'],
    ] as const) {
      const startsAt = instantOfWallTime(local, 'America/Santiago');
      expect(startsAt.toISOString()).toBe(utc);
      const text = eventCalendar({
        id: 'simposio-santiago',
        title: 'Simposio, con «comillas»; y punto y coma',
        description: 'Línea 1\nLínea 2',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 90 * minute),
        sequence: 3,
        cancelled: false,
        url: 'https://pulso.example/eventos/simposio-santiago',
        stamp: new Date('2026-06-01T00:00:00Z'),
      });
      const component = new ICAL.Component(ICAL.parse(text));
      const vevent = component.getFirstSubcomponent('vevent')!;
      const event = new ICAL.Event(vevent);
      expect(event.startDate.toJSDate().toISOString()).toBe(utc);
      expect(event.endDate.toJSDate().getTime() - startsAt.getTime()).toBe(90 * minute);
      expect(event.startDate.zone?.tzid).toBe('UTC');
      expect(event.uid).toBe(calendarUid('simposio-santiago'));
      expect(event.sequence).toBe(3);
      expect(event.summary).toBe('Simposio, con «comillas»; y punto y coma');
      expect(
        vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')?.toString(),
      ).toBe('-PT30M');
    }
  });

  it('says CANCELLED, without an alarm, once called off', () => {
    const text = eventCalendar({
      id: 'x',
      title: 'X',
      description: '',
      startsAt: new Date('2026-07-15T23:00:00Z'),
      endsAt: new Date('2026-07-16T00:00:00Z'),
      sequence: 1,
      cancelled: true,
      url: null,
      stamp: new Date(),
    });
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getFirstSubcomponent('valarm')).toBeNull();
  });
});

describe('Zoom', () => {
  const credentials = { sdkKey: 'demo-sdk-key', sdkSecret: 'demo-sdk-secret-of-32-characters!' };

  it('signs the join JWT with the claims the Meeting SDK checks, between 30 min and 48 h', async () => {
    const now = new Date('2026-07-15T22:50:00Z');
    const secret = new TextEncoder().encode(credentials.sdkSecret);
    const { signature, expiresAt } = await zoomJoinSignature(credentials, '84512367890', {
      now,
      endsAt: new Date('2026-07-16T01:00:00Z'),
    });
    const { payload, protectedHeader } = await jwtVerify(signature, secret, {
      algorithms: ['HS256'],
      currentDate: now,
    });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ appKey: 'demo-sdk-key', mn: '84512367890', role: 0 });
    const lifetime = payload.exp! - payload.iat!;
    expect(lifetime).toBeGreaterThanOrEqual(1800);
    expect(lifetime).toBeLessThanOrEqual(48 * 3600);
    expect(payload.exp).toBe(expiresAt.getTime() / 1000);
    // The event ends soon: the SDK's minimum, 30 minutes; far away: at most 48 hours.
    const short = await zoomJoinSignature(credentials, '1', {
      now,
      endsAt: new Date(now.getTime() - 3600_000),
    });
    const long = await zoomJoinSignature(credentials, '1', {
      now,
      endsAt: new Date(now.getTime() + 10 * 24 * 3600_000),
    });
    for (const [token, seconds] of [
      [short.signature, 1800],
      [long.signature, 48 * 3600],
    ] as const) {
      const { payload: claims } = await jwtVerify(token, secret, { currentDate: now });
      expect(claims.exp! - claims.iat!).toBe(seconds);
    }
    // Another secret does not verify it.
    await expect(jwtVerify(signature, new TextEncoder().encode('other'))).rejects.toThrow();
  });

  it('verifies webhook signatures (v0 HMAC), refuses forged or stale ones', () => {
    const now = new Date('2026-07-15T23:00:00Z');
    const body = '{"event":"meeting.participant_joined"}';
    const seconds = now.getTime() / 1000;
    const headers = signZoomWebhook('webhook-secret', body, seconds);
    const request = (h: Record<string, string>, b = body) => ({
      signature: h['x-zm-signature'],
      timestamp: h['x-zm-request-timestamp'],
      body: b,
    });
    expect(verifyZoomSignature('webhook-secret', request(headers), now)).toBe(true);
    expect(verifyZoomSignature('other-secret', request(headers), now)).toBe(false);
    expect(verifyZoomSignature('webhook-secret', request(headers, `${body} `), now)).toBe(false);
    const stale = signZoomWebhook('webhook-secret', body, seconds - 600);
    expect(verifyZoomSignature('webhook-secret', request(stale), now)).toBe(false);
    expect(verifyZoomSignature('webhook-secret', { body }, now)).toBe(false);
    expect(zoomUrlValidation('webhook-secret', 'abc').encryptedToken).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('reminder mails', () => {
  it('are in the doctor’s language with the time in the event’s zone and the .ics attached', () => {
    const common = {
      to: 'dra@pulso.example',
      name: 'Dra. Ana',
      title: 'Simposio',
      startsAt: new Date('2026-07-15T23:00:00Z'),
      timeZone: 'America/Santiago',
      openingMinutes: 15,
      url: 'https://pulso.example/eventos/x/participar',
      ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
    };
    const es = reminderMail({ ...common, kind: 'day', country: 'cl' });
    expect(es.subject).toBe('Recordatorio: «Simposio» es mañana');
    expect(es.text).toContain('19:00');
    expect(es.text).toContain('Santiago');
    expect(es.attachments?.[0]?.contentType).toMatch(/^text\/calendar/);
    const pt = reminderMail({
      ...common,
      kind: 'hour',
      country: 'br',
      timeZone: 'America/Sao_Paulo',
    });
    expect(pt.subject).toBe('Lembrete: “Simposio” começa em 1 hora');
    expect(pt.text).toContain('20:00');
  });
});

describe('a change mailed to a registered doctor (decision 069)', () => {
  const event = {
    id: 'simposio-cdmx',
    title: 'Simposio',
    description: 'Resumen',
    startsAt: new Date('2026-12-02T15:00:00Z'),
    endsAt: new Date('2026-12-02T16:00:00Z'),
    sequence: 2,
    cancelled: false,
    url: 'https://pulso.example/eventos/simposio-cdmx',
    stamp: new Date('2026-11-20T00:00:00Z'),
  };
  const invitation = {
    organizer: { name: 'Pulso', email: 'suporte.mx@pulso.example' },
    attendee: { name: 'Dra. Ana', email: 'ana@pulso.example' },
  };

  it('is a REQUEST naming the organiser and the doctor, who has nothing to answer', () => {
    const calendar = new ICAL.Component(
      ICAL.parse(eventCalendar(event, { ...invitation, method: 'request' })),
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('sequence')).toBe(2);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(String(vevent.getFirstPropertyValue('organizer'))).toBe(
      'mailto:suporte.mx@pulso.example',
    );
    const attendee = vevent.getFirstProperty('attendee')!;
    // The scheme's case does not matter (RFC 5545 §3.3.13); ical-generator writes MAILTO.
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:ana@pulso.example');
    expect(attendee.getParameter('rsvp')).toBe('FALSE');
    expect(attendee.getParameter('partstat')).toBe('ACCEPTED');
  });

  it('is a CANCEL with STATUS:CANCELLED and no alarm', () => {
    const calendar = new ICAL.Component(
      ICAL.parse(eventCalendar(event, { ...invitation, method: 'cancel' })),
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('uid')).toBe(calendarUid('simposio-cdmx'));
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getFirstSubcomponent('valarm')).toBeNull();
  });

  const common = {
    to: 'ana@pulso.example',
    name: 'Dra. Ana',
    title: 'Simposio',
    startsAt: new Date('2026-12-02T15:00:00Z'),
    previousStartsAt: new Date('2026-12-01T15:00:00Z'),
    timeZone: 'America/Mexico_City',
    openingMinutes: 15,
    joinUrl: 'https://pulso.example/eventos/simposio-cdmx/participar',
    eventsUrl: 'https://pulso.example/eventos',
    ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
  };

  it('says the new time in the event’s zone, the doctor’s own when it differs, and the old one', () => {
    const mail = eventChangeMail({
      ...common,
      change: 'rescheduled',
      country: 'mx',
      doctorTimeZone: 'America/Bogota',
    });
    expect(mail.kind).toBe('events.rescheduled');
    expect(mail.subject).toBe('Cambio de horario: «Simposio»');
    expect(mail.text).toContain('te registraste');
    // 15:00 UTC: 9:00 in Mexico City, 10:00 in Bogotá; the day before, also 9:00.
    expect(mail.text).toMatch(/miércoles, 2 de diciembre de 2026, 9:00.*Mexico City/);
    expect(mail.text).toMatch(/En tu zona horaria: .*10:00.*Bogota/);
    expect(mail.text).toMatch(/Antes era: martes, 1 de diciembre de 2026, 9:00/);
    expect(mail.text).toContain(`\n${common.joinUrl}\n`);
    expect(mail.html).toContain(`<a href="${common.joinUrl}">Entrar a la sala</a>`);
    expect(mail.attachments?.[0]).toMatchObject({
      filename: 'evento.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    });
    // Another Spanish-speaking country: "inscripción"; same zone: no second time.
    const chile = eventChangeMail({
      ...common,
      change: 'rescheduled',
      country: 'cl',
      doctorTimeZone: 'America/Mexico_City',
    });
    expect(chile.text).toContain('te inscribiste');
    expect(chile.text).not.toContain('En tu zona horaria');
  });

  it('calls the event off in Portuguese, with the events list and a CANCEL .ics', () => {
    const mail = eventChangeMail({
      ...common,
      change: 'cancelled',
      country: 'br',
      timeZone: 'America/Sao_Paulo',
    });
    expect(mail.kind).toBe('events.cancelled');
    expect(mail.subject).toBe('Evento cancelado: “Simposio”');
    expect(mail.text).toContain('12:00');
    expect(mail.text).toContain('foi cancelado');
    expect(mail.html).toContain(`<a href="${common.eventsUrl}">Ver os eventos</a>`);
    expect(mail.html).not.toContain('participar');
    expect(mail.attachments?.[0]?.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
  });
});
