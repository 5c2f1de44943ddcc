import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { PRERENDER_ELEMENT_ID } from '@pulso/contracts/site-pages';
import { useCountry } from './country/country-context.ts';

/**
 * The server's first paint of a public page (apps/web/src/prerender, decision 027): the page's
 * HTML drawn by these same components, shown while the app loads, in `#prerendered` next to the
 * app's `#root` (hidden until then). The app takes over in one frame, once it shows the same.
 */
function prerendered(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(PRERENDER_ELEMENT_ID);
}

/** Removes the server's first paint and shows the app instead, within the same frame. */
export function handOffPrerender(): void {
  const element = prerendered();
  if (!element) return;
  element.remove();
  document.getElementById('root')?.removeAttribute('hidden');
}

/** A page the server paints first calls this: the app takes over once `ready` (its content shows). */
export function usePrerenderHandOff(ready = true): void {
  useLayoutEffect(() => {
    if (ready) handOffPrerender();
  }, [ready]);
}

/**
 * The shell hands over at once when the app shows something else than the page painted first:
 * another path (a redirect, a navigation), another country, or a signed-in user.
 */
export function usePrerenderHandOffOnMismatch(signedIn: boolean): void {
  const { pathname } = useLocation();
  const { country } = useCountry();
  useLayoutEffect(() => {
    const element = prerendered();
    if (!element) return;
    if (signedIn || element.dataset.path !== pathname || element.dataset.country !== country)
      handOffPrerender();
  }, [signedIn, pathname, country]);
}
