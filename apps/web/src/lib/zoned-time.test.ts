import { describe, expect, it } from 'vitest';
import { wallClock } from './zoned-time.ts';

describe('an instant on the wall clock of a zone', () => {
  it('shows one instant as each zone reads it, with its own calendar day', () => {
    const instant = Date.parse('2026-07-15T23:00:00Z');
    // Santiago is UTC-4 in July (the spec's fixed "UTC-3" would say 20:00).
    expect(wallClock(instant, 'America/Santiago', 'es')).toMatchObject({
      time: '19:00',
      day: '2026-07-15',
    });
    expect(wallClock(Date.parse('2026-01-15T22:00:00Z'), 'America/Santiago', 'es').time).toBe(
      '19:00',
    );
    expect(wallClock(instant, 'America/Mexico_City', 'es-MX').time).toBe('17:00');
    const lisbon = wallClock(instant, 'Europe/Lisbon', 'pt-BR');
    expect(lisbon).toMatchObject({ time: '00:00', day: '2026-07-16' });
    expect(lisbon.date).toMatch(/quinta-feira, 16 de julho/);
  });
});
