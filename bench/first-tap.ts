// First tap: how long a phone user waits for what they tapped, on a page that has just loaded.
// Chromium as a phone (390×844, touch) with Lighthouse's mobile throttling; the page loads, the
// user reads for 1.5 s, taps, and the time runs until the expected element is on screen. A
// control page served by the bench itself (the same gestures, inline handlers, nothing else)
// shows what the browser and the measurement cost by themselves.
import { createServer, type Server } from 'node:http';
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium.mjs';
import { firstTapBudget } from './budgets.ts';
import { machineLoad, report, type Figure } from './lib.ts';
import {
  signInDemo,
  signedOut,
  startWebSite,
  type SignedInStorage,
  type WebSite,
} from './support/web-site.ts';

/**
 * Lighthouse's mobile throttling ("simulated slow 4G", `mobileSlow4G` in Lighthouse's
 * constants: RTT 150 ms, 1.6 Mbps down, 750 kbps up, a 4× slower CPU), applied to the browser
 * itself through CDP since here nothing is simulated: a request's response waits 150 ms, the
 * bytes come at that throughput, and the page's main thread runs 4× slower. Kbps are turned into
 * bytes per second as Lighthouse does (`* 1024 / 8`).
 */
const THROTTLING = {
  rttMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  cpuSlowdown: 4,
};
/** A phone of 390×844 CSS pixels (3 device pixels each), with touch. */
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  // Lighthouse's mobile user agent (a phone's Chrome: the pages see no "HeadlessChrome").
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};
/** How long the user reads the page after it has loaded (and what to tap is shown) before tapping. */
const READING_MS = 1500;
/** A run whose expected element is not shown this long after the tap fails the bench. */
const SHOWN_TIMEOUT_MS = 30_000;

/** Runs of each case (`BENCH_FIRST_TAP_RUNS`, default 5): the figure is their median. */
function firstTapRuns(): number {
  const value = process.env.BENCH_FIRST_TAP_RUNS ?? '5';
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20)
    throw new Error(`BENCH_FIRST_TAP_RUNS must be a whole number from 1 to 20, not "${value}"`);
  return runs;
}

/** What to find on the page: the first element matching `selector` that is on screen… */
interface Wanted {
  selector: string;
  /** …whose text or aria-label is this, */
  label?: string;
  /** …or whose text is part of the text of what was tapped (the item's title on its card). */
  partOfTapped?: boolean;
}

interface TapCase {
  name: string;
  /** The bench's own control page, or the portal (Brazil). */
  site: 'control' | 'portal';
  path: string;
  signedIn?: boolean;
  /** What the user taps (scrolled to near the top of the screen first when `scroll`). */
  tap: Wanted & { scroll?: boolean };
  /** What the tap is to show. */
  shows: Wanted;
}

const MENU_BUTTON: Wanted = { selector: 'button[aria-label="Abrir menu"]' };
/** The header's mobile menu (site-header.tsx: the Burger's `aria-controls`) with its links. */
const MENU: Wanted = { selector: '#mobile-menu nav' };
const SIGN_IN: Wanted = { selector: 'a[href="/signin"]', label: 'Entrar' };
const PASSWORD: Wanted = { selector: 'input[autocomplete="current-password"]' };

const controlMenu: TapCase = {
  name: 'control: "Abrir menu" → menu',
  site: 'control',
  path: '/',
  tap: MENU_BUTTON,
  shows: MENU,
};
const controlSignIn: TapCase = {
  name: 'control: "Entrar" → password field',
  site: 'control',
  path: '/',
  tap: SIGN_IN,
  shows: PASSWORD,
};
const landingMenu: TapCase = {
  name: 'landing (br): "Abrir menu" → menu',
  site: 'portal',
  path: '/',
  tap: MENU_BUTTON,
  shows: MENU,
};
const landingSignIn: TapCase = {
  name: 'landing (br): "Entrar" → password field',
  site: 'portal',
  path: '/',
  tap: SIGN_IN,
  shows: PASSWORD,
};
const homeCard: TapCase = {
  name: 'home (br, signed in): card → item title',
  site: 'portal',
  path: '/home',
  signedIn: true,
  // The first card of the home's rows that leads to a content item: an article whose title (h3)
  // is a link covering the whole card.
  tap: { selector: 'article:has(h3 a[href^="/conteudos/"])', scroll: true },
  shows: { selector: 'h1', partOfTapped: true },
};
/** In the order they are measured and printed: the control first. */
const cases = [controlMenu, controlSignIn, landingMenu, landingSignIn, homeCard];

/**
 * The control page: a header with a menu button, a link to /signin, a hidden menu and a hidden
 * password field, shown at once by inline handlers. No script is loaded, nothing is drawn again:
 * its figures are what the browser, the throttling and the measurement cost by themselves.
 */
const CONTROL_PAGE = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>first-tap control</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; }
  header { display: flex; justify-content: space-between; align-items: center; height: 64px;
    padding: 0 16px; border-bottom: 1px solid #ddd; }
  header button { width: 34px; height: 34px; }
  main { padding: 16px; }
  main a { display: inline-block; padding: 12px 22px; background: #0e6e8c; color: #fff; }
  nav a { display: block; padding: 8px 16px; }
</style>
</head>
<body>
<header>
  <strong>Pulso</strong>
  <button type="button" aria-label="Abrir menu" aria-expanded="false" aria-controls="mobile-menu"
    onclick="document.getElementById('mobile-menu').hidden = false; this.setAttribute('aria-expanded', 'true')">☰</button>
</header>
<div id="mobile-menu" hidden>
  <nav aria-label="Navegação principal"><a href="/">Início</a><a href="/">Busca de médicos</a></nav>
</div>
<main>
  <h1>Atualização médica e educação continuada, em um só lugar</h1>
  <p>A control page for the first-tap benchmark.</p>
  <a href="/signin" onclick="document.getElementById('signin').hidden = false; return false">Entrar</a>
  <form id="signin" hidden>
    <label>Senha <input type="password" autocomplete="current-password"></label>
  </form>
</main>
</body>
</html>
`;

function startControlServer(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(CONTROL_PAGE);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** What the page recorded of one tap (ms on the page's clock, `timeOrigin + now`). */
interface TapRecord {
  /** When the browser received the touch (the touchstart's timeStamp). */
  tappedAt: number;
  /** When the page's main thread ran the touchstart (the wait is the input delay). */
  handledAt: number;
  /** When the browser received the end of the touch (touchend's timeStamp), when in this page. */
  releasedAt?: number;
  /** When the frame that first showed the expected element had been drawn. */
  shownAt: number;
  /** Whether the touch landed on the element meant to be tapped. */
  hit: boolean;
}

const STATE_KEY = 'pulso-bench-first-tap';
const SHOWN_BINDING = 'pulsoBenchFirstTapShown';

/**
 * Runs in every document of a run's browser context before the page's own scripts (top frame
 * only). How the time is taken, without the driver's round trips:
 * - the start is the touchstart's `timeStamp`, which Chromium sets to the moment the touch came
 *   in (here: when the browser received CDP's Input.dispatchTouchEvent), not to when the page's
 *   main thread got round to it, so a page busy at the tap is charged for the wait, as on a
 *   phone; the message from the driver to the browser comes before that moment and is not
 *   counted;
 * - the touchstart listener (window, capture, passive: it changes nothing of the page's handling)
 *   starts a requestAnimationFrame loop that looks for the expected element each frame; in the
 *   first frame where it is on screen, a message posted from that frame's callback runs once the
 *   frame has been drawn (style, layout and paint done on the main thread), and its time is the
 *   end. On screen: laid out with a size, within the viewport, neither it nor an ancestor
 *   `display: none`, `visibility: hidden` or of opacity 0 (`checkVisibility`): a dialog that
 *   fades in counts from its first frame with some opacity;
 * - both are `performance.timeOrigin + …`, one clock for every document of the tab: a tap that
 *   makes the browser load another page (a link followed before the app runs) is watched on in
 *   the new document, the state kept in sessionStorage;
 * - the end is handed to the driver through a binding (`exposeBinding`): the driver only waits,
 *   it polls nothing on the page after the tap.
 * Before the tap, only AIM_SCRIPT runs on the page, until what to tap is on screen; the reading
 * follows.
 */
const PAGE_SCRIPT = `(() => {
  if (window.top !== window) return;
  const KEY = ${JSON.stringify(STATE_KEY)};
  const read = () => JSON.parse(sessionStorage.getItem(KEY) || 'null');
  const write = (state) => sessionStorage.setItem(KEY, JSON.stringify(state));
  const clock = (time) => performance.timeOrigin + time;
  const onScreen = (element) => {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 &&
      box.top < innerHeight && box.left < innerWidth;
  };
  const textOf = (element) => (element.textContent || '').replace(/\\s+/g, ' ').trim();
  const shown = (wanted, tappedText) => [...document.querySelectorAll(wanted.selector)].some(
    (element) => onScreen(element) &&
      (!wanted.partOfTapped || (textOf(element) !== '' && tappedText.includes(textOf(element)))),
  );
  const watch = () => {
    const look = () => {
      const state = read();
      if (!state || state.shownAt) return;
      if (!shown(state.shows, state.tappedText)) return requestAnimationFrame(look);
      const afterDrawing = new MessageChannel();
      afterDrawing.port1.onmessage = () => {
        state.shownAt = clock(performance.now());
        write(state);
        window[${JSON.stringify(SHOWN_BINDING)}](JSON.stringify(state));
      };
      afterDrawing.port2.postMessage(null);
    };
    requestAnimationFrame(look);
  };
  addEventListener('touchstart', (event) => {
    const state = read();
    if (!state || state.tappedAt) return;
    state.tappedAt = clock(event.timeStamp);
    state.handledAt = clock(performance.now());
    const target = window.__pulsoBenchTapTarget;
    state.hit = Boolean(target && target.contains(event.target));
    write(state);
    watch();
  }, { capture: true, passive: true });
  addEventListener('touchend', (event) => {
    const state = read();
    if (!state || !state.tappedAt || state.releasedAt) return;
    state.releasedAt = clock(event.timeStamp);
    write(state);
  }, { capture: true, passive: true });
  const state = read();
  if (state && state.tappedAt && !state.shownAt) watch();
})();`;

/**
 * In the page, asked every 100 ms from the load until it answers, before the reading: finds what
 * to tap (the first match on screen), scrolls it near the top when asked, keeps it for the
 * touchstart's check, arms the watch (sessionStorage) and answers a point of it that nothing
 * covers (the cookie banner covers the bottom of the screen). Installed as text with PAGE_SCRIPT,
 * as `window.__pulsoBenchAim`: a function of this file would reach the page wrapped in tsx's
 * `__name` helper, which the page does not have (and the pages' CSP forbids evaluating text).
 */
const AIM_SCRIPT = `window.__pulsoBenchAim = ({ key, tap, shows }) => {
  const textOf = (element) => (element.textContent || '').replace(/\\s+/g, ' ').trim();
  const onScreen = (element) => {
    const box = element.getBoundingClientRect();
    return element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && box.width > 0 && box.height > 0;
  };
  const element = [...document.querySelectorAll(tap.selector)].find(
    (each) => onScreen(each) &&
      (!tap.label || textOf(each) === tap.label || each.getAttribute('aria-label') === tap.label),
  );
  if (!element) return undefined;
  if (tap.scroll) window.scrollBy(0, element.getBoundingClientRect().top - 120);
  const box = element.getBoundingClientRect();
  const points = [];
  for (const fy of [0.5, 0.25, 0.75, 0.1])
    for (const fx of [0.5, 0.25, 0.75]) points.push([box.left + box.width * fx, box.top + box.height * fy]);
  const point = points.find(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight &&
    element.contains(document.elementFromPoint(x, y)));
  if (!point) return undefined;
  window.__pulsoBenchTapTarget = element;
  sessionStorage.setItem(key, JSON.stringify({ shows, tappedText: textOf(element) }));
  return { x: point[0], y: point[1] };
};`;

interface Sites {
  control: string;
  portal: WebSite;
  session: SignedInStorage;
}

/** One run of a case in a new browser context (empty cache), throttled unless `warmUp`. */
async function runOnce(
  browser: Browser,
  tapCase: TapCase,
  sites: Sites,
  { warmUp = false } = {},
): Promise<TapRecord & { driverMs: number }> {
  const origin = tapCase.site === 'control' ? sites.control : sites.portal.origin('br');
  const storage = tapCase.signedIn ? sites.session : signedOut;
  const context = await browser.newContext({
    ...PHONE,
    // A first visit's service worker precaches the app's files (about 350 KB) once the app is
    // stable, on the same slow network: left out, as by page-weight; a returning doctor has it.
    serviceWorkers: 'block',
    storageState: {
      cookies: storage.cookies,
      origins: [{ origin, localStorage: storage.localStorage }],
    },
  });
  try {
    let shown!: (record: TapRecord) => void;
    const shownRecord = new Promise<TapRecord>((resolve) => (shown = resolve));
    let driverShown = 0;
    await context.exposeBinding(SHOWN_BINDING, (_source, json: string) => {
      driverShown = performance.now();
      shown(JSON.parse(json) as TapRecord);
    });
    await context.addInitScript({ content: `${PAGE_SCRIPT}\n${AIM_SCRIPT}` });
    const page = await context.newPage();
    if (!warmUp) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: THROTTLING.rttMs,
        downloadThroughput: Math.floor((THROTTLING.downloadKbps * 1024) / 8),
        uploadThroughput: Math.floor((THROTTLING.uploadKbps * 1024) / 8),
      });
    }
    await page.goto(`${origin}${tapCase.path}`, { waitUntil: 'load', timeout: 60_000 });
    // What to tap, once on screen (a signed-in page draws its cards when its data has come).
    const aim = { key: STATE_KEY, tap: tapCase.tap, shows: tapCase.shows };
    const aimed = await page
      .waitForFunction(
        (arg) =>
          (window as unknown as { __pulsoBenchAim: (a: typeof arg) => unknown }).__pulsoBenchAim(
            arg,
          ),
        aim,
        { polling: 100, timeout: 30_000 },
      )
      .catch((error: unknown) => {
        throw new Error(
          `${tapCase.name}: nothing to tap (${tapCase.tap.selector}) on screen at ${page.url()}: ${String(error)}`,
        );
      });
    const point = (await aimed.jsonValue()) as { x: number; y: number };
    await page.waitForTimeout(READING_MS);
    const tapCalled = performance.now();
    await page.touchscreen.tap(point.x, point.y);
    let timer: NodeJS.Timeout | undefined;
    const record = await Promise.race([
      shownRecord,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(
                `${tapCase.name}: nothing matching ${tapCase.shows.selector} shown ${SHOWN_TIMEOUT_MS / 1000} s after the tap (at ${page.url()})`,
              ),
            ),
          SHOWN_TIMEOUT_MS,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    if (!record.hit)
      throw new Error(
        `${tapCase.name}: the tap at (${Math.round(point.x)}, ${Math.round(point.y)}) missed what it aimed at (the page moved it?)`,
      );
    return { ...record, driverMs: driverShown - tapCalled };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function firstTapBench(): Promise<boolean> {
  const executablePath = findChromium();
  if (!executablePath) {
    console.log('\nfirst tap: skipped (no Chromium; set CHROMIUM_PATH)');
    return true;
  }
  const runs = firstTapRuns();
  const control = await startControlServer();
  const portal = await startWebSite();
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const session = await signInDemo(browser, portal.origin('br'), 'br');
    const sites: Sites = { control: control.origin, portal, session };
    // Once each, unthrottled and not timed: the server loads its renderer once,
    // reads a signed-in page's data for the first time, and any failure shows before the runs.
    for (const tapCase of cases) await runOnce(browser, tapCase, sites, { warmUp: true });
    console.log(
      `\nfirst tap: ${runs} runs of each case, one of each in turn (${machineLoad()} at the start)`,
    );
    const times = new Map<TapCase, number[]>(cases.map((each) => [each, []]));
    for (let run = 1; run <= runs; run++) {
      for (const tapCase of cases) {
        const record = await runOnce(browser, tapCase, sites);
        const time = record.shownAt - record.tappedAt;
        times.get(tapCase)!.push(time);
        const ms = (value: number) => `${value.toFixed(0)} ms`;
        const released =
          record.releasedAt === undefined
            ? ''
            : `, up at ${ms(record.releasedAt - record.tappedAt)}`;
        console.log(
          `  ${tapCase.name}, run ${run}: ${ms(time)} (input delay ${ms(record.handledAt - record.tappedAt)}${released}; the driver saw ${ms(record.driverMs)})`,
        );
      }
    }
    console.log(
      `  budgets: the landing's "Abrir menu" at most the control's + ${firstTapBudget.menuOverControlMs} ms, its "Entrar" the control's + ${firstTapBudget.signInOverControlMs} ms; the card at most ${firstTapBudget.signedInCardMs} ms`,
    );
    const medianOf = (tapCase: TapCase) => median(times.get(tapCase)!);
    const figure = (tapCase: TapCase, budget?: number): Figure => ({
      name: tapCase.name,
      value: medianOf(tapCase),
      unit: 'ms',
      digits: 0,
      ...(budget === undefined ? {} : { budget }),
    });
    return report(
      `First tap on a phone (390×844, touch; RTT ${THROTTLING.rttMs} ms, 1.6 Mbps down, 750 kbps up, CPU ${THROTTLING.cpuSlowdown}× slower): median of ${runs}, ${machineLoad()}`,
      [
        figure(controlMenu),
        figure(controlSignIn),
        figure(landingMenu, Math.round(medianOf(controlMenu)) + firstTapBudget.menuOverControlMs),
        figure(
          landingSignIn,
          Math.round(medianOf(controlSignIn)) + firstTapBudget.signInOverControlMs,
        ),
        figure(homeCard, firstTapBudget.signedInCardMs),
      ],
    );
  } finally {
    await browser.close();
    await portal.close();
    await control.close();
  }
}
