import { instantOfWallTime, wallTimeIn } from '@pulso/contracts/events/time-zones';
import type { PushQuietHours } from '@pulso/contracts/push';

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * When a notification due at `at` may be shown: `at` itself outside the quiet hours, else the
 * instant they end on the doctor's wall clock (`timeZone`). `start` after `end` spans midnight.
 */
export function deliveryTime(at: Date, quietHours: PushQuietHours | null, timeZone: string): Date {
  if (!quietHours) return at;
  const start = minutesOf(quietHours.start);
  const end = minutesOf(quietHours.end);
  const wall = wallTimeIn(at, timeZone);
  const now = wall.hour * 60 + wall.minute;
  const quiet = start < end ? now >= start && now < end : now >= start || now < end;
  if (!quiet) return at;
  // The end is today (wall clock) when it is still ahead, else tomorrow.
  const day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + (now < end ? 0 : 1)));
  const local = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}T${quietHours.end}`;
  return instantOfWallTime(local, timeZone);
}
