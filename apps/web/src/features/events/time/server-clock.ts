import { useEffect, useState } from 'react';

/**
 * The server's clock as this browser reads it: `Date.now() + skewMs`, where the skew was computed
 * once from an answer's `serverNow` and the time it arrived (contracts' `serverClockSkewMs`).
 * A wrong computer clock then does not open a meeting early, and a sleeping tab does not drift.
 */

/** Whole seconds from `now` until `target` (never below 0). */
export function secondsUntil(target: number, now: number): number {
  return Math.max(0, Math.ceil((target - now) / 1000));
}

/** The server's now (ms), re-read every second while mounted. */
export function useServerNow(skewMs: number): number {
  const [now, setNow] = useState(() => Date.now() + skewMs);
  useEffect(() => {
    const tick = () => setNow(Date.now() + skewMs);
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [skewMs]);
  return now;
}

/** Where the server's now stands against the meeting's window. */
export type MeetingPhase = 'before' | 'during' | 'after';

export function phaseAt(now: number, opensAt: number, endsAt: number): MeetingPhase {
  if (now < opensAt) return 'before';
  return now < endsAt ? 'during' : 'after';
}

/**
 * The meeting's phase on the server's clock. Checked every second, but the screen renders again
 * only when the phase changes (the waiting room's countdown ticks on its own).
 */
export function useMeetingPhase(opensAt: string, endsAt: string, skewMs: number): MeetingPhase {
  const opens = Date.parse(opensAt);
  const ends = Date.parse(endsAt);
  const [phase, setPhase] = useState(() => phaseAt(Date.now() + skewMs, opens, ends));
  useEffect(() => {
    const tick = () => setPhase(phaseAt(Date.now() + skewMs, opens, ends));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [opens, ends, skewMs]);
  return phase;
}

/** `2 d 03:04:05`, `1:02:03`, `04:05`. */
export function countdownText(seconds: number, dayUnit: string): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  if (d > 0) return `${d} ${dayUnit} ${pad(h)}:${pad(m)}:${pad(s)}`;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/**
 * What a screen reader hears about the time left: whole minutes (rounded up) under an hour,
 * whole hours above; it changes once a minute at most, so the live region never speaks each
 * second.
 */
export function announcedSpan(seconds: number): { unit: 'minutes' | 'hours'; count: number } {
  if (seconds > 3600) return { unit: 'hours', count: Math.floor(seconds / 3600) };
  return { unit: 'minutes', count: Math.ceil(seconds / 60) };
}
