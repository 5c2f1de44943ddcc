// What a browser downloads to show a page: the encoded (compressed, on the wire) bytes of every
// script and stylesheet a real page load in Chromium fetches, lazy chunks included, measured
// with an empty cache against the built server.
import { chromium, type Request } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium.mjs';
import { report, type Figure } from './lib.ts';
import {
  selectedBenchPages,
  loadCompletely,
  signInDemo,
  signedOut,
  startWebSite,
  type SignedInStorage,
} from './support/web-site.ts';

/** Landing, sign-in and legal pages: what a first visit on a phone costs. */
export const ENTRY_PAGE_BUDGET_KB = 120;
export const PAGE_BUDGET_KB = 250;

export async function pageWeightBench(): Promise<boolean> {
  const executablePath = findChromium();
  if (!executablePath) {
    console.log('\npage weight: skipped (no Chromium; set CHROMIUM_PATH)');
    return true;
  }
  const site = await startWebSite();
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const sessions = new Map<string, SignedInStorage>();
    const figures: Figure[] = [];
    for (const target of selectedBenchPages()) {
      const origin = site.origin(target.country);
      let storage = signedOut;
      if (target.signedIn) {
        storage = sessions.get(origin) ?? (await signInDemo(browser, origin, target.country));
        sessions.set(origin, storage);
      }
      const context = await browser.newContext({
        serviceWorkers: 'block',
        storageState: {
          cookies: storage.cookies,
          origins: [{ origin, localStorage: storage.localStorage }],
        },
      });
      const page = await context.newPage();
      const bytes = { script: 0, stylesheet: 0 };
      const files: [string, number][] = [];
      const pending: Promise<void>[] = [];
      const count = (request: Request) => {
        const type = request.resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          request.sizes().then((sizes) => {
            bytes[type] += sizes.responseBodySize;
            files.push([new URL(request.url()).pathname, sizes.responseBodySize]);
          }),
        );
      };
      page.on('requestfinished', count);
      await loadCompletely(page, `${origin}${target.path}`);
      await Promise.all(pending);
      await context.close();
      const total = (bytes.script + bytes.stylesheet) / 1024;
      figures.push({
        name: `${target.name}: JS + CSS`,
        value: total,
        unit: 'KB',
        budget: target.entry ? ENTRY_PAGE_BUDGET_KB : PAGE_BUDGET_KB,
      });
      if (process.env.BENCH_PAGE_FILES)
        for (const [file, size] of files.sort((a, b) => b[1] - a[1]))
          console.log(`    ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`);
      console.log(
        `  ${target.name}: ${(bytes.script / 1024).toFixed(1)} KB JS, ${(bytes.stylesheet / 1024).toFixed(1)} KB CSS`,
      );
    }
    return report('What each page downloads (JS + CSS, encoded bytes on the wire)', figures);
  } finally {
    await browser.close();
    await site.close();
  }
}
