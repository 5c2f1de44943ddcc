import { describe, expect, it } from 'vitest';
import { pushPayloadSchema, pushQuietHoursBodySchema, pushSubscriptionBodySchema } from './push.ts';

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};

describe('push contracts', () => {
  it('reads a browser subscription, topics optional and kept once each', () => {
    expect(pushSubscriptionBodySchema.parse(subscription).topics).toBeUndefined();
    const parsed = pushSubscriptionBodySchema.parse({
      ...subscription,
      topics: ['case_answers', 'event_reminders', 'case_answers'],
    });
    expect(parsed.topics).toEqual(['event_reminders', 'case_answers']);
  });

  it('refuses a non-https endpoint, missing keys and unknown topics', () => {
    expect(
      pushSubscriptionBodySchema.safeParse({ ...subscription, endpoint: 'http://x.example/' })
        .success,
    ).toBe(false);
    expect(pushSubscriptionBodySchema.safeParse({ endpoint: subscription.endpoint }).success).toBe(
      false,
    );
    expect(
      pushSubscriptionBodySchema.safeParse({ ...subscription, topics: ['marketing'] }).success,
    ).toBe(false);
  });

  it('reads quiet hours as HH:MM, spanning midnight allowed, equal ends refused', () => {
    expect(
      pushQuietHoursBodySchema.parse({ quietHours: { start: '22:00', end: '07:00' } }).quietHours,
    ).toEqual({ start: '22:00', end: '07:00' });
    expect(pushQuietHoursBodySchema.parse({ quietHours: null }).quietHours).toBeNull();
    expect(
      pushQuietHoursBodySchema.safeParse({ quietHours: { start: '7:00', end: '08:00' } }).success,
    ).toBe(false);
    expect(
      pushQuietHoursBodySchema.safeParse({ quietHours: { start: '08:00', end: '08:00' } }).success,
    ).toBe(false);
  });

  it('payload urls are same-origin paths only', () => {
    const payload = { id: 'e1', title: 'T', url: '/eventos/e1' };
    expect(pushPayloadSchema.parse(payload)).toEqual(payload);
    for (const url of ['//evil.example/', 'https://evil.example/', '/\\evil.example', 'x']) {
      expect(pushPayloadSchema.safeParse({ ...payload, url }).success).toBe(false);
    }
  });
});
