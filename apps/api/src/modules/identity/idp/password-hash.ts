import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { lazyValue } from '../../../platform/lazy-value.ts';

/**
 * Passwords hashed with scrypt, a memory-hard function (N = 2^15, r = 8, p = 1: 32 MiB and some
 * tens of milliseconds per hash), stored with their parameters and salt:
 * `scrypt$<log2 N>$<r>$<p>$<salt base64>$<hash base64>`. Verification recomputes with the
 * stored parameters and compares in constant time, so the cost can be raised later without
 * invalidating old hashes.
 */
const defaults = { logN: 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Parameters beyond these are refused: a tampered hash must not make a login cost minutes. */
const MAX_LOG_N = 20;
const MAX_R = 16;
const MAX_P = 4;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number) {
  const N = 2 ** logN;
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { logN, r, p } = defaults;
  const key = await derive(password, salt, logN, r, p);
  return ['scrypt', logN, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash, ...rest] = stored.split('$');
  const numbers = [logN, r, p].map(Number);
  const [n, blockSize, parallel] = numbers as [number, number, number];
  if (
    scheme !== 'scrypt' ||
    rest.length > 0 ||
    !salt ||
    !hash ||
    !numbers.every(Number.isInteger) ||
    n < 1 ||
    n > MAX_LOG_N ||
    blockSize < 1 ||
    blockSize > MAX_R ||
    parallel < 1 ||
    parallel > MAX_P
  )
    return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), n, blockSize, parallel);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password, checked when a login names no account: the answer then takes as
 * long as a wrong password for an existing account (and is the same answer).
 */
export const dummyPasswordHash: () => Promise<string> = lazyValue(() =>
  hashPassword(randomBytes(24).toString('base64')),
);
