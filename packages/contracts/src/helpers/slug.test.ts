import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(slugify('Novedades en Cardiología')).toBe('novedades-en-cardiologia');
    expect(slugify('Hello World')).toBe('hello-world');
  });

  it('strips non-word characters', () => {
    expect(slugify('¿Qué es la FA? (parte 2)')).toBe('que-es-la-fa-parte-2');
    expect(slugify('Yaz 24+4 / Yaz Flex')).toBe('yaz-244-yaz-flex');
    expect(slugify('snake_case stays')).toBe('snake_case-stays');
  });

  it('keeps the letter of accented Spanish and Portuguese characters', () => {
    expect(slugify('Niño Ñandú')).toBe('nino-nandu');
    expect(slugify('Ação Pneumológica Crônica')).toBe('acao-pneumologica-cronica');
    expect(slugify('ÉPOCA ÜBER')).toBe('epoca-uber');
  });

  it('gives one hyphen for runs of spaces and hyphens, none at the ends', () => {
    expect(slugify('  a   -  b  ')).toBe('a-b');
    expect(slugify('--a--b--')).toBe('a-b');
  });

  it('gives an empty slug for text without word characters', () => {
    expect(slugify('')).toBe('');
    expect(slugify('¡¿?!')).toBe('');
  });
});
