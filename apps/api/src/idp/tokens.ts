import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: registration, reset and session tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as this hash only. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
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
