// The version of the cookie banner's text, without Zod (the web app's shell imports it).

/**
 * The banner's texts (the `consent` section of a translation file): every string the first layer
 * and the preferences dialog can show, in the order they are hashed (docs/decisions/070).
 */
export const consentTextKeys = [
  'title',
  'description',
  'revisionMessage',
  'privacyLink',
  'acceptAll',
  'rejectAll',
  'customise',
  'preferencesTitle',
  'necessaryTitle',
  'necessaryDescription',
  'analyticsTitle',
  'analyticsDescription',
  'marketingTitle',
  'marketingDescription',
  'save',
  'close',
  'footerLink',
] as const;
export type ConsentTextKey = (typeof consentTextKeys)[number];

/** What a visitor was shown: the banner's texts in one language, under one policy revision. */
export interface ConsentText {
  /** The UI language of the texts (`es`, `es-MX`, `pt-br`). */
  language: string;
  policyRevision: number;
  texts: Readonly<Record<ConsentTextKey, string>>;
}

/** A text version: the SHA-256 of the text's document, 64 lowercase hexadecimal digits. */
export const CONSENT_TEXT_VERSION_PATTERN = /^[0-9a-f]{64}$/;

/**
 * The document that is hashed: a JSON array (no key order to agree on) of a format tag, the
 * language, the revision and each text by key. The browser and the server build it alike.
 */
export function consentTextDocument(text: ConsentText): string {
  return JSON.stringify([
    'pulso.consent-text.v1',
    text.language,
    text.policyRevision,
    consentTextKeys.map((key) => [key, text.texts[key]]),
  ]);
}

/** The part of Web Crypto this file needs (the contracts compile without DOM or Node types). */
interface DigestCrypto {
  subtle?: { digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer> };
}
type Encoder = new () => { encode(text: string): Uint8Array };

/**
 * The text's version (SHA-256 of its document, Web Crypto). Browsers offer `crypto.subtle` only
 * in secure contexts (https, localhost): elsewhere this rejects.
 */
export async function consentTextVersion(text: ConsentText): Promise<string> {
  const { crypto, TextEncoder } = globalThis as unknown as {
    crypto?: DigestCrypto;
    TextEncoder: Encoder;
  };
  if (!crypto?.subtle) throw new Error('Web Crypto is not available (not a secure context)');
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(consentTextDocument(text)),
  );
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
