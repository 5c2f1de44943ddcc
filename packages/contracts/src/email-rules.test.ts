import { describe, expect, it } from 'vitest';
import { emailProblem, normalizeEmail } from './email-rules.ts';
import { emailSchema } from './validation.ts';

describe('emailProblem', () => {
  it.each([
    '',
    '   ',
    'demo.mx@pulso.example',
    '  Demo.MX@Pulso.Example ',
    'not-an-email',
    'a@b',
    'a..b@pulso.example',
    '.a@pulso.example',
    "o'neil+tag@pulso.example",
    'a@-pulso.example',
    `${'a'.repeat(320)}@pulso.example`,
    'bad\u0000@pulso.example',
    '\uD800@pulso.example',
  ])('answers %j as emailSchema does', (value) => {
    const parsed = emailSchema.safeParse(value);
    expect(emailProblem(value)).toBe(parsed.success ? undefined : parsed.error.issues[0]!.message);
    if (parsed.success) expect(normalizeEmail(value)).toBe(parsed.data);
  });
});
