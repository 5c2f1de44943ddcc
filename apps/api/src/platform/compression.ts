import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, compressing costs more than the bytes it saves. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Responses made per request (API JSON, index.html, problem+json) are compressed, brotli first
 * and gzip for clients without it, when they are at least 1 KB and of a compressible type
 * (text, JSON, XML, SVG: media such as video, images and PDFs are not). The web app's built
 * files come already compressed from the build (`preCompressed` in spa/web-app.ts) and are left
 * as they are. Partial content (206, range requests on /media) is never compressed. A streaming
 * route (server-sent events) must opt out with `compress: false` on the route. Request bodies
 * are not decompressed: BODY_LIMIT applies to what the client sends.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    // Quality 4: close to gzip's size at a fraction of brotli 11's time, fit for per-request work.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
