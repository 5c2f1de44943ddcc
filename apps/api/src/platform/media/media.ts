import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mediaProblemCodes, type MediaProblemCode } from '@pulso/contracts/content';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError, NotFoundError } from '../../errors.ts';
import {
  UPLOAD_KEY,
  UPLOADS_FOLDER,
  UPLOADS_PATH_PREFIX,
  type MediaStorage,
} from './media-storage.ts';
import { pathOf, type MediaUrlSigner } from './media-url.ts';

/** A public file (decision 016). Names are not content-hashed: a month, revalidated after that. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=2592000';

/** A signed file: the browser only, and no longer than the signature (at most MEDIA_URL_TTL). */
export const privateMediaCacheControl = (maxAgeSeconds: number): string =>
  `private, max-age=${Math.max(0, maxAgeSeconds)}`;

const refusals: Record<MediaProblemCode, string> = {
  [mediaProblemCodes.signatureRequired]: 'This file is only served through a signed URL',
  [mediaProblemCodes.signatureInvalid]: 'The signature of this media URL is not valid',
  [mediaProblemCodes.signatureExpired]: 'This media URL has expired',
};

/** 403, never 401: a media element has no session to renew; its page asks for a fresh URL. */
export class MediaAccessError extends AppError {
  readonly status = 403;
  readonly title: string;

  constructor(readonly code: MediaProblemCode) {
    const title = refusals[code];
    super(title);
    this.title = title;
  }
}

export interface MediaOptions {
  mediaDir: string;
  signer: MediaUrlSigner;
  /** Whether a file may be loaded without a signature (a public thumbnail). */
  isPublic: (path: string) => Promise<boolean>;
  /**
   * Back-office uploads (decision 057), served at `/media/uploads/<name>` under the same rules:
   * from MEDIA_DIR/uploads as they arrive (not only those present at start), or, from S3, as a
   * redirect to a short presigned URL once access is granted.
   */
  uploads?: MediaStorage;
}

/** The upload a `/media/uploads/…` request names, or undefined (a 404, before any look-up). */
function uploadKeyOf(url: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathOf(url));
  } catch {
    return undefined;
  }
  const key = path.slice(UPLOADS_PATH_PREFIX.length);
  return path.startsWith(UPLOADS_PATH_PREFIX) && UPLOAD_KEY.test(key) ? key : undefined;
}

/**
 * A media file is never a page: it runs nothing and loads nothing but itself, and only our own
 * pages may frame it (a PDF shown inside the content screen).
 */
export const MEDIA_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/**
 * `/media/*` (ARCHITECTURE.md URL map): thumbnails, audio, video and PDFs from MEDIA_DIR, with HTTP
 * range requests (206 with Content-Range, Accept-Ranges: bytes; 416 past the end), so that video
 * and audio seek. The files present at start are routed one by one (`wildcard: false`): any other
 * path under /media, `..` included, falls to the reserved prefix's 404 problem and never reaches
 * the file system. Types come from the extension (svg, webm, mp4, ogg, mp3, pdf …), with
 * `X-Content-Type-Options: nosniff` from the security headers.
 *
 * Access (decision 016): a URL signed by `signer` (`?exp=&sig=`) is served until it expires with
 * private caching; without a signature only public files are served (public caching); anything
 * else is a 403 problem (`mediaProblemCodes`).
 */
export async function registerMedia(app: FastifyInstance, options: MediaOptions): Promise<void> {
  const { signer, isPublic } = options;

  async function checkAccess(request: FastifyRequest): Promise<string> {
    // The route's own path: the file's, whatever encoding the request used; an upload's name is
    // checked to be one flat file name first.
    let path = request.routeOptions.url ?? '';
    if (path.endsWith('*')) {
      const key = uploadKeyOf(request.url);
      if (!key) throw new NotFoundError();
      path = `${UPLOADS_PATH_PREFIX}${key}`;
    }
    const signature = signer.check(path, request.query as Record<string, unknown>);
    switch (signature.kind) {
      case 'valid':
        return privateMediaCacheControl(signature.maxAge);
      case 'invalid':
        throw new MediaAccessError(mediaProblemCodes.signatureInvalid);
      case 'expired':
        throw new MediaAccessError(mediaProblemCodes.signatureExpired);
      case 'none':
        if (await isPublic(path)) return MEDIA_CACHE_CONTROL;
        throw new MediaAccessError(mediaProblemCodes.signatureRequired);
    }
  }

  await app.register(async (media) => {
    media.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', await checkAccess(request));
    });
    // A range past the end (416) carries `Content-Range: bytes */<size>`: keep that header, then
    // let the server's error handler answer the problem.
    media.setErrorHandler(
      (error: Error & { headers?: Record<string, string> }, _request, reply) => {
        if (error.headers) reply.headers(error.headers);
        throw error;
      },
    );
    const served = {
      decorateReply: false,
      index: false,
      dotfiles: 'ignore',
      acceptRanges: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply) => {
        reply.header('content-security-policy', MEDIA_CONTENT_SECURITY_POLICY);
        reply.header('x-frame-options', 'SAMEORIGIN');
      },
    } as const;
    await media.register(fastifyStatic, {
      ...served,
      root: options.mediaDir,
      prefix: '/media/',
      wildcard: false,
    });
    const uploads = options.uploads;
    if (uploads?.name === 's3') {
      media.get(`${UPLOADS_PATH_PREFIX}*`, async (request, reply) => {
        const key = uploadKeyOf(request.url)!;
        const signature = signer.check(
          `${UPLOADS_PATH_PREFIX}${key}`,
          request.query as Record<string, unknown>,
        );
        const seconds = signature.kind === 'valid' ? signature.maxAge : signer.ttlSeconds;
        const url = await uploads.urlFor(key, seconds);
        // The presigned URL changes: the redirect itself is never cached.
        return reply.header('cache-control', 'no-store').redirect(url!, 302);
      });
    } else if (uploads) {
      const root = join(options.mediaDir, UPLOADS_FOLDER);
      // The folder exists before the first upload (a read-only MEDIA_DIR only gets the warning).
      await mkdir(root, { recursive: true }).catch(() => undefined);
      await media.register(fastifyStatic, {
        ...served,
        root,
        prefix: UPLOADS_PATH_PREFIX,
        wildcard: true,
      });
    }
  });
}
