import { describe, expect, it } from 'vitest';
import { dateFormat } from './date-format.ts';

describe('date formats made once (issue 11)', () => {
  it('formats in the locale and the time zone, with the time when asked', () => {
    const at = new Date('2024-05-03T02:30:00Z');
    expect(dateFormat('es-MX', 'America/Mexico_City').format(at)).toBe('2 de mayo de 2024');
    expect(dateFormat('pt-BR', 'America/Sao_Paulo', true).format(at)).toBe(
      '2 de maio de 2024 às 23:30',
    );
  });

  it('keeps one format per locale, zone and choice of time', () => {
    const first = dateFormat('es-AR', 'America/Argentina/Buenos_Aires');
    expect(dateFormat('es-AR', 'America/Argentina/Buenos_Aires')).toBe(first);
    expect(dateFormat('es-AR', 'America/Argentina/Buenos_Aires', true)).not.toBe(first);
    expect(dateFormat('es-CL', 'America/Argentina/Buenos_Aires')).not.toBe(first);
  });
});
