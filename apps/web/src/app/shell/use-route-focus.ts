import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Issue 12: after a route change (a link, sign-in, a redirect) focus would stay on the link that
 * is gone, or on `<body>`; keyboard and screen-reader users then start again from the top. Focus
 * moves to the main landmark (focusable with tabIndex -1) instead; not on the first load, and not
 * when only the query or hash changes (filters, a drawer, the skip link).
 */
export function useRouteFocus(mainId: string): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
