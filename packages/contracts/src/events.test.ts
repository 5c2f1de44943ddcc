import { describe, expect, it } from 'vitest';
import {
  eventsQuerySchema,
  formatUtcOffset,
  googleCalendarUrl,
  hasDstChangeBefore,
  heartbeatBodySchema,
  instantOfWallTime,
  joinAnswerSchema,
  offsetChangeBetween,
  outlookCalendarUrl,
  showsViewerTime,
  zoneOffsetMinutes,
} from './events.ts';

describe('event time zones', () => {
  it('Santiago is UTC-4 in July and UTC-3 in January', () => {
    expect(zoneOffsetMinutes('2026-07-15T12:00:00Z', 'America/Santiago')).toBe(-240);
    expect(zoneOffsetMinutes('2026-01-15T12:00:00Z', 'America/Santiago')).toBe(-180);
    expect(formatUtcOffset(-240)).toBe('UTC-4');
    expect(instantOfWallTime('2026-07-15T19:00', 'America/Santiago').toISOString()).toBe(
      '2026-07-15T23:00:00.000Z',
    );
    expect(instantOfWallTime('2026-01-15T19:00', 'America/Santiago').toISOString()).toBe(
      '2026-01-15T22:00:00.000Z',
    );
  });

  it('finds the clock change between now and the event, only when there is one', () => {
    // Chile: winter time from the first Sunday of April 2026 (03:00 UTC-3 → 02:00 UTC-4).
    const change = offsetChangeBetween(
      '2026-03-20T12:00:00Z',
      '2026-04-20T12:00:00Z',
      'America/Santiago',
    );
    expect(change?.at.toISOString()).toBe('2026-04-05T03:00:00.000Z');
    expect([change?.offsetBeforeMinutes, change?.offsetAfterMinutes]).toEqual([-180, -240]);
    expect(
      offsetChangeBetween('2026-05-01T00:00:00Z', '2026-06-01T00:00:00Z', 'America/Santiago'),
    ).toBeNull();
    expect(hasDstChangeBefore('2026-03-20T12:00:00Z', '2026-04-20T12:00:00Z', 'America/Lima')).toBe(
      false,
    );
    expect(
      hasDstChangeBefore(
        '2026-03-20T12:00:00Z',
        '2026-04-20T12:00:00Z',
        'America/Lima',
        'America/Santiago',
      ),
    ).toBe(true);
    expect(showsViewerTime('2026-07-15T23:00:00Z', 'America/Santiago', 'America/Lima')).toBe(
      true, // Santiago UTC-4 and Lima UTC-5 in July
    );
    expect(showsViewerTime('2026-07-15T23:00:00Z', 'America/Santiago', 'America/Caracas')).toBe(
      false,
    );
  });
});

describe('calendar links', () => {
  const event = {
    title: 'Simposio · ERC',
    startsAt: '2026-07-15T23:00:00.000Z',
    endsAt: '2026-07-16T00:30:00.000Z',
  };
  it('carries the UTC instants', () => {
    expect(googleCalendarUrl(event)).toContain('dates=20260715T230000Z%2F20260716T003000Z');
    expect(googleCalendarUrl(event)).toContain('text=Simposio%20%C2%B7%20ERC');
    expect(outlookCalendarUrl(event)).toContain('startdt=2026-07-15T23%3A00%3A00Z');
  });
});

describe('event requests', () => {
  it('reads the list query from a query string and names a bad field', () => {
    expect(eventsQuerySchema.parse({ page: '2', from: '2026-07-01' })).toMatchObject({
      when: 'upcoming',
      page: 2,
      pageSize: 12,
      from: '2026-07-01T00:00:00.000Z',
    });
    const bad = eventsQuerySchema.safeParse({ pageSize: '500', specialty: 'x' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'pageSize',
      'specialty',
    ]);
  });

  it('takes an empty heartbeat body as present', () => {
    expect(heartbeatBodySchema.parse(undefined)).toEqual({ state: 'present' });
    expect(heartbeatBodySchema.parse(null)).toEqual({ state: 'present' });
    expect(heartbeatBodySchema.safeParse({ state: 'gone' }).success).toBe(false);
  });

  it('tells meetings apart by provider', () => {
    const base = {
      eventId: 'webinar-1',
      status: 'live',
      opensAt: '2026-07-15T22:45:00Z',
      startsAt: '2026-07-15T23:00:00Z',
      endsAt: '2026-07-16T00:00:00Z',
      timeZone: 'America/Santiago',
      serverNow: '2026-07-15T23:10:00Z',
      uiLanguage: 'es',
      heartbeatSeconds: 60,
    };
    expect(
      joinAnswerSchema.parse({ ...base, meeting: { provider: 'not-configured', intended: 'zoom' } })
        .meeting.provider,
    ).toBe('not-configured');
    expect(joinAnswerSchema.safeParse({ ...base, meeting: { provider: 'zoom' } }).success).toBe(
      false,
    );
  });
});
