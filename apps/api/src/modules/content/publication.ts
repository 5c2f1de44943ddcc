import { and, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import { contentItems } from '../../db/schema/content.ts';

/**
 * The clock that decides which approved items are shown (issue 17: valid-from and valid-to are
 * enforced when reading). The composition root sets the app's clock, so tests move it.
 */
let readClock: () => Date = () => new Date();

export function setPublicationClock(now: () => Date): void {
  readClock = now;
}

export const publicationNow = (): Date => readClock();

/**
 * Published now: approved (not withdrawn) and the clock within [validFrom, validTo], both
 * inclusive, a missing bound being open. Every read of doctors' content ANDs this in.
 */
export function publishedNow(): SQL {
  const now = readClock();
  return and(
    eq(contentItems.status, 'approved'),
    or(isNull(contentItems.validFrom), lte(contentItems.validFrom, now)),
    or(isNull(contentItems.validTo), gte(contentItems.validTo, now)),
  )!;
}
