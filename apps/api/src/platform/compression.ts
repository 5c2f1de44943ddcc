import { promisify } from 'node:util';
import { brotliCompress, gzip as gzipCallback, constants as zlibConstants } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/**
 * A response body kept in memory (a cached answer): serialised once, and compressed once per
 * encoding on the first request that accepts it, rather than on every request. Compression runs
 * on libuv's thread pool (zlib's asynchronous API), so it does not hold other requests up;
 * requests that arrive meanwhile wait for the same copy.
 */
export class PrecompressedBody {
  private readonly copies = new Map<'br' | 'gzip', Promise<Buffer>>();

  constructor(readonly identity: Buffer) {}

  encoded(encoding: 'br' | 'gzip'): Promise<Buffer> {
    let copy = this.copies.get(encoding);
    if (!copy) {
      copy =
        encoding === 'br'
          ? brotli(this.identity, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
              },
            })
          : gzip(this.identity);
      this.copies.set(encoding, copy);
      copy.catch(() => this.copies.delete(encoding));
    }
    return copy;
  }
}

/** Sends a kept body, compressed as the client accepts (brotli first), as the global hook would. */
export async function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PrecompressedBody,
): Promise<FastifyReply> {
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    typeof accepted === 'string' && body.identity.length >= COMPRESSION_THRESHOLD
      ? encodings.negotiate(accepted)
      : null;
  if (encoding === 'br' || encoding === 'gzip')
    return reply.header('content-encoding', encoding).send(await body.encoded(encoding));
  return reply.send(body.identity);
}
