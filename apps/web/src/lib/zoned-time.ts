/**
 * An instant on the wall clock of a zone, in the doctor's language (Intl only; the offsets and
 * daylight-saving rules are the contracts' `events/time-zones.ts`).
 */

export interface WallClock {
  /** `19:00` */
  time: string;
  /** `jueves, 26 de noviembre` */
  date: string;
  /** The calendar day in that zone, `2026-11-26`, to tell whether two zones see the same day. */
  day: string;
}

/** `instant` on the wall clock of `timeZone`, in `locale`. */
export function wallClock(instant: number, timeZone: string, locale: string): WallClock {
  const at = new Date(instant);
  return {
    time: new Intl.DateTimeFormat(locale, {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at),
    date: new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }).format(at),
    day: new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at),
  };
}
