import type { BackofficeMe } from '@pulso/contracts/backoffice';
import type { CountryCode } from '@pulso/contracts/country';
import type { BackofficeSection } from './section.ts';

/** The countries in which the staff member may do `action` on `subject` (none: not at all). */
export function countriesAllowed(
  me: BackofficeMe,
  permission: { action: string; subject: string },
): CountryCode[] {
  return (
    me.abilities.find(
      (ability) => ability.action === permission.action && ability.subject === permission.subject,
    )?.countries ?? []
  );
}

/** Whether the role may do it somewhere (the UI only hides; the API decides). */
export const may = (me: BackofficeMe, permission: { action: string; subject: string }): boolean =>
  countriesAllowed(me, permission).length > 0;

/** The sections the staff member's roles open, in the list's order. */
export const sectionsFor = (
  me: BackofficeMe,
  sections: readonly BackofficeSection[],
): BackofficeSection[] => sections.filter((section) => may(me, section.permission));
