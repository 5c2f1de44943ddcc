// No zod and no date library here: the web's event pages use these with the browser's Intl.
import type { CountryCode } from '../country.ts';

/**
 * The IANA zone of an event of each country when the event names none. Zones, never fixed
 * offsets: Santiago is UTC-3 in the southern summer and UTC-4 from April to September (the spec's
 * "Chile UTC-3" is wrong half the year); the others keep one offset all year today, but a zone
 * stays right if that changes.
 */
export const eventTimeZoneOf = {
  mx: 'America/Mexico_City',
  ar: 'America/Argentina/Buenos_Aires',
  cl: 'America/Santiago',
  cr: 'America/Costa_Rica',
  co: 'America/Bogota',
  pe: 'America/Lima',
  br: 'America/Sao_Paulo',
} as const satisfies Record<CountryCode, string>;

const MINUTE_MS = 60_000;
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      era: 'short',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

const toMs = (instant: Date | number | string): number =>
  typeof instant === 'number' ? instant : new Date(instant).getTime();

/** Whether `timeZone` is an IANA zone this runtime knows (`America/Santiago`: true). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of `instant` in `timeZone`. */
export function wallTimeIn(
  instant: Date | number | string,
  timeZone: string,
): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const fields: Record<string, string> = {};
  for (const part of partsFormatter(timeZone).formatToParts(toMs(instant)))
    fields[part.type] = part.value;
  const year = Number(fields.year);
  return {
    year: fields.era === 'BC' || fields.era === 'B' ? 1 - year : year,
    month: Number(fields.month),
    day: Number(fields.day),
    hour: Number(fields.hour),
    minute: Number(fields.minute),
    second: Number(fields.second),
  };
}

/**
 * The offset from UTC of `timeZone` at `instant`, in minutes (Santiago in July: -240; in January:
 * -180; São Paulo: -180).
 */
export function zoneOffsetMinutes(instant: Date | number | string, timeZone: string): number {
  const ms = toMs(instant);
  const wall = wallTimeIn(ms, timeZone);
  const wallAsUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
  );
  return Math.round((wallAsUtc - Math.floor(ms / 1000) * 1000) / MINUTE_MS);
}

/** `-240` → `UTC-4`, `330` → `UTC+5:30`, `0` → `UTC`. */
export function formatUtcOffset(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'UTC';
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const minutes = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/**
 * The instant at which the wall clock of `timeZone` shows `local` (`2026-07-15T19:00`, seconds
 * optional). A time skipped by a daylight-saving jump is read with the offset before the jump
 * (so it lands after it); a repeated time gives its first occurrence.
 */
export function instantOfWallTime(local: string, timeZone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) throw new RangeError(`not a local date-time: ${local}`);
  const [, y, mo, d, h, mi, s] = match;
  const asUtc = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s ?? 0),
  );
  const first = asUtc - zoneOffsetMinutes(asUtc, timeZone) * MINUTE_MS;
  const second = asUtc - zoneOffsetMinutes(first, timeZone) * MINUTE_MS;
  if (second === first) return new Date(first);
  // Two candidates: keep the earlier one that really shows `local`, else the one before the jump.
  const candidates = [Math.min(first, second), Math.max(first, second)];
  for (const candidate of candidates) {
    const back = candidate + zoneOffsetMinutes(candidate, timeZone) * MINUTE_MS;
    if (back === asUtc) return new Date(candidate);
  }
  return new Date(
    asUtc - zoneOffsetMinutes(Math.min(first, second) - 3_600_000, timeZone) * MINUTE_MS,
  );
}

export interface OffsetChange {
  /** The first instant with the new offset (to the minute). */
  readonly at: Date;
  readonly offsetBeforeMinutes: number;
  readonly offsetAfterMinutes: number;
}

const STEP_MS = 7 * 24 * 3_600_000;
const MAX_SPAN_MS = 3 * 366 * 24 * 3_600_000;

/**
 * The first change of `timeZone`'s offset (a daylight-saving change) strictly after `from` and at
 * or before `to`, or `null` when the clocks do not change in between — the warning "the clocks
 * change before this event" when it is not null. Sampled weekly (no zone changes twice within a
 * week), then narrowed to the minute; spans beyond three years are not looked at.
 */
export function offsetChangeBetween(
  from: Date | number | string,
  to: Date | number | string,
  timeZone: string,
): OffsetChange | null {
  const start = toMs(from);
  const end = Math.min(toMs(to), start + MAX_SPAN_MS);
  if (!(end > start)) return null;
  let previous = start;
  let previousOffset = zoneOffsetMinutes(start, timeZone);
  while (previous < end) {
    const next = Math.min(previous + STEP_MS, end);
    const nextOffset = zoneOffsetMinutes(next, timeZone);
    if (nextOffset !== previousOffset) {
      let low = previous;
      let high = next;
      while (high - low > MINUTE_MS) {
        const middle =
          low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS || low + MINUTE_MS;
        if (zoneOffsetMinutes(middle, timeZone) === previousOffset) low = middle;
        else high = middle;
      }
      return {
        at: new Date(high),
        offsetBeforeMinutes: previousOffset,
        offsetAfterMinutes: zoneOffsetMinutes(high, timeZone),
      };
    }
    previous = next;
    previousOffset = nextOffset;
  }
  return null;
}

/**
 * Whether the clocks change between `now` and `eventStart` in the event's zone or in the
 * viewer's: then a countdown or "18:00 en tu hora" computed today may surprise, and the page warns.
 */
export function hasDstChangeBefore(
  now: Date | number | string,
  eventStart: Date | number | string,
  eventTimeZone: string,
  viewerTimeZone?: string,
): boolean {
  if (offsetChangeBetween(now, eventStart, eventTimeZone)) return true;
  return viewerTimeZone !== undefined && viewerTimeZone !== eventTimeZone
    ? offsetChangeBetween(now, eventStart, viewerTimeZone) !== null
    : false;
}

/** The viewer's own zone as the browser (or server) knows it, e.g. `America/Lima`. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Whether the viewer's clock shows another time than the event's zone at `instant`: then the page
 * shows both ("19:00 Santiago · 18:00 en tu hora").
 */
export function showsViewerTime(
  instant: Date | number | string,
  eventTimeZone: string,
  viewerZone: string,
): boolean {
  return zoneOffsetMinutes(instant, eventTimeZone) !== zoneOffsetMinutes(instant, viewerZone);
}

/** `America/Argentina/Buenos_Aires` → `Buenos Aires`: the city a time is labelled with. */
export function timeZoneCity(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
}

/** `19:00` (24-hour, as the portal's locales write times) of `instant` in `timeZone`. */
export function formatTimeInZone(
  instant: Date | number | string,
  timeZone: string,
  locale: string,
): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(toMs(instant));
}

// ---------------------------------------------------------------------------------------------
// The server's clock

/**
 * How far the server's clock is ahead of this one (ms), from an answer's `serverNow` and the local
 * time the answer arrived. The waiting room counts down on `Date.now() + skew`.
 */
export function serverClockSkewMs(serverNow: string, receivedAtMs: number): number {
  return toMs(serverNow) - receivedAtMs;
}

/** Milliseconds from the server's now (this clock plus `skewMs`) until `target`; ≤ 0 once past. */
export function msUntilOnServerClock(target: string, skewMs: number, nowMs = Date.now()): number {
  return toMs(target) - (nowMs + skewMs);
}
