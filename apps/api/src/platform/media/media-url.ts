import { createHmac, timingSafeEqual } from 'node:crypto';
import { thumbnailTypes } from '@pulso/contracts/thumbnails';

/**
 * Signed media URLs (decision 016): `/media/<path>?exp=<unix seconds>&sig=<base64url HMAC>`, the
 * pattern of S3 presigned URLs, because <video>, <audio>, <img> and a PDF frame cannot send a
 * Bearer header. The server mints them for a reader it has already allowed to see the item; the
 * signature binds the path and the expiry only (not the user), so cached content answers and
 * the browser cache keep working.
 *
 * A thumbnail is signed for all of its variants (`v=1`): clients derive the `top10.` or
 * `preview.` image by replacing the type word in the path (spec §3), which keeps the query.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Mints and checks the signed `/media` URLs (built in app.ts). */
    mediaUrls: MediaUrlSigner;
  }
}

export const MEDIA_PATH_PREFIX = '/media/';
const VARIANTS_PARAM = '1';

const typeWords = thumbnailTypes.join('|');
/** The last thumbnail type word of a path, as `thumbnailVariant` finds it. */
const lastTypeWord = new RegExp(
  `(^|[/._-])(?:${typeWords})\\.(?!.*(?:^|[/._-])(?:${typeWords})\\.)`,
);

/** A path with its thumbnail type word made a wildcard: every variant has the same one. */
export const anyVariantOf = (path: string): string => path.replace(lastTypeWord, '$1*.');

/** The path of a root-relative URL (no query, no fragment). */
export const pathOf = (url: string): string => url.split(/[?#]/, 1)[0] ?? url;

/** What a request's `exp`, `sig` and `v` say. */
export type MediaSignature =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  /** `maxAge`: seconds it may be cached, until it expires and never more than the TTL. */
  | { kind: 'valid'; expiresAt: number; maxAge: number };

export interface MediaUrlSigner {
  /** How long a minted URL stays valid at least, in seconds. */
  readonly ttlSeconds: number;
  /**
   * The signed form of a `/media/` URL (any other URL, e.g. an absolute CDN address or an API
   * path, comes back unchanged). `variants`: valid for every thumbnail variant of the path.
   * `notAfter`: never valid past this (a token link's expiry).
   */
  sign(url: string, options?: { variants?: boolean; notAfter?: Date }): string;
  /** When a URL signed now expires (unix seconds), e.g. for a thumbnail's `expires`. */
  expiresAt(notAfter?: Date): number;
  check(path: string, query: Readonly<Record<string, unknown>>): MediaSignature;
}

export interface MediaUrlSignerOptions {
  key: Uint8Array;
  /** A minted URL is valid for at least this long (a video must play to its end). */
  ttlMs: number;
  now?: () => number;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * Expiries are rounded up to a step of a quarter of the time to live (at least a minute): the
 * same file gets the same URL for that long, so the browser's cache and the server's content
 * caches hand out one URL, valid between `ttl` and `1.25 × ttl` from the moment it was minted.
 */
export function createMediaUrlSigner({
  key,
  ttlMs,
  now = Date.now,
}: MediaUrlSignerOptions): MediaUrlSigner {
  const ttlSeconds = Math.max(60, seconds(ttlMs));
  const step = Math.max(60, Math.floor(ttlSeconds / 4));
  const mac = (expiresAt: number, variants: boolean, path: string) =>
    createHmac('sha256', key)
      .update(
        `${expiresAt}\n${variants ? 'variants' : 'file'}\n${variants ? anyVariantOf(path) : path}`,
      )
      .digest();

  function expiresAt(notAfter?: Date): number {
    const rounded = Math.ceil((seconds(now()) + ttlSeconds) / step) * step;
    return notAfter ? Math.min(rounded, seconds(notAfter.getTime())) : rounded;
  }

  return {
    ttlSeconds,
    expiresAt,

    sign(url, options = {}) {
      if (!url.startsWith(MEDIA_PATH_PREFIX)) return url;
      const path = pathOf(url);
      const exp = expiresAt(options.notAfter);
      const variants = options.variants === true;
      const sig = mac(exp, variants, path).toString('base64url');
      return `${path}?exp=${exp}${variants ? `&v=${VARIANTS_PARAM}` : ''}&sig=${sig}`;
    },

    check(path, query) {
      const { exp, sig, v } = query;
      if (exp === undefined && sig === undefined) return { kind: 'none' };
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp))
        return { kind: 'invalid' };
      if (v !== undefined && v !== VARIANTS_PARAM) return { kind: 'invalid' };
      const expected = mac(Number(exp), v === VARIANTS_PARAM, path);
      const given = Buffer.from(sig, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { kind: 'invalid' };
      const left = Number(exp) - seconds(now());
      if (left <= 0) return { kind: 'expired' };
      return { kind: 'valid', expiresAt: Number(exp), maxAge: Math.min(ttlSeconds, left) };
    },
  };
}
