import { describe, expect, it } from 'vitest';
import { checkPhoneNumber, phoneNumberSchemaFor } from './phone-number.ts';

describe('checkPhoneNumber in Brazil (spec §5)', () => {
  it('accepts 10 or 11 digits with area code, masked or not, and stores digits', () => {
    expect(checkPhoneNumber('br', '(11) 98765-4321')).toEqual({ ok: true, value: '11987654321' });
    expect(checkPhoneNumber('br', '1134567890')).toEqual({ ok: true, value: '1134567890' });
    expect(checkPhoneNumber('br', '+55 21 2345-6789')).toEqual({ ok: true, value: '2123456789' });
  });

  it('refuses a number whose first digit after the area code is 0 or 1', () => {
    expect(checkPhoneNumber('br', '(11) 18765-4321')).toEqual({
      ok: false,
      message: 'validation.phone.firstDigit',
    });
    expect(checkPhoneNumber('br', '(11) 0876-5432')).toEqual({
      ok: false,
      message: 'validation.phone.firstDigit',
    });
  });

  it('refuses a missing area code, an area code starting with 0, and other lengths', () => {
    expect(checkPhoneNumber('br', '98765-4321')).toMatchObject({
      message: 'validation.phone.length',
    });
    expect(checkPhoneNumber('br', '119876543210')).toMatchObject({
      message: 'validation.phone.length',
    });
    expect(checkPhoneNumber('br', '(01) 98765-4321')).toMatchObject({
      message: 'validation.phone.areaCode',
    });
    expect(checkPhoneNumber('br', '+54 11 98765-4321')).toMatchObject({
      message: 'validation.phone.invalid',
    });
  });

  it('refuses letters and other characters', () => {
    expect(checkPhoneNumber('br', '11 9876-ABCD')).toMatchObject({
      message: 'validation.phone.invalid',
    });
    expect(checkPhoneNumber('br', '11#98765-4321')).toMatchObject({
      message: 'validation.phone.invalid',
    });
  });
});

describe('checkPhoneNumber elsewhere', () => {
  it('accepts 7 to 15 digits, keeping a leading +', () => {
    expect(checkPhoneNumber('cl', '2 2345 678')).toEqual({ ok: true, value: '22345678' });
    expect(checkPhoneNumber('mx', '+52 (55) 1234-5678')).toEqual({
      ok: true,
      value: '+525512345678',
    });
    expect(checkPhoneNumber(undefined, '1234567')).toEqual({ ok: true, value: '1234567' });
  });

  it('refuses fewer than 7 or more than 15 digits', () => {
    expect(checkPhoneNumber('pe', '123456')).toMatchObject({ message: 'validation.phone.length' });
    expect(checkPhoneNumber('pe', '+51 12345678901234')).toMatchObject({
      message: 'validation.phone.length',
    });
  });
});

describe('phoneNumberSchemaFor', () => {
  it('is optional: absent, null and blank give undefined', () => {
    const schema = phoneNumberSchemaFor('br');
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse(null)).toBeUndefined();
    expect(schema.parse('  ')).toBeUndefined();
    expect(schema.parse('(11) 98765-4321')).toBe('11987654321');
  });

  it('reports the rule that failed as a key', () => {
    expect(phoneNumberSchemaFor('br').safeParse('(11) 1234-5678').error?.issues[0]?.message).toBe(
      'validation.phone.firstDigit',
    );
    expect(phoneNumberSchemaFor('co').safeParse(12345).error?.issues[0]?.message).toBe(
      'validation.phone.invalid',
    );
  });
});
