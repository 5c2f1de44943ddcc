import { describe, expect, it } from 'vitest';
import {
  cleanPhone,
  formatPhoneWithoutAreaCode,
  isPhoneFirstDigitValid,
  maskPhone,
} from './phone.ts';

describe('isPhoneFirstDigitValid', () => {
  it('accepts a first digit of 2 or higher', () => {
    expect(isPhoneFirstDigitValid('2345-6789')).toBe(true);
    expect(isPhoneFirstDigitValid('98765-4321')).toBe(true);
  });

  it('rejects 0 and 1 as first digit, and an empty value', () => {
    expect(isPhoneFirstDigitValid('0800123456')).toBe(false);
    expect(isPhoneFirstDigitValid('1234-5678')).toBe(false);
    expect(isPhoneFirstDigitValid('')).toBe(false);
  });

  it('looks at the first digit, not the first character', () => {
    expect(isPhoneFirstDigitValid('(1')).toBe(false);
    expect(isPhoneFirstDigitValid(' 3')).toBe(true);
  });
});

describe('maskPhone', () => {
  it('formats a full mobile and landline number', () => {
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
  });

  it('keeps digits only and caps them at 11', () => {
    expect(maskPhone('+55 (11) 98765-4321')).toBe('(55) 11987-6543');
    expect(maskPhone('11a98765b4321999')).toBe('(11) 98765-4321');
  });

  it('masks partial input progressively', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('1');
    expect(maskPhone('11')).toBe('11');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('119876')).toBe('(11) 9876');
    expect(maskPhone('1198765')).toBe('(11) 9-8765');
    expect(maskPhone('119876543')).toBe('(11) 987-6543');
  });

  it('gives the same text when a masked value is masked again (keydown and focus-out)', () => {
    expect(maskPhone(maskPhone('11987654321'))).toBe('(11) 98765-4321');
    expect(maskPhone('(11) 9876')).toBe('(11) 9876');
  });
});

describe('formatPhoneWithoutAreaCode', () => {
  it('formats 9 digits as 5-4 and 8 digits as 4-4', () => {
    expect(formatPhoneWithoutAreaCode('987654321')).toBe('98765-4321');
    expect(formatPhoneWithoutAreaCode('34567890')).toBe('3456-7890');
    expect(formatPhoneWithoutAreaCode('3456 7890')).toBe('3456-7890');
  });

  it('gives digits only for any other length', () => {
    expect(formatPhoneWithoutAreaCode('1234567')).toBe('1234567');
    expect(formatPhoneWithoutAreaCode('(11) 98765-4321')).toBe('11987654321');
    expect(formatPhoneWithoutAreaCode('')).toBe('');
  });
});

describe('cleanPhone', () => {
  it('removes the first space, hyphen and slash', () => {
    expect(cleanPhone('11 98765-4321')).toBe('11987654321');
    expect(cleanPhone('3456-7890 / 3456-7891')).toBe('34567890 3456-7891');
  });

  it('removes only the first occurrence of each, and keeps other characters', () => {
    expect(cleanPhone('11 9876 5432')).toBe('119876 5432');
    expect(cleanPhone('1-2-3')).toBe('12-3');
    expect(cleanPhone('(11) 9876-5432')).toBe('(11)98765432');
  });
});
