// No zod here: the web app reads these codes where zod is not loaded.

/**
 * Codes of a request refused for how often it came (429, with `Retry-After` in seconds). The
 * web app shows each in the user's language.
 */
export const limitProblemCodes = {
  /** Too many requests from one client address within the window. */
  addressRateLimited: 'request.rate_limited',
  /**
   * Too many of one kind of write from one signed-in account within the window, whatever the
   * address they came from (docs/decisions/071).
   */
  accountRateLimited: 'request.account_rate_limited',
} as const;
export type LimitProblemCode = (typeof limitProblemCodes)[keyof typeof limitProblemCodes];
