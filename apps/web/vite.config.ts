import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Everything the Pulso server answers itself (the SPA's index.html and assets come from Vite). */
const serverPaths = [
  '/api',
  '/idp',
  '/docfinder',
  '/authenticator',
  '/media',
  '/healthz',
  '/readyz',
  // Made per country site by the server.
  '/robots.txt',
  '/sitemap.xml',
  '/manifest.webmanifest',
];
const apiTarget = process.env.PULSO_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
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
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under dist/assets/ (cached for a long time by the server).
    assetsDir: 'assets',
    // dist/.vite/manifest.json: lets tools (bench/) find the chunks a page loads.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
