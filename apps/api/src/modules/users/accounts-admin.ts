import type { CountryCode } from '@pulso/contracts/country';
import type { Queryable } from '../../platform/db/database.ts';
import type { SessionCache } from '../identity/session/session-cache.ts';
import { personName, professionalNumber } from './user-profile.ts';
import {
  findConsents,
  findStaffUsers,
  findUserByEmail,
  findUserById,
  searchUsers,
  updateRoles,
  updateSpeakerTraining,
  type ConsentRecord,
  type UserRecord,
} from './users.repository.ts';

/**
 * What the back office reads and changes of the product accounts (the users module owns their
 * table): finding an account, its speaker-training access and its staff grants (`roles`).
 */
export interface AccountRow {
  id: string;
  name: string;
  email: string;
  country: CountryCode;
  licence: string | null;
  specialty: string;
  canAccessSpeakerTraining: boolean;
  registrationType: string;
  createdAt: Date;
  roles: string[];
}

function rowOf(user: UserRecord): AccountRow {
  const number = professionalNumber(user);
  return {
    id: user.id,
    name: personName(user),
    email: user.email,
    country: user.country,
    licence:
      number && user.country === 'br' && user.registerUf ? `${user.registerUf} ${number}` : number,
    specialty: user.specialty,
    canAccessSpeakerTraining: user.canAccessSpeakerTraining,
    registrationType: user.registrationType,
    createdAt: user.createdAt,
    roles: [...user.roles],
  };
}

/** Accounts of these countries whose name, e-mail or licence contains every word of `q`. */
export async function searchAccounts(
  db: Queryable,
  countries: readonly CountryCode[],
  q: string,
  page: { offset: number; limit: number },
): Promise<{ rows: AccountRow[]; total: number }> {
  const { rows, total } = await searchUsers(db, countries, q, page);
  return { rows: rows.map(rowOf), total };
}

export async function findAccount(
  db: Queryable,
  id: string,
): Promise<(AccountRow & { consents: ConsentRecord[] }) | undefined> {
  const user = await findUserById(db, id);
  if (!user) return undefined;
  return { ...rowOf(user), consents: await findConsents(db, id) };
}

export async function findAccountByEmail(
  db: Queryable,
  email: string,
): Promise<AccountRow | undefined> {
  const user = await findUserByEmail(db, email);
  return user && rowOf(user);
}

/** Accounts holding any back-office grant (`role:cc`), by name. */
export async function listStaffAccounts(db: Queryable): Promise<AccountRow[]> {
  return (await findStaffUsers(db)).map(rowOf);
}

/**
 * What the back office reads and changes of the product accounts. Changing an account's
 * speaker-training access or grants changes what its sessions carry: the app's kept session
 * look-ups are dropped around the write.
 */
export function createAccountsAdmin(sessions: SessionCache) {
  return {
    searchAccounts,
    findAccount,
    findAccountByEmail,
    listStaffAccounts,
    setSpeakerTraining: (db: Queryable, id: string, enabled: boolean): Promise<void> =>
      sessions.changing(() => updateSpeakerTraining(db, id, enabled)),
    setRoles: (db: Queryable, id: string, roles: readonly string[]): Promise<void> =>
      sessions.changing(() => updateRoles(db, id, roles)),
  };
}

export type AccountsAdmin = ReturnType<typeof createAccountsAdmin>;
