import { describe, expect, it } from 'vitest';
import { CRM_LENGTH, normaliseRegisterNumber } from './register-number.ts';

describe('normaliseRegisterNumber', () => {
  it('keeps digits only and pads to the CRM length by default', () => {
    expect(CRM_LENGTH).toBe(6);
    expect(normaliseRegisterNumber('CRM-SP 1234')).toBe('001234');
    expect(normaliseRegisterNumber('12.345')).toBe('012345');
  });

  it('drops leading zeros before padding', () => {
    expect(normaliseRegisterNumber('0000001234')).toBe('001234');
    expect(normaliseRegisterNumber('0000001234', 8)).toBe('00001234');
  });

  it('pads to the requested length', () => {
    expect(normaliseRegisterNumber('77', 5)).toBe('00077');
    expect(normaliseRegisterNumber('0', 4)).toBe('0000');
  });

  it('keeps numbers longer than the length whole', () => {
    expect(normaliseRegisterNumber('1234567')).toBe('1234567');
  });

  it('gives an empty text for a value without digits', () => {
    expect(normaliseRegisterNumber('')).toBe('');
    expect(normaliseRegisterNumber('CRM')).toBe('');
  });
});
