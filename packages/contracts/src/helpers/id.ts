/** The part of Web Crypto this file needs (the contracts compile without DOM or Node types). */
interface UuidCrypto {
  randomUUID?: () => string;
  getRandomValues<T extends Uint8Array>(array: T): T;
}

/**
 * Spec §5: a new random version-4 UUID. Uses `crypto.randomUUID` (browsers, Node); browsers only
 * offer it in secure contexts, so on a plain-http host it is built from `getRandomValues`, which
 * every context has.
 */
export function newId(): string {
  const { crypto } = globalThis as unknown as { crypto: UuidCrypto };
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();

  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 9562 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
