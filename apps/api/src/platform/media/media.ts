import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Media file names are not content-hashed: cached for a month, revalidated after that. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=2592000';

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
 */
export async function registerMedia(
  app: FastifyInstance,
  options: { mediaDir: string },
): Promise<void> {
  await app.register(async (media) => {
    // A range past the end (416) carries `Content-Range: bytes */<size>`: keep that header, then
    // let the server's error handler answer the problem.
    media.setErrorHandler(
      (error: Error & { headers?: Record<string, string> }, _request, reply) => {
        if (error.headers) reply.headers(error.headers);
        throw error;
      },
    );
    await media.register(fastifyStatic, {
      root: options.mediaDir,
      prefix: '/media/',
      wildcard: false,
      decorateReply: false,
      index: false,
      dotfiles: 'ignore',
      acceptRanges: true,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', MEDIA_CACHE_CONTROL);
        reply.header('content-security-policy', MEDIA_CONTENT_SECURITY_POLICY);
        reply.header('x-frame-options', 'SAMEORIGIN');
      },
    });
  });
}
