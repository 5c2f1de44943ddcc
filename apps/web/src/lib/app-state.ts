import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { APP_STATE_ELEMENT_ID } from '@pulso/contracts/site-pages';

/**
 * What the server hands the browser with a page it rendered, in a JSON data block (not a script:
 * the CSP runs no inline script): the router's data (loaders' answers and errors, as React
 * Router writes them) and the query cache the loaders filled (TanStack Query's dehydrated state).
 */
export interface AppState {
  router: Omit<HydrationState, 'errors'> & { errors: Record<string, unknown> | null };
  queries: DehydratedState;
}

/** The page's state, or undefined for a page the server did not render (the development server). */
export function readAppState(doc: Document = document): AppState | undefined {
  const text = doc.getElementById(APP_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as AppState) : undefined;
}
