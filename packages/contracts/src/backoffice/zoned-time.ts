import { wallTimeIn } from '../events/time-zones.ts';

/**
 * Wall-clock times `YYYY-MM-DDTHH:mm` (what a `datetime-local` field holds) of the back office's
 * event schedule; the instant of one is events/time-zones.ts `instantOfWallTime`.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYY-MM-DDTHH:mm` of an instant on the wall clock of the zone. */
export function localTimeIn(instant: Date | string, zone: string): string {
  const wall = wallTimeIn(instant, zone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** Whether the text is a real `YYYY-MM-DDTHH:mm` wall-clock time (no 31 April, no 25:00). */
export function isLocalTime(local: string): boolean {
  const match = LOCAL.exec(local);
  if (!match) return false;
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  const date = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo! - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi
  );
}
