import { useSyncExternalStore } from 'react';
import { focusedElement, returnFocusTo } from '../../lib/focus.ts';

/*
 * Spec §4: the article popup is "shown on an open event". This store is that event for screens
 * of other features (content, product), which may not import this feature: they call
 * `openRequestPopup('article', { product })`, and `RequestPopupHost` (mounted once by the app
 * shell) shows the popup. It lives in lib/ so that every feature may call it.
 */

export type RequestPopupKind = 'article' | 'question';

export interface RequestPopupRequest {
  kind: RequestPopupKind;
  /** The product of the screen, preselected when it is one of the spec §9 options. */
  product?: string | undefined;
}

export interface RequestPopupState {
  /** The last popup asked for (kept after closing, so it can play its closing transition). */
  request: RequestPopupRequest | null;
  opened: boolean;
}

const initial: RequestPopupState = { request: null, opened: false };
let current = initial;
const listeners = new Set<() => void>();

function set(next: RequestPopupState): void {
  current = next;
  for (const listener of listeners) listener();
}

/** The control that opened the popup: focus goes back to it on close. */
let opener: HTMLElement | null = null;

export function openRequestPopup(
  kind: RequestPopupKind,
  options: { product?: string | undefined; opener?: HTMLElement | null } = {},
): void {
  // A clicked button is not focused in every browser (Safari): callers pass it when they can.
  opener = options.opener ?? focusedElement();
  set({ request: { kind, product: options.product }, opened: true });
}

export function closeRequestPopup(): void {
  set({ ...current, opened: false });
  returnFocusTo(opener);
  opener = null;
}

export function useRequestPopupState(): RequestPopupState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => initial,
  );
}
