import { randomBytes, timingSafeEqual } from 'node:crypto';
import { tokenHash } from '../../../platform/secrets/token-hash.ts';

export { tokenHash };

/** 256 random bits, URL-safe: registration, reset and session tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A provider session is stored under the hash of its token and the country (key) it was issued
 * through: read through another country's key, it is not found.
 */
export function sessionTokenHash(country: string, token: string): string {
  return tokenHash(`session:${country}:${token}`);
}

/** Gigya-style UID: 32 hex characters. */
export function newUid(): string {
  return randomBytes(16).toString('hex');
}

/** The lock-out key of a login ID, kept without the address itself. */
export function loginIdHash(loginId: string): string {
  return tokenHash(`login:${normaliseLoginId(loginId)}`);
}

/** E-mail login IDs compare trimmed and lower-cased (the contracts' e-mail rule). */
export function normaliseLoginId(loginId: string): string {
  return loginId.trim().toLowerCase();
}

export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
