// The budgets of the browser benchmarks (issue 30), in one place: what `page-weight`,
// `lighthouse` and `first-tap` print each figure against.

/** Lighthouse, mobile (median of its runs): the least score of each category (0–100). */
export const lighthouseMinimumScore = {
  /** The landing (br, mx), `/signin` and the legal pages: a first visit. */
  performance: { entry: 95, other: 90 },
  accessibility: { entry: 98, other: 98 },
  'best-practices': { entry: 95, other: 95 },
  seo: { entry: 95, other: 95 },
} as const;

/** Largest contentful paint, at most (seconds), on every page. */
export const LCP_BUDGET_S = 2.5;
/** Cumulative layout shift, at most, on every page. */
export const CLS_BUDGET = 0.05;
/** Total blocking time, at most (ms), on every page. */
export const TBT_BUDGET_MS = 200;

/** JS + CSS on the wire (encoded bytes, KB): the landing, `/signin` and the legal pages… */
export const ENTRY_PAGE_BUDGET_KB = 170;
/** …and every other page. */
export const PAGE_BUDGET_KB = 250;

/**
 * First tap (ms, from the tap to the expected element shown): on the landing, at most the control
 * page's figure for the same gesture plus this much; on the signed-in home, at most this much.
 */
export const firstTapBudget = {
  menuOverControlMs: 100,
  signInOverControlMs: 300,
  signedInCardMs: 1000,
} as const;
