import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { answerSchemasOutOfTheBuild } from './src/app/build/answer-schemas-out-of-the-build.ts';
import {
  OFFLINE_PAGE,
  PRECACHE_GLOBS,
  PRECACHE_IGNORES,
  keepPrecacheable,
} from './src/sw/precache.ts';

/** Everything the Pulso server answers itself (the SPA's index.html and assets come from Vite). */
const serverPaths = [
  '/api',
  '/idp',
  '/docfinder',
  '/authenticator',
  '/media',
  // The Zoom frame page and the SDK files it loads (decision 035).
  '/meeting-frame',
  '/healthz',
  '/readyz',
  // Made per country site by the server.
  '/robots.txt',
  '/sitemap.xml',
  '/manifest.webmanifest',
];
const apiTarget = process.env.PULSO_API_URL ?? 'http://localhost:3000';

/**
 * The offline page is drawn by the server per country site (apps/api offline-page.ts) from the
 * translation files: its precache revision changes when either does, so a new build with other
 * words brings the new page.
 */
function offlinePageRevision(): string {
  const hash = createHash('sha256');
  const i18n = join(import.meta.dirname, 'public/assets/i18n');
  for (const file of readdirSync(i18n).sort()) hash.update(readFileSync(join(i18n, file)));
  hash.update(readFileSync(join(import.meta.dirname, '../api/src/platform/spa/offline-page.ts')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The service worker (src/sw/sw.ts, decision 047): Workbox's precache of the app's hashed files
 * injected into it as dist/sw.js. Registered by the app itself (src/lib/service-worker.ts, spec
 * §4), so the plugin injects no registration and no manifest (the server makes one per country).
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    // Before compressServiceWorker's closeBundle, which compresses the sw.js written here.
    integration: { closeBundleOrder: 'pre' },
    injectManifest: {
      rollupFormat: 'iife',
      globPatterns: PRECACHE_GLOBS,
      globIgnores: PRECACHE_IGNORES,
      manifestTransforms: [keepPrecacheable],
      additionalManifestEntries: [{ url: OFFLINE_PAGE, revision: offlinePageRevision() }],
      // Vite's hashes already version the files under assets/.
      dontCacheBustURLsMatching: /^assets\//,
    },
  });
}

/**
 * dist/sw.js is written after the other files were compressed: its `.br` and `.gz` are made
 * here, so the server sends it precompressed like the rest (and never a stale twin).
 */
function compressServiceWorker(): Plugin {
  return {
    name: 'pulso:compress-service-worker',
    apply: 'build',
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const sw = join(import.meta.dirname, 'dist/sw.js');
        if (!existsSync(sw)) return;
        const source = readFileSync(sw);
        writeFileSync(
          `${sw}.br`,
          brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${sw}.gz`, gzipSync(source, { level: 9 }));
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [
    react(),
    answerSchemasOutOfTheBuild(),
    !isSsrBuild && serviceWorker(),
    !isSsrBuild && compressServiceWorker(),
    // `.br` and `.gz` next to every text file of dist/ (public/ included): the server sends them
    // as they are (@fastify/static `preCompressed`), brotli first, gzip for older clients.
    !isSsrBuild &&
      compression({
        include: /\.(?:js|mjs|css|json|svg|txt|xml|webmanifest)$/,
        threshold: 0,
        skipIfLargerOrEqual: true,
        algorithms: [
          defineAlgorithm('brotliCompress', {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
          }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
      }),
    // `ANALYZE=1 npm run build`: dist/stats.html, what each chunk is made of.
    process.env.ANALYZE
      ? visualizer({
          filename: 'dist/stats.html',
          template: process.env.ANALYZE === 'json' ? 'raw-data' : 'treemap',
          gzipSize: true,
          brotliSize: true,
        })
      : undefined,
  ],
  server: {
    port: 5173,
    strictPort: true,
    // Keep the Host header so the server resolves website-XX.localhost:5173 to its country.
    proxy: Object.fromEntries(
      serverPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  preview: { port: 4173 },
  build: {
    // `vite build --ssr src/entry-server.tsx` writes the server's renderer into dist/server/,
    // next to the app it was built with (never served; docs/start-path.md).
    outDir: isSsrBuild ? 'dist/server' : 'dist',
    emptyOutDir: !isSsrBuild,
    // Hashed file names under dist/assets/ (cached for a long time by the server).
    assetsDir: 'assets',
    // dist/.vite/manifest.json: the server names a page's scripts and stylesheets from it.
    manifest: !isSsrBuild,
    target: 'es2022',
    // Every browser the target admits preloads modules itself but Safari before 17, which then
    // simply fetches them when imported: the polyfill cost every page 0.5 KB (issue 11).
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod in a chunk of its own: the first page does not use it (forms and API answers
            // do), and shared chunks would otherwise carry it onto every page (issue 11).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
}));
