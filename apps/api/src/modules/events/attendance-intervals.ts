/** An attendance interval in epoch milliseconds, `from` ≤ `to`. */
export interface Interval {
  from: number;
  to: number;
}

/**
 * The intervals clipped to `window` (the event's scheduled start and end), empty ones dropped, and
 * overlapping or touching ones merged, in order (decision 032). A doctor on two tabs, or on our
 * screen and in Zoom at once, counts once.
 */
export function mergeIntervals(intervals: readonly Interval[], window?: Interval): Interval[] {
  const clipped = intervals
    .map((interval) =>
      window
        ? { from: Math.max(interval.from, window.from), to: Math.min(interval.to, window.to) }
        : { ...interval },
    )
    .filter((interval) => interval.to > interval.from)
    .sort((a, b) => a.from - b.from);
  const merged: Interval[] = [];
  for (const interval of clipped) {
    const last = merged.at(-1);
    if (last && interval.from <= last.to) last.to = Math.max(last.to, interval.to);
    else merged.push(interval);
  }
  return merged;
}

/** Whole minutes the (merged) intervals cover, rounded down. */
export function attendedMinutes(merged: readonly Interval[]): number {
  const ms = merged.reduce((sum, interval) => sum + (interval.to - interval.from), 0);
  return Math.floor(ms / 60_000);
}
