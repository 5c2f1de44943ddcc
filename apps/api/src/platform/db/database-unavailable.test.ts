import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, markConnectionLost } from './database-unavailable.ts';

const withCode = (code: string) => Object.assign(new Error('any text'), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    '57P01',
    '57P02',
    '57P03',
    '08006',
    '08001',
    '53300',
    // A statement cancelled by statement_timeout, a lock not had within lock_timeout.
    '57014',
    '55P03',
    'ECONNREFUSED',
    'ECONNRESET',
  ])('is true for %s, also as the cause of a wrapping error', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode(code) }))).toBe(true);
  });

  it.each(['23505', '22P05', '42P01', 'ERR_SOMETHING'])('is false for %s', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(false);
  });

  it('is true for an error marked as a lost connection, whatever its message', () => {
    const error = new Error('Client has encountered a connection error and is not queryable');
    expect(isDatabaseUnavailable(error)).toBe(false);
    markConnectionLost(error);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is false for anything else, and ends on a cause cycle', () => {
    expect(isDatabaseUnavailable(new Error('connection to db-internal.example:5432 refused'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    const cyclic: { cause?: unknown } = {};
    cyclic.cause = cyclic;
    expect(isDatabaseUnavailable(cyclic)).toBe(false);
  });
});
