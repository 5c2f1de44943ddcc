import type { CountryCode } from '@pulso/contracts/country';
import type { Queryable } from '../../platform/db/database.ts';
import { appendAudit } from './backoffice.repository.ts';
import type { Staff } from './contents.service.ts';

/** Who a staff member is by name (the users module's people service). */
export interface StaffPeople {
  personOf(userId: string, tx?: Queryable): Promise<{ name: string } | undefined>;
}

/** Appends one staff action to the back office's append-only trail, in the caller's transaction. */
export async function recordStaffAction(
  tx: Queryable,
  people: StaffPeople,
  staff: Staff,
  entry: {
    entityType:
      'content' | 'course' | 'event' | 'media' | 'user' | 'staff' | 'licences' | 'listing';
    entityId: string;
    action: string;
    countries: readonly CountryCode[];
    at: Date;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  const person = await people.personOf(staff.user.id, tx);
  await appendAudit(tx, {
    ...entry,
    countries: [...new Set(entry.countries)],
    actorId: staff.user.id,
    actorName: person?.name ?? staff.user.uid,
  });
}
