import { createHash } from 'node:crypto';

/**
 * The SHA-256 (hex) under which a token or a signature is stored: sessions, e-mail-change and
 * identity-provider links, used login signatures. The token itself is never kept.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
