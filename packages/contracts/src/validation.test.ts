import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  formBoolean,
  isStorableText,
  missingOrInvalid,
  mustBeTrue,
  optionalParameter,
  optionalText,
  requestString,
  requiredText,
  validationMessages,
} from './validation.ts';

const message = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('validationMessages', () => {
  it('are translation keys under validation., each used once', () => {
    const keys = Object.values(validationMessages);
    for (const key of keys) expect(key).toMatch(/^validation\.[A-Za-z.]+$/);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('formBoolean', () => {
  it('reads JSON booleans and form text, "false" as false', () => {
    expect(formBoolean.parse(true)).toBe(true);
    expect(formBoolean.parse(false)).toBe(false);
    expect(formBoolean.parse('true')).toBe(true);
    expect(formBoolean.parse('false')).toBe(false);
    expect(formBoolean.parse('on')).toBe(true);
    expect(formBoolean.parse('0')).toBe(false);
    expect(formBoolean.parse('TRUE')).toBe(true);
  });

  it('refuses other values with a key; a missing value is required', () => {
    expect(message(formBoolean.safeParse('maybe'))).toEqual(['validation.boolean']);
    expect(message(formBoolean.safeParse(1))).toEqual(['validation.boolean']);
    expect(message(formBoolean.safeParse(undefined))).toEqual(['validation.required']);
  });

  it('mustBeTrue refuses false and "false"', () => {
    expect(mustBeTrue().safeParse('true').success).toBe(true);
    expect(message(mustBeTrue().safeParse('false'))).toEqual(['validation.mustBeTrue']);
    expect(message(mustBeTrue('validation.terms.required').safeParse(false))).toEqual([
      'validation.terms.required',
    ]);
  });
});

describe('texts', () => {
  it('requiredText trims, refuses blank and too long', () => {
    expect(requiredText(5).parse('  abc ')).toBe('abc');
    expect(message(requiredText(5).safeParse('   '))).toEqual(['validation.required']);
    expect(message(requiredText(5).safeParse(undefined))).toEqual(['validation.required']);
    expect(message(requiredText(5).safeParse(42))).toEqual(['validation.invalid']);
    expect(message(requiredText(5).safeParse('abcdef'))).toEqual(['validation.tooLong']);
  });

  it('optionalText turns absent, null and blank into undefined', () => {
    expect(optionalText(5).parse(undefined)).toBeUndefined();
    expect(optionalText(5).parse(null)).toBeUndefined();
    expect(optionalText(5).parse('  ')).toBeUndefined();
    expect(optionalText(5).parse(' ab ')).toBe('ab');
    expect(message(optionalText(5).safeParse('abcdef'))).toEqual(['validation.tooLong']);
  });

  it('missingOrInvalid tells absent from wrong', () => {
    expect(missingOrInvalid({ input: undefined })).toBe('validation.required');
    expect(missingOrInvalid({ input: null })).toBe('validation.required');
    expect(missingOrInvalid({ input: 3 })).toBe('validation.invalid');
  });
});

describe('emailSchema', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Ana.Souza@Example.COM ')).toBe('ana.souza@example.com');
  });

  it('refuses malformed, blank and longer than 320 characters', () => {
    expect(message(emailSchema.safeParse('ana@'))).toEqual(['validation.email.invalid']);
    expect(message(emailSchema.safeParse(''))).toEqual(['validation.required']);
    expect(message(emailSchema.safeParse(`${'a'.repeat(64)}@${'b'.repeat(300)}.com`))).toEqual([
      'validation.email.tooLong',
    ]);
  });
});

describe('texts a request may carry', () => {
  const refused = [
    'a\u0000b',
    '\u0000',
    'lone \ud800 high',
    'lone \udc00 low',
    'reversed \udc00\ud800',
  ];
  const kept = ['Olá, São Paulo', 'emoji 🩺 pair', '', 'tab\tand\nnewline'];

  it.each(refused)('isStorableText refuses %j', (value) => {
    expect(isStorableText(value)).toBe(false);
  });
  it.each(kept)('isStorableText keeps %j', (value) => {
    expect(isStorableText(value)).toBe(true);
  });

  it.each([
    ['requiredText', requiredText(50)],
    ['optionalText', optionalText(50)],
    ['optionalParameter', optionalParameter(50)],
    ['emailSchema', emailSchema],
    ['requestString', requestString()],
  ] as const)(
    '%s refuses a NUL and a lone surrogate with validation.text.characters',
    (_name, schema) => {
      for (const value of ['dra\u0000@pulso.example', 'dra\ud800@pulso.example']) {
        const result = schema.safeParse(value);
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => issue.message)).toContain(
          validationMessages.textCharacters,
        );
      }
      expect(schema.safeParse('dra.joana@pulso.example').success).toBe(true);
    },
  );
});
