// What a browser downloads to show a page: the encoded (compressed, on the wire) bytes of every
// script and stylesheet a real page load in Chromium fetches, lazy chunks included, measured
// with an empty cache against the built server.
import { chromium, type Request } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium.mjs';
import { ENTRY_PAGE_BUDGET_KB, PAGE_BUDGET_KB } from './budgets.ts';
import { report, type Figure } from './lib.ts';
import {
  selectedBenchPages,
  loadCompletely,
  signInDemo,
  signedOut,
  startWebSite,
  type SignedInStorage,
} from './support/web-site.ts';

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
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
      await loadCompletely(page, `${origin}${target.path}`);
      await Promise.all(pending);
      const calls = countCalls(await cdp.send('Profiler.takePreciseCoverage'));
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
        `  ${target.name}: ${(bytes.script / 1024).toFixed(1)} KB JS, ${(bytes.stylesheet / 1024).toFixed(1)} KB CSS, ${calls.toLocaleString('en')} function calls`,
      );
    }
    return report('What each page downloads (JS + CSS, encoded bytes on the wire)', figures);
  } finally {
    await browser.close();
    await site.close();
  }
}

/**
 * JavaScript function calls made while the page loaded (V8's precise coverage counts): the same
 * figure from one load to the next on any machine, unlike a time, so it says whether a change made
 * a page's start do less work where Lighthouse's blocking time moves by 10 points between runs.
 */
function countCalls(coverage: {
  result: { functions: { ranges: { count: number }[] }[] }[];
}): number {
  let calls = 0;
  for (const script of coverage.result)
    for (const fn of script.functions) calls += fn.ranges[0]?.count ?? 0;
  return calls;
}
