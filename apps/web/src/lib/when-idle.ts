/** How long an idle callback may wait for the main thread to be free. */
const IDLE_TIMEOUT_MS = 2000;
/** Where the browser has no idle callbacks (Safari): soon after the page has drawn. */
const FALLBACK_DELAY_MS = 300;

/**
 * Runs `callback` once the main thread is free (or after two seconds at the latest), in a task of
 * its own: work the first screen does not need (the account menu's code, a formatter's data)
 * then neither delays the page's first content nor lengthens the task that draws it (issue 11).
 * Returns a function that cancels it.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, FALLBACK_DELAY_MS);
  return () => clearTimeout(id);
}
