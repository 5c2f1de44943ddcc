import {
  dualRoleCountries,
  USER_SEARCH_PAGE_SIZE,
  type AccountDetail,
  type AccountSummary,
  type StaffMember,
  type UserSearchResult,
} from '@pulso/contracts/backoffice/accounts';
import type { CountryCode } from '@pulso/contracts/country';
import type { Database, Queryable } from '../../platform/db/database.ts';
import type { ConsentService } from '../consent/consent.service.ts';
import type { AccountRow, AccountsAdmin } from '../users/accounts-admin.ts';
import { allows, countriesFor, type BackofficeSubject } from './ability.ts';
import { recordStaffAction } from './staff-audit.ts';
import {
  BackofficeForbiddenError,
  BackofficeNotFoundError,
  DualRoleReasonRequiredError,
  OwnAdminError,
} from './backoffice.errors.ts';
import {
  deleteDualRoleReasons,
  listDualRoleReasons,
  recordDualRoleReasons,
  type DualRoleReasonRow,
} from './dual-role-reasons.repository.ts';
import type { Staff } from './contents.service.ts';
import { grantsOf } from '../users/staff-roles.ts';

export interface AccountsServiceDeps {
  db: Database;
  consent: Pick<ConsentService, 'heldAbout'>;
  people: { personOf(userId: string, tx?: Queryable): Promise<{ name: string } | undefined> };
  accounts: AccountsAdmin;
  now: () => Date;
}

const summaryOf = (row: AccountRow): AccountSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  country: row.country,
  licence: row.licence,
  specialty: row.specialty,
  canAccessSpeakerTraining: row.canAccessSpeakerTraining,
});

/** A staff account with, for each country it is editor and reviewer of, the admin's reason. */
const staffOf = (row: AccountRow, reasons: readonly DualRoleReasonRow[]): StaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  country: row.country,
  roles: row.roles,
  dualRoles: dualRoleCountries(row.roles).map((country) => {
    const found = reasons.find((entry) => entry.userId === row.id && entry.country === country);
    return {
      country,
      reason: found?.reason ?? null,
      recordedBy: found?.recordedByName ?? null,
      recordedAt: found?.recordedAt.toISOString() ?? null,
    };
  }),
});

/** The countries a grant entry (`editor:mx`, `admin:*`) names; `*` is every country. */
const countriesOfEntry = (entry: string): CountryCode[] => grantsOf([entry])[0]?.countries ?? [];

/**
 * Doctors' accounts and staff grants in the back office (issue 17, decision 052). An account is
 * in reach when its country is one the staff member administers (404 otherwise); a staff member
 * is also in reach through a grant in such a country. Granting and revoking follow three rules:
 * a change names only countries the admin administers, a `*` grant (every country) is changed
 * only by a global admin (`admin:*`), and nobody removes their own admin grants.
 */
export function createAccountsService({ db, consent, people, accounts, now }: AccountsServiceDeps) {
  const {
    findAccount,
    findAccountByEmail,
    listStaffAccounts,
    searchAccounts,
    setRoles,
    setSpeakerTraining,
  } = accounts;
  const inReach = (staff: Staff, subject: BackofficeSubject, countries: readonly CountryCode[]) =>
    countries.length > 0 && allows(staff.ability, 'read', subject, { countries });

  const audit = (
    tx: Queryable,
    staff: Staff,
    entry: Omit<Parameters<typeof recordStaffAction>[3], 'at'>,
  ): Promise<void> => recordStaffAction(tx, people, staff, { ...entry, at: now() });

  async function account(staff: Staff, id: string) {
    const found = await findAccount(db, id);
    if (!found || !inReach(staff, 'User', [found.country])) throw new BackofficeNotFoundError();
    return found;
  }

  const staffCountries = (row: AccountRow): CountryCode[] => [
    ...new Set([row.country, ...row.roles.flatMap(countriesOfEntry)]),
  ];

  return {
    async search(staff: Staff, query: { q: string; page: number }): Promise<UserSearchResult> {
      const countries = countriesFor(staff.ability, 'read', 'User');
      const { rows, total } = await searchAccounts(db, countries, query.q, {
        offset: (query.page - 1) * USER_SEARCH_PAGE_SIZE,
        limit: USER_SEARCH_PAGE_SIZE,
      });
      return {
        items: rows.map(summaryOf),
        page: query.page,
        pageSize: USER_SEARCH_PAGE_SIZE,
        total,
      };
    },

    async get(staff: Staff, id: string): Promise<AccountDetail> {
      const found = await account(staff, id);
      return {
        ...summaryOf(found),
        registrationType: found.registrationType,
        createdAt: found.createdAt.toISOString(),
        roles: found.roles,
        registrationConsents: found.consents.map((row) => ({
          kind: row.kind,
          granted: row.granted,
          at: row.at.toISOString(),
          termsVersion: row.termsVersion,
        })),
        consentRecords: await consent.heldAbout(id),
      };
    },

    async setSpeakerTraining(staff: Staff, id: string, enabled: boolean): Promise<AccountDetail> {
      const found = await account(staff, id);
      if (!allows(staff.ability, 'update', 'User', { countries: [found.country] }))
        throw new BackofficeForbiddenError();
      if (found.canAccessSpeakerTraining !== enabled)
        await db.transaction(async (tx) => {
          await setSpeakerTraining(tx, id, enabled);
          await audit(tx, staff, {
            entityType: 'user',
            entityId: id,
            action: enabled ? 'grant-speaker-training' : 'remove-speaker-training',
            countries: [found.country],
            before: { canAccessSpeakerTraining: found.canAccessSpeakerTraining },
            after: { canAccessSpeakerTraining: enabled },
          });
        });
      return this.get(staff, id);
    },

    async listStaff(
      staff: Staff,
      query: { email?: string | undefined },
    ): Promise<{ items: StaffMember[] }> {
      if (query.email) {
        const found = await findAccountByEmail(db, query.email);
        if (!found || !inReach(staff, 'Staff', staffCountries(found)))
          throw new BackofficeNotFoundError();
        return { items: [staffOf(found, await listDualRoleReasons(db, [found.id]))] };
      }
      const rows = (await listStaffAccounts(db))
        .filter((row) => grantsOf(row.roles).length > 0)
        .filter((row) => inReach(staff, 'Staff', staffCountries(row)));
      const reasons = await listDualRoleReasons(
        db,
        rows.filter((row) => dualRoleCountries(row.roles).length > 0).map((row) => row.id),
      );
      return { items: rows.map((row) => staffOf(row, reasons)) };
    },

    /**
     * Sets the account's grants. Grants that make it editor and reviewer of a country it was not
     * both for need `reason` (decision 068), kept per country until it stops holding both.
     */
    async setRoles(
      staff: Staff,
      id: string,
      roles: readonly string[],
      reason?: string,
    ): Promise<StaffMember> {
      const found = await findAccount(db, id);
      if (!found || !inReach(staff, 'Staff', staffCountries(found)))
        throw new BackofficeNotFoundError();
      const next = [...new Set(roles)].sort();
      const before = new Set(found.roles);
      const after = new Set(next);
      const changed = [
        ...next.filter((entry) => !before.has(entry)),
        ...found.roles.filter((entry) => !after.has(entry)),
      ];
      const administered = new Set(countriesFor(staff.ability, 'update', 'Staff'));
      const globalAdmin = staff.user.roles.includes('admin:*');
      for (const entry of changed) {
        const everywhere = entry.endsWith(':*');
        if (everywhere ? !globalAdmin : !countriesOfEntry(entry).every((c) => administered.has(c)))
          throw new BackofficeForbiddenError(
            everywhere
              ? `Only a global admin grants or removes ${entry}.`
              : `You do not administer the country of ${entry}.`,
          );
      }
      if (
        id === staff.user.id &&
        changed.some((entry) => entry.startsWith('admin:') && before.has(entry))
      )
        throw new OwnAdminError();
      const dualBefore = dualRoleCountries(found.roles);
      const dualAfter = dualRoleCountries(next);
      const newlyDual = dualAfter.filter((country) => !dualBefore.includes(country));
      if (newlyDual.length && !reason) throw new DualRoleReasonRequiredError(newlyDual);
      if (changed.length)
        await db.transaction(async (tx) => {
          await setRoles(tx, id, next);
          await deleteDualRoleReasons(
            tx,
            id,
            dualBefore.filter((country) => !dualAfter.includes(country)),
          );
          const at = now();
          const person = await people.personOf(staff.user.id, tx);
          await recordDualRoleReasons(
            tx,
            newlyDual.map((country) => ({
              userId: id,
              country,
              reason: reason!,
              recordedBy: staff.user.id,
              recordedByName: person?.name ?? staff.user.uid,
              recordedAt: at,
            })),
          );
          await audit(tx, staff, {
            entityType: 'staff',
            entityId: id,
            action: 'set-roles',
            countries: [...new Set([found.country, ...changed.flatMap(countriesOfEntry)])].sort(),
            before: { roles: found.roles },
            after: { roles: next, ...(newlyDual.length ? { reason } : {}) },
          });
        });
      return staffOf(
        { ...found, roles: changed.length ? next : found.roles },
        await listDualRoleReasons(db, [id]),
      );
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
