import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PRERENDER_ELEMENT_ID } from '@pulso/contracts/site-pages';
import { useCountry } from './country/country-context.ts';

/**
 * The server's first paint of a public page (apps/web/src/prerender, decisions 027 and 060): the
 * page's HTML drawn by these same components, shown while the app loads, in `#prerendered` next
 * to the app's `#root` (hidden until then). The app draws the page only once the visitor acts
 * (a press, a key, a touch, the mouse, the wheel) and takes over in one frame once it shows the
 * same; a press on the painted page meanwhile is held and made again on the app's own element.
 */
interface PaintedPage extends HTMLElement {
  /** The painted link or button pressed before the app took over (start-after-paint.js too). */
  pulsoPressed?: Element;
}

function prerendered(): PaintedPage | null {
  return typeof document === 'undefined' ? null : document.getElementById(PRERENDER_ELEMENT_ID);
}

/**
 * Whether the app draws over a page the server painted: that drawing is whole at once (a press
 * held on a painted link is made again on the app's own, which must be there at hand-off).
 */
export function drawsOverPaintedPage(): boolean {
  return prerendered() !== null;
}

/** What a visitor can press or focus, in document order: the same in both drawings of a page. */
const INTERACTIVE =
  'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';

/**
 * What tells that the visitor is about to use the page (start-after-paint.js knows them too); not
 * focus, which the app moves itself (the cookie banner takes it): Tab is a key.
 */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

let acted = false;
/** Draws the page's frame (see AfterTheVisitorActs). */
let redraw: (() => void) | undefined;

function subscribe(listener: () => void): () => void {
  redraw = listener;
  return () => {
    if (redraw === listener) redraw = undefined;
  };
}

function act(): void {
  if (acted) return;
  acted = true;
  for (const type of INTENT_EVENTS) document.removeEventListener(type, act, true);
  document.removeEventListener('pointermove', onPointerMove, true);
  // In a task of its own: a Tab first moves the focus within the painted page (the app then
  // focuses the same element in its own), a press first reaches the painted element (held).
  setTimeout(() => redraw?.(), 0);
}

function onPointerMove(event: PointerEvent): void {
  if (event.pointerType === 'mouse') act();
}

/**
 * A press begun on the painted page (pointer down) and not ended yet. The hand-off waits for its
 * end: were the painted element removed between pointer down and up, the click would go to no
 * element at all (a busy phone, or a test's click, can let the app's drawing run in between).
 */
let pressing = false;
let handOffWhenReleased = false;

function onPressStart(event: PointerEvent): void {
  const page = prerendered();
  if (page && event.target instanceof Node && page.contains(event.target)) pressing = true;
}

function onPressEnd(): void {
  if (!pressing) return;
  pressing = false;
  if (!handOffWhenReleased) return;
  handOffWhenReleased = false;
  // After the click that follows the release (held by holdPress, made again at hand-off).
  setTimeout(handOffPrerender, 0);
}

const PRESS_END_EVENTS = ['pointerup', 'pointercancel'] as const;

/** A press on the painted page: held (not lost on an element without handlers) until hand-off. */
function holdPress(event: MouseEvent): void {
  const page = event.currentTarget as PaintedPage;
  const target = event.target instanceof Element ? event.target.closest(INTERACTIVE) : null;
  if (!target || !page.contains(target)) return;
  // A new tab or window is the browser's business.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  event.stopPropagation();
  page.pulsoPressed = target;
  act();
}

/**
 * Called once as the app starts: on a page the server painted, watches for the visitor's first
 * act (start-after-paint.js noted one made before, `data-intent`) and holds presses on it.
 */
export function watchPaintedPage(): void {
  const page = prerendered();
  if (!page || acted) return;
  if (page.dataset.intent !== undefined) {
    act();
  } else {
    for (const type of INTENT_EVENTS)
      document.addEventListener(type, act, { capture: true, passive: true });
    document.addEventListener('pointermove', onPointerMove, { capture: true, passive: true });
  }
  page.addEventListener('click', holdPress, true);
  document.addEventListener('pointerdown', onPressStart, { capture: true, passive: true });
  for (const type of PRESS_END_EVENTS)
    document.addEventListener(type, onPressEnd, { capture: true, passive: true });
}

/** An element as the visitor knows it: what it is, where it leads, what it says. */
function signature(element: Element): string {
  return [
    element.tagName,
    element.getAttribute('href') ?? '',
    element.getAttribute('aria-label') ?? '',
    element.textContent?.trim() ?? '',
  ].join('|');
}

/**
 * Finds in the app's drawing the element that was `element` in the painted page: the same
 * signature, as many times over (the app may show a part late — a list still loading — so a plain
 * position could point elsewhere).
 */
function counterpart(page: Element, root: Element, element: Element | null | undefined) {
  if (!element || !page.contains(element)) return undefined;
  const wanted = signature(element);
  const nth = [...page.querySelectorAll(INTERACTIVE)]
    .filter((candidate) => signature(candidate) === wanted)
    .indexOf(element);
  return [...root.querySelectorAll<HTMLElement>(INTERACTIVE)].filter(
    (candidate) => signature(candidate) === wanted,
  )[nth];
}

/**
 * Removes the server's first paint and shows the app instead, within the same frame; the element
 * the visitor had focused is focused in the app, and a press held meanwhile is made on the app's.
 */
export function handOffPrerender(): void {
  const page = prerendered();
  if (!page) return;
  if (pressing) {
    handOffWhenReleased = true;
    return;
  }
  document.removeEventListener('pointerdown', onPressStart, true);
  for (const type of PRESS_END_EVENTS) document.removeEventListener(type, onPressEnd, true);
  const root = document.getElementById('root');
  const focused = root && counterpart(page, root, document.activeElement);
  const again = root && counterpart(page, root, page.pulsoPressed);
  page.remove();
  root?.removeAttribute('hidden');
  focused?.focus({ preventScroll: true });
  // After this commit, so that what the press sets off renders on its own.
  if (again) setTimeout(() => again.click(), 0);
}

/** A page the server paints first calls this: the app takes over once `ready` (its content shows). */
export function usePrerenderHandOff(ready = true): void {
  useLayoutEffect(() => {
    if (ready) handOffPrerender();
  }, [ready]);
}

function showsPaintedPage(pathname: string, country: string, signedIn: boolean): boolean {
  const page = prerendered();
  return Boolean(
    page && !signedIn && page.dataset.path === pathname && page.dataset.country === country,
  );
}

/**
 * True while the server's paint of this very page is shown and the visitor has not acted: the
 * shell then draws only its parts outside the page (the cookie banner, dialogs), not the page
 * again — on a phone that second drawing was most of the landing's start.
 */
function useWaitsForVisitor(signedIn: boolean): boolean {
  const { pathname } = useLocation();
  const { country } = useCountry();
  const waiting = useSyncExternalStore(
    subscribe,
    () => !acted,
    () => false,
  );
  return waiting && showsPaintedPage(pathname, country, signedIn);
}

/**
 * The shell hands over at once when the app shows something else than the page painted first:
 * another path (a redirect, a navigation), another country, or a signed-in user.
 */
export function usePrerenderHandOffOnMismatch(signedIn: boolean): void {
  const { pathname } = useLocation();
  const { country } = useCountry();
  useLayoutEffect(() => {
    if (prerendered() && !showsPaintedPage(pathname, country, signedIn)) handOffPrerender();
  }, [signedIn, pathname, country]);
}

/**
 * The page and its frame, drawn once the visitor acts when the server painted this very page: the
 * shell's other parts (the cookie banner, dialogs) are drawn at once (decision 060). A component
 * of its own: as part of the shell, whose passive effects Preact dropped as the suspended tree
 * resumed, it waited for ever.
 */
export function AfterTheVisitorActs({
  signedIn,
  children,
}: {
  signedIn: boolean;
  children: ReactNode;
}) {
  return useWaitsForVisitor(signedIn) ? null : children;
}
