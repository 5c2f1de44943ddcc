import { describe, expect, it } from 'vitest';
import { isPostalCode, maskPostalCode } from './postal-code.ts';

describe('isPostalCode', () => {
  it('accepts 5 digits, an optional hyphen and 3 digits', () => {
    expect(isPostalCode('01310-100')).toBe(true);
    expect(isPostalCode('01310100')).toBe(true);
  });

  it('rejects other shapes', () => {
    expect(isPostalCode('0131-0100')).toBe(false);
    expect(isPostalCode('01310-10')).toBe(false);
    expect(isPostalCode('01310--100')).toBe(false);
    expect(isPostalCode('01310-1000')).toBe(false);
    expect(isPostalCode(' 01310-100')).toBe(false);
    expect(isPostalCode('abcde-fgh')).toBe(false);
    expect(isPostalCode('')).toBe(false);
  });
});

describe('maskPostalCode', () => {
  it('keeps up to 5 digits as they are', () => {
    expect(maskPostalCode('0')).toBe('0');
    expect(maskPostalCode('01310')).toBe('01310');
    expect(maskPostalCode('01.31')).toBe('0131');
  });

  it('puts a hyphen after 5 digits and keeps at most 3 more', () => {
    expect(maskPostalCode('013101')).toBe('01310-1');
    expect(maskPostalCode('01310100')).toBe('01310-100');
    expect(maskPostalCode('01310-100')).toBe('01310-100');
    expect(maskPostalCode('0131010099')).toBe('01310-100');
  });

  it('gives an empty text for empty or non-text values', () => {
    expect(maskPostalCode('')).toBe('');
    expect(maskPostalCode(undefined)).toBe('');
    expect(maskPostalCode(null)).toBe('');
    expect(maskPostalCode(1310100)).toBe('');
    expect(maskPostalCode('CEP')).toBe('');
  });
});
