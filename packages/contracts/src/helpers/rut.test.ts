import { describe, expect, it } from 'vitest';
import { formatRut, isValidRut, normaliseRut, rutCheckDigit } from './rut.ts';

describe('isValidRut', () => {
  it('accepts a correct check digit with or without dots and hyphen', () => {
    expect(isValidRut('12.345.678-5')).toBe(true);
    expect(isValidRut('12345678-5')).toBe(true);
    expect(isValidRut('123456785')).toBe(true);
    expect(isValidRut(' 7.654.321-6 ')).toBe(true);
  });

  it('accepts K as check digit in either case', () => {
    expect(isValidRut('10.000.013-K')).toBe(true);
    expect(isValidRut('10000013-k')).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidRut('12.345.678-4')).toBe(false);
    expect(isValidRut('12345678-K')).toBe(false);
    expect(isValidRut('10000013-0')).toBe(false);
  });

  it('refuses malformed values', () => {
    expect(isValidRut('')).toBe(false);
    expect(isValidRut('abc')).toBe(false);
    expect(isValidRut('12.345.678-55')).toBe(false);
    expect(isValidRut('012.345.678-5')).toBe(false);
    expect(isValidRut('12,345,678-5')).toBe(false);
  });
});

describe('normaliseRut and formatRut', () => {
  it('stores body, hyphen and upper-case check digit', () => {
    expect(normaliseRut('12.345.678-5')).toBe('12345678-5');
    expect(normaliseRut('10000013k')).toBe('10000013-K');
  });

  it('shows dots between thousands', () => {
    expect(formatRut('123456785')).toBe('12.345.678-5');
    expect(formatRut('7654321-6')).toBe('7.654.321-6');
  });
});

describe('rutCheckDigit', () => {
  it('computes the modulo-11 digit, 0 and K included', () => {
    expect(rutCheckDigit('12345678')).toBe('5');
    expect(rutCheckDigit('12.345.678')).toBe('5');
    expect(rutCheckDigit('10000013')).toBe('K');
    expect(rutCheckDigit('7654321')).toBe('6');
  });
});
