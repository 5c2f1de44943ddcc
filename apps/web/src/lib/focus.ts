/**
 * Focus management (issue 12): a popup returns focus to the control that opened it. Mantine's
 * modal does so only when it was already mounted before opening; the request popups mount on
 * their first open, so their openers record the control themselves.
 */

/** The focused control, or null when nothing (the body) has focus. */
export function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** Focuses `element` again if it is still on the page. */
export function returnFocusTo(element: HTMLElement | null): void {
  if (element?.isConnected) element.focus({ preventScroll: true });
}
