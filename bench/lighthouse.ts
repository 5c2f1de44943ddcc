// Lighthouse (mobile defaults: simulated slow 4G and a 4× slower CPU) on Debian's Chromium over
// the public pages and, signed in as a demo doctor, the home, a content item and search. Every
// run starts with an empty browser cache.
import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { findChromium } from '../scripts/find-chromium.mjs';
import { CLS_BUDGET, LCP_BUDGET_S, TBT_BUDGET_MS, lighthouseMinimumScore } from './budgets.ts';
import { report, type Figure } from './lib.ts';
import {
  selectedBenchPages,
  signInDemo,
  signedOut,
  startWebSite,
  type BenchPage,
  type SignedInStorage,
} from './support/web-site.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/**
 * Signed-in pages are disallowed in robots.txt (issue 11, item 4) and are never to be indexed, so
 * Lighthouse's `is-crawlable` fails on them by design: their SEO budget is applied to the score
 * the other SEO audits give (the raw score is printed without a budget). See decision 028.
 */
const NOT_CRAWLABLE_BY_DESIGN = 'is-crawlable';

/**
 * Runs of each page (`BENCH_LIGHTHOUSE_RUNS`, default 3): the figures are those of the median run
 * as Lighthouse picks it (`computeMedianRun`: the run nearest the median FCP and TTI; Lighthouse CI's
 * `median-run`), since one run's score moves by up to 10 points on a 2-CPU machine and "the median
 * of 5 runs is twice as stable as 1 run" (Lighthouse's docs/variability.md). Every run's
 * performance score is printed as well.
 */
function lighthouseRuns(): number {
  const value = process.env.BENCH_LIGHTHOUSE_RUNS ?? '3';
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20)
    throw new Error(`BENCH_LIGHTHOUSE_RUNS must be a whole number from 1 to 20, not "${value}"`);
  return runs;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** A category's score (0–1) as Lighthouse weighs it, leaving one audit out. */
function scoreWithout(lhr: Lhr, category: string, auditId: string): number {
  let weighed = 0;
  let weights = 0;
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    if (ref.id === auditId || ref.weight === 0) continue;
    const score = lhr.audits[ref.id]?.score;
    // Audits that do not apply to the page (score null) do not count, as in Lighthouse.
    if (score === null || score === undefined) continue;
    weighed += ref.weight * score;
    weights += ref.weight;
  }
  return weights ? weighed / weights : 0;
}

export async function lighthouseBench(): Promise<boolean> {
  const keepTrace = Boolean(process.env.BENCH_LIGHTHOUSE_DIR && process.env.BENCH_LIGHTHOUSE_TRACE);
  const chromePath = findChromium();
  if (!chromePath) {
    console.log('\nLighthouse: skipped (no Chromium; set CHROMIUM_PATH)');
    return true;
  }
  // Through the TLS proxy (HTTP/2), as a browser reaches the deployed portal; BENCH_HTTP1=1
  // measures the bare server over plain HTTP/1.1 instead (decision 058).
  const site = await startWebSite({ https: process.env.BENCH_HTTP1 !== '1' });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      ...site.chromiumFlags,
    ],
  });
  // The same browser, driven by Playwright to sign in and to put the session where the app
  // keeps it (local storage), since Lighthouse itself only loads pages.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const sessions = new Map<string, SignedInStorage>();
    const figures: Figure[] = [];
    const runs = lighthouseRuns();
    /** One Lighthouse run of `target`, from an emptied cache, with its session when signed in. */
    const runOnce = async (target: BenchPage) => {
      const origin = site.origin(target.country);
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(`${origin}/favicon.svg`);
      let storage = signedOut;
      if (target.signedIn) {
        storage = sessions.get(origin) ?? (await signInDemo(browser, origin, target.country));
        sessions.set(origin, storage);
      }
      await page.evaluate((entries) => {
        localStorage.clear();
        for (const { name, value } of entries) localStorage.setItem(name, value);
      }, storage.localStorage);
      // The signed-in hint cookie too, as a returning doctor's browser holds it (the server renders `/` as the home's frame).
      await page.context().clearCookies();
      await page.context().addCookies(storage.cookies);
      // The server loads its renderer with the first page: not timed here.
      await warmUp(site.port, new URL(origin).host, target.path);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.close();

      const result = await lighthouse(
        `${origin}${target.path}`,
        {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: [...categories],
          // Keeps the session written above; the cache was emptied instead.
          disableStorageReset: true,
        },
        keepTrace
          ? {
              extends: 'lighthouse:default',
              settings: { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' },
            }
          : undefined,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${target.name}`);
      return result;
    };
    /**
     * A run that Lighthouse itself could not record (a runtime error such as NO_NAVSTART, "run
     * Lighthouse again") is made again, at most twice; its page is not to blame.
     */
    const validRun = async (target: BenchPage) => {
      for (let attempt = 1; ; attempt++) {
        const result = await runOnce(target);
        const error = result.lhr.runtimeError;
        if (!error) return result;
        if (attempt === 3) throw new Error(`${target.name}: ${error.message}`);
        console.log(`  ${target.name}: Lighthouse could not record a run (${error.code}); again`);
      }
    };
    for (const target of selectedBenchPages()) {
      const results = [];
      for (let run = 0; run < runs; run++) results.push(await validRun(target));
      const median: unknown = computeMedianRun(results.map((each) => each.lhr));
      const result = results.find((each) => each.lhr === median)!;
      const { lhr } = result;
      if (runs > 1) {
        const scores = results.map((each) =>
          Math.round((each.lhr.categories.performance?.score ?? 0) * 100),
        );
        console.log(
          `  ${target.name}: performance of each run ${scores.join(', ')}; figures of the median run (${results.indexOf(result) + 1})`,
        );
      }
      const kind = target.entry ? 'entry' : 'other';
      for (const category of categories) {
        const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
        if (category === 'seo' && target.signedIn) {
          figures.push(
            { name: `${target.name}: seo`, value: score, unit: '', digits: 0 },
            {
              name: `${target.name}: seo without ${NOT_CRAWLABLE_BY_DESIGN}`,
              value: Math.round(scoreWithout(lhr, category, NOT_CRAWLABLE_BY_DESIGN) * 100),
              unit: '',
              minimum: lighthouseMinimumScore[category][kind],
              digits: 0,
            },
          );
          continue;
        }
        figures.push({
          name: `${target.name}: ${category}`,
          value: score,
          unit: '',
          minimum: lighthouseMinimumScore[category][kind],
          digits: 0,
        });
      }
      figures.push(
        {
          name: `${target.name}: LCP`,
          value: (lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity) / 1000,
          unit: 's',
          budget: LCP_BUDGET_S,
        },
        {
          name: `${target.name}: CLS`,
          value: lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity,
          unit: '',
          budget: CLS_BUDGET,
          digits: 3,
        },
        {
          name: `${target.name}: total blocking time`,
          value: lhr.audits['total-blocking-time']?.numericValue ?? Infinity,
          unit: 'ms',
          budget: TBT_BUDGET_MS,
          digits: 0,
        },
      );
      const failing = Object.values(lhr.categories)
        .flatMap((category) => category.auditRefs)
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => ref.id);
      if (failing.length) console.log(`  ${target.name}: audits below 0.9: ${failing.join(', ')}`);
      console.log(`  ${target.name}: ${lcpSummary(lhr)}`);
      const saveTo = process.env.BENCH_LIGHTHOUSE_DIR;
      if (saveTo) {
        mkdirSync(saveTo, { recursive: true });
        const file = join(saveTo, `${target.name.replace(/[^a-z0-9]+/gi, '-')}.json`);
        writeFileSync(file, JSON.stringify(lhr));
        // BENCH_LIGHTHOUSE_TRACE=1: the page's trace too, with V8's samples (where the time went).
        const trace = (result.artifacts as { Trace?: unknown }).Trace;
        if (keepTrace && trace)
          writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(trace));
      }
    }
    return report(
      `Lighthouse, mobile (scores 0–100), ${site.chromiumFlags.length ? 'HTTPS and HTTP/2 through a TLS proxy' : 'plain HTTP/1.1 to the server'}`,
      figures,
    );
  } finally {
    await browser.close().catch(() => undefined);
    chrome.kill();
    await site.close();
  }
}

/** One request for the page (Node does not resolve `*.localhost`: the host goes in the header). */
function warmUp(port: number, host: string, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      response.resume();
      response.on('end', () => resolve());
    }).on('error', reject);
  });
}

/**
 * What the LCP was and where its time went (Lighthouse's own diagnostics): the element, and the
 * phases of its simulated time. `BENCH_LIGHTHOUSE_DIR` keeps each page's whole report (JSON).
 */
function lcpSummary(lhr: Lhr): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] }
    | undefined;
  const [elementTable, phaseTable] = details?.items ?? [];
  const element = elementTable?.items?.[0]?.node?.snippet?.slice(0, 90) ?? '?';
  const phases = (phaseTable?.items ?? [])
    .map((item) => `${item.phase} ${Math.round(item.timing ?? 0)} ms`)
    .join(', ');
  const fcp = (lhr.audits['first-contentful-paint']?.numericValue ?? 0) / 1000;
  return `FCP ${fcp.toFixed(1)} s; LCP element ${element}${phases ? `; ${phases}` : ''}`;
}
