// End-to-end suite: builds what ships if it is missing or stale (the web app and the server
// bundle, as `npm run build` does), then Playwright starts that build as `npm start` does (on a
// free port, with a fresh data directory, NODE_ENV=production) and drives Debian's Chromium
// across the country hosts.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from './build.mjs';
import { findChromium } from './find-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const chromium = findChromium();
if (!chromium) {
  console.error("No Chromium found: set CHROMIUM_PATH or install Debian's chromium package.");
  process.exit(1);
}

try {
  await ensureBuild();
} catch (error) {
  console.error(`The end-to-end suite needs the build: ${error.message}`);
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
// E2E_PORT / E2E_SMTP_PORT pin the ports (a shared machine); otherwise free ones are taken.
const port = Number(process.env.E2E_PORT) || (await freePort());

// A real SMTP peer receives the server's mail (password resets…); tests read it from a folder.
const smtpPort = Number(process.env.E2E_SMTP_PORT) || (await freePort());
const mailDir = mkdtempSync(join(tmpdir(), 'pulso-e2e-mail-'));
const mailDrop = spawn(
  'node',
  ['--import', 'tsx', 'e2e/support/mail-drop.ts', String(smtpPort), mailDir],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

const reporters = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? ['--reporter=list,json'] : [];
const result = spawnSync('npx', ['playwright', 'test', ...reporters, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_PORT: String(port),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    E2E_MAIL_DIR: mailDir,
  },
});
mailDrop.kill();
process.exit(result.status ?? 1);
