// The budgets of the benchmarks, in one place: what `page-weight`, `lighthouse` and `first-tap`
// (issue 30) and `content-search` (issues 11 and 35) print each figure against.

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

/**
 * `content-search` on PostgreSQL (issues 11 and 35), by catalogue size: the long tail's distinct
 * queries, each asked once with nothing cached (p95, and p99 at a million items), and the usual
 * queries asked again and again (p95, answered mostly from the server's 30-second cache of pages).
 */
export function contentSearchBudget(items: number): {
  uncachedP95Ms: number;
  uncachedP99Ms?: number;
  cachedP95Ms: number;
} {
  return items >= 1_000_000
    ? { uncachedP95Ms: 40, uncachedP99Ms: 80, cachedP95Ms: 40 }
    : { uncachedP95Ms: 20, cachedP95Ms: 15 };
}

/**
 * `load` (issue 35): the portal's mix offered at a fixed rate on two cores. Every request's
 * answer within `p99Ms` (99th percentile over all routes, each run), no error at all, and the
 * server's memory after a full collection at most `memoryGrowth` higher after the second run
 * than after the first (flat).
 */
export const loadBudget = {
  offeredRate: 400,
  p99Ms: { PostgreSQL: 300, PGlite: 500 },
  errors: 0,
  memoryGrowth: 0.1,
  /** The rate answered, at least this share of the rate offered (the server kept up). */
  answeredShare: 0.97,
} as const;
