import { describe, expect, it } from 'vitest';
import { instantOfWallTime } from '../events/time-zones.ts';
import { isLocalTime, localTimeIn } from './zoned-time.ts';

describe('back-office wall-clock times', () => {
  it('accepts real YYYY-MM-DDTHH:mm times only', () => {
    expect(isLocalTime('2026-12-02T18:00')).toBe(true);
    for (const wrong of ['2026-04-31T10:00', '2026-12-02T24:00', '2026-12-02 18:00', '2026-12-02'])
      expect(isLocalTime(wrong)).toBe(false);
  });

  it('reads a time in the zone, both ways, across Santiago’s offsets', () => {
    const summer = instantOfWallTime('2026-01-15T18:00', 'America/Santiago');
    const winter = instantOfWallTime('2026-07-15T18:00', 'America/Santiago');
    expect(summer.toISOString()).toBe('2026-01-15T21:00:00.000Z');
    expect(winter.toISOString()).toBe('2026-07-15T22:00:00.000Z');
    expect(localTimeIn(winter, 'America/Santiago')).toBe('2026-07-15T18:00');
    expect(localTimeIn(winter, 'America/Mexico_City')).toBe('2026-07-15T16:00');
  });
});
