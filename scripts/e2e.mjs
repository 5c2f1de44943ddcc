// End-to-end suite: builds the web app if needed, then Playwright starts the built server on a
// free port with a fresh data directory and drives Debian's Chromium across the country hosts.
import { execFileSync, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { findChromium } from './find-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const chromium = findChromium();
if (!chromium) {
  console.error("No Chromium found: set CHROMIUM_PATH or install Debian's chromium package.");
  process.exit(1);
}

const port = await new Promise((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});

execFileSync('node', ['scripts/ensure-web-build.mjs'], { cwd: root, stdio: 'inherit' });
const reporters = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? ['--reporter=list,json'] : [];
const result = spawnSync('npx', ['playwright', 'test', ...reporters, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_PORT: String(port) },
});
process.exit(result.status ?? 1);
