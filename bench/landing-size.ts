// What the landing page makes a browser download: every JavaScript and CSS response of a real
// page load in Chromium, gzip-compressed as a server would send it.
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { findChromium } from '../scripts/find-chromium.mjs';
import { freePort, report, startServer, stop, waitFor } from './lib.ts';

export async function landingSizeBench(): Promise<boolean> {
  const executablePath = findChromium();
  if (!executablePath) {
    console.log('\nlanding page size: skipped (no Chromium; set CHROMIUM_PATH)');
    return true;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pulso-bench-size-'));
  const port = await freePort();
  const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/readyz`, 120_000);
    const figures = [];
    for (const cc of ['br', 'mx']) {
      const page = await browser.newPage();
      const sizes = { js: 0, css: 0 };
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          response.body().then((body) => {
            sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).length;
          }),
        );
      });
      await page.goto(`http://website-${cc}.localhost:${port}/`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      await page.close();
      figures.push(
        {
          name: `landing (${cc}) JavaScript, gzip`,
          value: sizes.js / 1024,
          unit: 'KB',
          budget: 200,
        },
        { name: `landing (${cc}) CSS, gzip`, value: sizes.css / 1024, unit: 'KB' },
      );
    }
    return report('What the landing page loads', figures);
  } finally {
    await browser.close();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
