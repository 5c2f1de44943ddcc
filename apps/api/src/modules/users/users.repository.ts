import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { UfCode } from '@pulso/contracts/brazilian-states';
import type { CountryCode } from '@pulso/contracts/country';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import type { RegistrationType } from '@pulso/contracts/registration';
import { userConsents, users } from '../../db/schema/users.ts';
import type { Queryable } from '../../platform/db/database.ts';

export interface UserRecord {
  id: string;
  uid: string;
  country: CountryCode;
  email: string;
  firstName: string;
  lastName: string;
  treatment: string | null;
  state: string | null;
  registerUf: UfCode | null;
  registerNumber: string | null;
  nationalRegistration: string | null;
  provincialEnrollment: string | null;
  identityDocument: string | null;
  rut: string | null;
  salesRepresentativeCode: string | null;
  specialty: string;
  phone: string | null;
  registrationType: RegistrationType;
  category: string | null;
  preferences: SpecialtyArea[];
  pushNotifications: boolean;
  canAccessSpeakerTraining: boolean;
  roles: string[];
  receivePromotional: boolean;
  language: string;
  timezone: string;
  /** The registry's name for the licence did not match the registrant's. */
  licenceReview: boolean;
  createdAt: Date;
}

/** What a new product account is made of (the rest takes the column defaults). */
export type NewUser = Omit<UserRecord, 'id' | 'createdAt' | 'licenceReview'> & {
  licenceReview?: boolean;
  createdAt?: Date;
};

export interface ConsentRecord {
  kind: 'terms' | 'promotional';
  granted: boolean;
  at: Date;
  termsVersion: string | null;
}

const userColumns = {
  id: users.id,
  uid: users.uid,
  country: users.country,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  treatment: users.treatment,
  state: users.state,
  registerUf: users.registerUf,
  registerNumber: users.registerNumber,
  nationalRegistration: users.nationalRegistration,
  provincialEnrollment: users.provincialEnrollment,
  identityDocument: users.identityDocument,
  rut: users.rut,
  salesRepresentativeCode: users.salesRepresentativeCode,
  specialty: users.specialty,
  phone: users.phone,
  registrationType: users.registrationType,
  category: users.category,
  preferences: users.preferences,
  pushNotifications: users.pushNotifications,
  canAccessSpeakerTraining: users.canAccessSpeakerTraining,
  roles: users.roles,
  receivePromotional: users.receivePromotional,
  language: users.language,
  timezone: users.timezone,
  licenceReview: users.licenceReview,
  createdAt: users.createdAt,
};

export async function findUserByUid(db: Queryable, uid: string): Promise<UserRecord | undefined> {
  const rows = await db.select(userColumns).from(users).where(eq(users.uid, uid)).limit(1);
  return rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | undefined> {
  const rows = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Whether a product account other than `exceptUserId` uses the e-mail (compared without case). */
export async function isEmailUsed(
  db: Queryable,
  email: string,
  exceptUserId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** Brazilian accounts registered with a licence (of any UF when `uf` is null), newest first. */
export async function findUsersByLicence(
  db: Queryable,
  licence: { uf: UfCode | null; registerNumber: string },
): Promise<{ uid: string; email: string }[]> {
  return db
    .select({ uid: users.uid, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.country, 'br'),
        licence.uf ? eq(users.registerUf, licence.uf) : undefined,
        eq(users.registerNumber, licence.registerNumber),
      ),
    )
    .orderBy(desc(users.createdAt));
}

export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      uid: user.uid,
      country: user.country,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      treatment: user.treatment,
      state: user.state,
      registerUf: user.registerUf,
      registerNumber: user.registerNumber,
      nationalRegistration: user.nationalRegistration,
      provincialEnrollment: user.provincialEnrollment,
      identityDocument: user.identityDocument,
      rut: user.rut,
      salesRepresentativeCode: user.salesRepresentativeCode,
      specialty: user.specialty,
      phone: user.phone,
      registrationType: user.registrationType,
      category: user.category,
      preferences: user.preferences,
      pushNotifications: user.pushNotifications,
      canAccessSpeakerTraining: user.canAccessSpeakerTraining,
      roles: user.roles,
      receivePromotional: user.receivePromotional,
      language: user.language,
      timezone: user.timezone,
      licenceReview: user.licenceReview ?? false,
      ...(user.createdAt ? { createdAt: user.createdAt, updatedAt: user.createdAt } : {}),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('the user was not stored');
  return row.id;
}

export async function insertConsents(
  db: Queryable,
  userId: string,
  consents: readonly ConsentRecord[],
): Promise<void> {
  if (consents.length === 0) return;
  await db.insert(userConsents).values(
    consents.map((consent) => ({
      userId,
      kind: consent.kind,
      granted: consent.granted,
      at: consent.at,
      termsVersion: consent.termsVersion,
    })),
  );
}

/** Every consent of a user, oldest first. */
export async function findConsents(db: Queryable, userId: string): Promise<ConsentRecord[]> {
  return db
    .select({
      kind: userConsents.kind,
      granted: userConsents.granted,
      at: userConsents.at,
      termsVersion: userConsents.termsVersion,
    })
    .from(userConsents)
    .where(eq(userConsents.userId, userId))
    .orderBy(asc(userConsents.at));
}

export async function updateContact(
  db: Queryable,
  userId: string,
  values: { email?: string; phone: string | null; appVersion: string; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      ...(values.email === undefined ? {} : { email: values.email }),
      phone: values.phone,
      appVersion: values.appVersion,
      updatedAt: values.now,
    })
    .where(eq(users.id, userId));
}

export async function setUserEmail(
  db: Queryable,
  userId: string,
  email: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ email, updatedAt: now }).where(eq(users.id, userId));
}

/** The user's preferences, locked until the transaction ends (no lost update). */
export async function lockPreferences(
  db: Queryable,
  userId: string,
): Promise<SpecialtyArea[] | undefined> {
  const rows = await db
    .select({ preferences: users.preferences })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows[0]?.preferences;
}

export async function updatePreferences(
  db: Queryable,
  userId: string,
  preferences: readonly SpecialtyArea[],
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ preferences: [...preferences], updatedAt: now })
    .where(eq(users.id, userId));
}

/** The profile's `pushNotifications`: whether a device of the account is subscribed (issue 16). */
export async function updatePushNotifications(
  db: Queryable,
  userId: string,
  pushNotifications: boolean,
): Promise<void> {
  await db.update(users).set({ pushNotifications }).where(eq(users.id, userId));
}

/** The accounts of `countries` whose preferences hold `area`. */
export async function findFollowers(
  db: Queryable,
  area: SpecialtyArea,
  countries: readonly CountryCode[],
): Promise<{ id: string; country: CountryCode }[]> {
  if (countries.length === 0) return [];
  return db
    .select({ id: users.id, country: users.country })
    .from(users)
    .where(and(inArray(users.country, [...countries]), arrayContains(users.preferences, [area])));
}

/** The accounts holding `role` for some country (`role:cc` or `role:*` in their roles). */
export async function findUsersWithRole(
  db: Queryable,
  role: string,
): Promise<{ id: string; firstName: string; lastName: string; roles: string[] }[]> {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      roles: users.roles,
    })
    .from(users)
    .where(sql`exists (select 1 from unnest(${users.roles}) r where r like ${`${role}:%`})`)
    .orderBy(asc(users.firstName), asc(users.lastName));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Accounts of these countries whose name, e-mail or licence contains every word of `q` (at most
 * six words), or whose licence has the digits of `q`, by name; and how many there are.
 */
export async function searchUsers(
  db: Queryable,
  countries: readonly CountryCode[],
  q: string,
  page: { offset: number; limit: number },
): Promise<{ rows: UserRecord[]; total: number }> {
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
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findUserByEmail(
  db: Queryable,
  email: string,
): Promise<UserRecord | undefined> {
  const rows = await db.select(userColumns).from(users).where(eq(users.email, email)).limit(1);
  return rows[0];
}

/** Accounts holding any back-office grant (`role:cc`), by name. */
export async function findStaffUsers(db: Queryable): Promise<UserRecord[]> {
  return db
    .select(userColumns)
    .from(users)
    .where(ne(users.roles, sql`'{}'::text[]`))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export async function updateSpeakerTraining(
  db: Queryable,
  userId: string,
  enabled: boolean,
): Promise<void> {
  await db
    .update(users)
    .set({ canAccessSpeakerTraining: enabled, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function updateRoles(
  db: Queryable,
  userId: string,
  roles: readonly string[],
): Promise<void> {
  await db
    .update(users)
    .set({ roles: [...roles], updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Deletes the product account; its consents and sessions go with it (foreign keys cascade). */
export async function deleteUser(db: Queryable, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
