import type { UfCode } from '@pulso/contracts/brazilian-states';
import type { CountryCode } from '@pulso/contracts/country';
import type { RegistrationRequest } from '@pulso/contracts/registration';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { findTermsVersion } from '../legal/legal.service.ts';
import { EmailTakenError } from './users.errors.ts';
import {
  findUserByUid,
  findUsersByLicence,
  insertConsents,
  insertUser,
  isEmailUsed,
  type NewUser,
  type UserRecord,
} from './users.repository.ts';

/** Recorded when a country has no terms document (should not happen: the legal seed has them). */
const UNVERSIONED = 'unversioned';

export interface ProductAccountInput {
  body: RegistrationRequest;
  firstName: string;
  lastName: string;
  /** Version of the country's terms accepted by registering. */
  termsVersion: string;
  at: Date;
  /** What registration itself never sets (demo accounts). */
  overrides?: Partial<
    Pick<
      NewUser,
      'canAccessSpeakerTraining' | 'preferences' | 'registrationType' | 'roles' | 'licenceReview'
    >
  >;
}

/** The product account of a (parsed, normalised) registration body. */
function newUserFrom(input: ProductAccountInput): NewUser {
  const { body } = input;
  return {
    uid: body.idGigya,
    country: body.country,
    email: body.email,
    firstName: input.firstName,
    lastName: input.lastName,
    treatment: body.treatment ?? null,
    state: body.state ?? null,
    registerUf: (body.registerUf as UfCode | undefined) ?? null,
    registerNumber: body.registerNumber ?? null,
    nationalRegistration: body.nationalRegistration ?? null,
    provincialEnrollment: body.provincialEnrollment ?? null,
    identityDocument: body.identityDocumentOrMedicalCollegiate ?? null,
    rut: body.RUT ?? null,
    salesRepresentativeCode: body.salesRepresentativeCode ?? null,
    specialty: body.specialty,
    phone: body.phone ?? null,
    registrationType: body.registerType ?? 'other',
    // The spec gives no categories; every account is a doctor's ("I am a doctor" is required).
    category: 'MEDICO',
    preferences: [],
    pushNotifications: false,
    canAccessSpeakerTraining: false,
    roles: [],
    receivePromotional: body.receivePromotional,
    language: body.language,
    timezone: body.timezone,
    ...input.overrides,
  };
}

/**
 * Writes a product account and the consents given with it: the terms (registering accepts the
 * country's terms; Brazil asks for the box to be ticked) with their version, and the promotional
 * choice. Run it inside a transaction. Seeds and test harnesses call it directly.
 */
export async function createProductAccount(
  tx: Queryable,
  input: ProductAccountInput,
): Promise<string> {
  const userId = await insertUser(tx, { ...newUserFrom(input), createdAt: input.at });
  await insertConsents(tx, userId, [
    { kind: 'terms', granted: true, at: input.at, termsVersion: input.termsVersion },
    {
      kind: 'promotional',
      granted: input.body.receivePromotional,
      at: input.at,
      termsVersion: null,
    },
  ]);
  return userId;
}

/** The version of the country's terms (what a registration consents to). */
export async function termsVersionFor(db: Queryable, country: CountryCode): Promise<string> {
  return (await findTermsVersion(db, country)) ?? UNVERSIONED;
}

const comparedFields = [
  'country',
  'email',
  'treatment',
  'state',
  'registerUf',
  'registerNumber',
  'nationalRegistration',
  'provincialEnrollment',
  'identityDocument',
  'rut',
  'salesRepresentativeCode',
  'specialty',
  'phone',
  'registrationType',
] as const satisfies readonly (keyof NewUser & keyof UserRecord)[];

function sameRegistration(existing: UserRecord, wanted: NewUser): boolean {
  return comparedFields.every((field) =>
    field === 'email'
      ? existing.email.toLowerCase() === wanted.email.toLowerCase()
      : existing[field] === wanted[field],
  );
}

/** Whether a UID has a product account: none, one with the same registration data, or another. */
export type ExistingAccount = 'none' | 'same' | 'different';

/**
 * The product accounts as registration (identity's sign-up, `RegistrationAccounts`) creates them:
 * the users module owns their table, so registration asks here and writes nothing itself.
 */
export function createProductAccountsService(db: Database) {
  async function existingAccount(input: ProductAccountInput): Promise<ExistingAccount> {
    const existing = await findUserByUid(db, input.body.idGigya);
    if (!existing) return 'none';
    return sameRegistration(existing, newUserFrom(input)) ? 'same' : 'different';
  }

  return {
    termsVersionFor(country: CountryCode): Promise<string> {
      return termsVersionFor(db, country);
    },

    /** Whether the input's UID already has a product account, and with the same data. */
    existingAccount,

    /** 409 `users.email_taken` when a product account uses the e-mail. */
    async assertEmailFree(email: string): Promise<void> {
      if (await isEmailUsed(db, email)) {
        throw new EmailTakenError('Another account uses this e-mail address.');
      }
    },

    /** Whether a Brazilian account holds the licence (of any UF when `uf` is null). */
    async isLicenceHeld(licence: { uf: UfCode | null; registerNumber: string }): Promise<boolean> {
      return (await findUsersByLicence(db, licence)).length > 0;
    },

    /**
     * Creates the account and its consents in one transaction: `created`. Two registrations at
     * once: when the other one won with this UID, what it registered (`same` or `different`);
     * with this e-mail, 409 `users.email_taken`.
     */
    async create(
      input: ProductAccountInput,
    ): Promise<'created' | Exclude<ExistingAccount, 'none'>> {
      try {
        await db.transaction((tx) => createProductAccount(tx, input));
        return 'created';
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const winner = await existingAccount(input);
        if (winner !== 'none') return winner;
        throw new EmailTakenError('Another account uses this e-mail address.');
      }
    },
  };
}

export type ProductAccountsService = ReturnType<typeof createProductAccountsService>;
