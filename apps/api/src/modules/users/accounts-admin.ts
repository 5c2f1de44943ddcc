import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CountryCode } from '@pulso/contracts/country';
import { users } from '../../db/schema/users.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { sessionUsersChanged } from '../identity/session/session-cache.ts';
import { personName, professionalNumber } from './user-profile.ts';
import {
  findConsents,
  findUserById,
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Accounts of these countries whose name, e-mail or licence contains every word of `q`. */
export async function searchAccounts(
  db: Queryable,
  countries: readonly CountryCode[],
  q: string,
  page: { offset: number; limit: number },
): Promise<{ rows: AccountRow[]; total: number }> {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 6);
  const digits = q.replace(/\D/g, '');
  const wordMatch = (word: string): SQL => {
    const pattern = `%${escapeLike(word)}%`;
    return or(
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ilike(users.email, pattern),
      ilike(users.registerNumber, pattern),
      ilike(users.identityDocument, pattern),
      ilike(users.nationalRegistration, pattern),
      ilike(users.provincialEnrollment, pattern),
      ilike(users.rut, pattern),
    )!;
  };
  const where = and(
    inArray(users.country, [...countries]),
    words.length
      ? or(
          and(...words.map(wordMatch)),
          // A licence typed with its punctuation (`12.345.678-5`, `SP 123456`).
          digits.length >= 4
            ? or(
                eq(users.registerNumber, digits),
                ilike(
                  sql`regexp_replace(coalesce(${users.rut}, ''), '\\D', '', 'g')`,
                  `%${digits}%`,
                ),
                ilike(
                  sql`regexp_replace(coalesce(${users.identityDocument}, ''), '\\D', '', 'g')`,
                  `%${digits}%`,
                ),
              )
            : undefined,
        )
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: (rows as UserRecord[]).map(rowOf), total: counted?.total ?? 0 };
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
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user && rowOf(user as UserRecord);
}

export async function setSpeakerTraining(
  db: Queryable,
  id: string,
  enabled: boolean,
): Promise<void> {
  sessionUsersChanged();
  await db
    .update(users)
    .set({ canAccessSpeakerTraining: enabled, updatedAt: new Date() })
    .where(eq(users.id, id));
  sessionUsersChanged();
}

export async function setRoles(db: Queryable, id: string, roles: readonly string[]): Promise<void> {
  sessionUsersChanged();
  await db
    .update(users)
    .set({ roles: [...roles], updatedAt: new Date() })
    .where(eq(users.id, id));
  sessionUsersChanged();
}

/** Accounts holding any back-office grant (`role:cc`), by name. */
export async function listStaffAccounts(db: Queryable): Promise<AccountRow[]> {
  const rows = await db
    .select()
    .from(users)
    .where(ne(users.roles, sql`'{}'::text[]`))
    .orderBy(asc(users.lastName), asc(users.firstName));
  return (rows as UserRecord[]).map(rowOf);
}
