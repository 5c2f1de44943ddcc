import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** What the server last said about the time left: `remainingSeconds`, read at `receivedAt`. */
export interface ServerTime {
  remainingSeconds: number;
  /** `Date.now()` when the answer carrying `remainingSeconds` arrived. */
  receivedAt: number;
}

const TICK_MS = 250;

/** Seconds left at `now`: the server's figure minus the time since it arrived, never below 0. */
export function secondsLeft(time: ServerTime, now: number): number {
  const endsAt = time.receivedAt + time.remainingSeconds * 1000;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * The exam's seconds left. Each tick recomputes them from the server's remaining time and the
 * moment it arrived (the local clock only measures the time since), so the shown value does not
 * drift the way a decremented counter does when the tab sleeps, and every new server answer
 * (an autosave) puts it right again. `onZero` runs once when the time is up.
 */
export function useExamClock(time: ServerTime, onZero: () => void): number {
  const [left, setLeft] = useState(() => secondsLeft(time, Date.now()));
  const fireZero = useEffectEvent(onZero);
  const firedRef = useRef(false);

  useEffect(() => {
    const tick = () => {
      const value = secondsLeft(time, Date.now());
      setLeft(value);
      if (value === 0 && !firedRef.current) {
        firedRef.current = true;
        fireZero();
      }
    };
    tick();
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [time]);

  return left;
}
