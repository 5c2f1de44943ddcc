// `react` and `react-dom` in the production build (vite.config.ts aliases them here): Preact's
// React compatibility layer, ~50 KB less than react-dom on every page (decision 020, issue 11).
// preact/compat lacks two React 19 exports the libraries import; what they need of them:
// - `Activity` (Mantine's Tabs and Popover with keepMounted): Mantine hides the inactive panel
//   itself (`display: none`), so its children are rendered as they are;
// - `useOptimistic` (React Router's RouterProvider, only with `useTransitions`, which the app does
//   not turn on): the state as given, with a setter that is never called.
import type { ReactNode } from 'react';
import compat from 'preact/compat';

// @ts-expect-error preact/compat's types are one `export =` namespace; the module has named exports.
export * from 'preact/compat';

export function Activity({ children }: { mode?: 'visible' | 'hidden'; children?: ReactNode }) {
  return children;
}

const noUpdate = () => {};

export function useOptimistic<S>(state: S): [S, (action: unknown) => void] {
  return [state, noUpdate];
}

export default { ...compat, Activity, useOptimistic };
