/**
 * Wall-clock times in an IANA zone (`2026-07-01T18:30` in `America/Mexico_City`) and instants,
 * both ways, with Intl only: the back office schedules an event in the event's own zone.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Whether the zone is one Intl knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `YYYY-MM-DDTHH:mm` of an instant in the zone. */
export function localTimeIn(instant: Date, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const asUtc = (local: string): number => {
  const [, y, mo, d, h, mi] = LOCAL.exec(local)!.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!);
};

/** Whether the text is a `YYYY-MM-DDTHH:mm` wall-clock time. */
export const isLocalTime = (local: string): boolean =>
  LOCAL.test(local) && localTimeIn(new Date(asUtc(local)), 'UTC') === local;

/**
 * The instant a wall-clock time names in the zone. A time skipped by a DST jump is read with the
 * offset before it; a repeated one is its first occurrence.
 */
export function instantOf(local: string, zone: string): Date {
  const wanted = asUtc(local);
  let guess = wanted;
  for (let i = 0; i < 3; i += 1) {
    const shown = asUtc(localTimeIn(new Date(guess), zone));
    if (shown === wanted) break;
    guess += wanted - shown;
  }
  return new Date(guess);
}
