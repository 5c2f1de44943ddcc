import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '@pulso/contracts/helpers/html';

/*
 * The Zoom frame (docs/decisions/035): the page /meeting-frame/zoom, its two scripts
 * (apps/meeting-frame/src) and the Zoom Meeting SDK's dist/ folder, served as they are from the
 * apps/meeting-frame workspace's node_modules (the SDK and its React 18 never enter the web
 * build). Only these addresses get the policy Zoom needs; every other response keeps the strict
 * one of platform/security-headers.ts.
 */

export const ZOOM_FRAME_PATH = '/meeting-frame/zoom';
const SCRIPTS_PATH = `${ZOOM_FRAME_PATH}/frame`;
const SDK_PATH = `${ZOOM_FRAME_PATH}/sdk`;

/** The Zoom hosts the SDK talks to (its web endpoint, media servers, avatars). */
const zoomHosts = ['https://zoom.us', 'https://*.zoom.us'];

/**
 * What the SDK needs and nothing more: its scripts from here (it compiles WebAssembly and, per
 * Zoom's documented policy, evaluates code), workers and blobs it makes itself, HTTPS and
 * WebSocket connections to Zoom, inline styles (React 18 style attributes, the SDK's own sheet).
 */
export const zoomFramePolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval' blob: ${zoomHosts.join(' ')}`,
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${zoomHosts.join(' ')}`,
  "font-src 'self' data:",
  `connect-src 'self' blob: ${zoomHosts.join(' ')} wss://zoom.us wss://*.zoom.us`,
  `media-src 'self' blob: ${zoomHosts.join(' ')}`,
  `frame-src 'self' ${zoomHosts.join(' ')}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  // Only our own pages (the meeting screen) may embed it.
  "frame-ancestors 'self'",
].join('; ');

/** The frame's headers; they replace those helmet set for every response. */
function setFrameHeaders(reply: FastifyReply): void {
  reply.header('content-security-policy', zoomFramePolicy);
  reply.header('x-frame-options', 'SAMEORIGIN');
  // Cross-origin isolation (SharedArrayBuffer: gallery view, 720p, virtual backgrounds) when the
  // page is a top-level document; inside the meeting screen's iframe Chrome isolates it by the
  // Document-Isolation-Policy (the embedding page stays as it is).
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('cross-origin-embedder-policy', 'credentialless');
  reply.header('document-isolation-policy', 'isolate-and-credentialless');
  reply.header('cross-origin-resource-policy', 'same-origin');
  reply.header('permissions-policy', 'camera=(self), microphone=(self), display-capture=(self)');
}

const frameDir = fileURLToPath(new URL('../../../../meeting-frame/', import.meta.url));

/** The SDK's package folder inside apps/meeting-frame, and its version; undefined if not installed. */
export function findZoomSdk(workspace = frameDir): { dist: string; version: string } | undefined {
  try {
    const manifest = createRequire(join(workspace, 'package.json')).resolve(
      '@zoom/meetingsdk/package.json',
    );
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    return { dist: join(dirname(manifest), 'dist'), version };
  } catch {
    return undefined;
  }
}

function framePage(sdkVersion: string): string {
  return `<!doctype html>
<html lang="es" data-sdk-version="${escapeHtml(sdkVersion)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Zoom</title>
<style>html,body{margin:0;height:100%;background:#1f1f1f}#zoom-frame-root{height:100%}</style>
<script type="module" src="${SCRIPTS_PATH}/main.js"></script>
</head>
<body><div id="zoom-frame-root"></div></body>
</html>
`;
}

/** The frame's own scripts: these two files, nothing else of the folder (tests stay private). */
const frameScripts = ['main.js', 'zoom-frame.js'] as const;

export interface ZoomFrameOptions {
  /** The apps/meeting-frame folder (tests point elsewhere). */
  workspace?: string;
}

export function zoomFrameRoutes(options: ZoomFrameOptions = {}) {
  const workspace = options.workspace ?? frameDir;
  const sdk = findZoomSdk(workspace);
  const scripts = new Map<string, string>(
    frameScripts.map((name) => [name, readFileSync(join(workspace, 'src', name), 'utf8')]),
  );
  const page = framePage(sdk?.version ?? '');

  return async function zoomFrame(app: FastifyInstance): Promise<void> {
    // Encapsulated: the hook runs for this plugin's routes only.
    app.addHook('onRequest', async (_request, reply) => setFrameHeaders(reply));

    app.get(ZOOM_FRAME_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page),
    );

    app.get<{ Params: { name: string } }>(
      `${SCRIPTS_PATH}/:name`,
      { schema: { hide: true } },
      async (request, reply) => {
        const text = scripts.get(request.params.name);
        if (text === undefined) return reply.callNotFound();
        return reply
          .header('cache-control', 'no-cache')
          .type('text/javascript; charset=utf-8')
          .send(text);
      },
    );

    // Missing package (an install without it): the page loads and reports that the SDK did not.
    if (sdk)
      await app.register(fastifyStatic, {
        root: sdk.dist,
        prefix: `${SDK_PATH}/`,
        decorateReply: false,
        dotfiles: 'deny',
        index: false,
        // The file names do not change between versions: a day, then asked again.
        cacheControl: true,
        maxAge: '1d',
        schemaHide: true,
      });
  };
}
