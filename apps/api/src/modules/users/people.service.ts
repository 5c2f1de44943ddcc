import type { UfCode } from '@pulso/contracts/brazilian-states';
import type { CountryCode } from '@pulso/contracts/country';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import type { RegistrationType } from '@pulso/contracts/registration';
import { usersProblemCodes, type UserProfile } from '@pulso/contracts/users';
import { NotFoundError } from '../../errors.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { personName, toUserProfile } from './user-profile.ts';
import {
  findConsents,
  findUserById,
  findUserByUid,
  findFollowers,
  findUsersByLicence,
  findUsersWithRole,
  updatePushNotifications,
} from './users.repository.ts';

/** Who a product account is, as other modules may know it (the users module owns the table). */
export interface Person {
  /** First and last names (the profile's `name`). */
  name: string;
  /** Mexico's form of address ("Dr.", "Dra."), when the account has one. */
  treatment: string | null;
  country: CountryCode;
  /** Where the product writes to the person (event reminders). */
  email: string;
  /** The account's IANA time zone (push quiet hours are read in it). */
  timeZone: string;
}

/** A product account as sign-in and the authenticator service know it. */
export interface AccountSummary {
  id: string;
  uid: string;
  country: CountryCode;
  registrationType: RegistrationType;
  registerNumber: string | null;
  registerUf: UfCode | null;
}

/** The profile of spec §3 for a product account id. */
export async function loadProfile(db: Queryable, userId: string): Promise<UserProfile> {
  const user = await findUserById(db, userId);
  if (!user)
    throw new NotFoundError(usersProblemCodes.notRegistered, 'The account no longer exists.');
  return toUserProfile(user, await findConsents(db, userId));
}

/**
 * What other modules may know of the product accounts (the users module owns their table): the
 * one way they learn a person's name (training prints it on a certificate, the
 * medical-information trail records who changed a case), and the account behind a UID or a
 * licence (sign-in, the authenticator service).
 */
export function createPeopleService(db: Queryable) {
  return {
    /** The person, read in `tx` when given (a caller inside a transaction on PGlite must). */
    async personOf(userId: string, tx: Queryable = db): Promise<Person | undefined> {
      const user = await findUserById(tx, userId);
      if (!user) return undefined;
      return {
        name: personName(user),
        treatment: user.treatment,
        country: user.country,
        email: user.email,
        timeZone: user.timezone,
      };
    },

    /** The name and licence of a product account (the doctor finder's listing is made from them). */
    async doctorOf(userId: string): Promise<(AccountSummary & { name: string }) | undefined> {
      const user = await findUserById(db, userId);
      if (!user) return undefined;
      return {
        id: user.id,
        uid: user.uid,
        name: personName(user),
        country: user.country,
        registrationType: user.registrationType,
        registerNumber: user.registerNumber,
        registerUf: user.registerUf,
      };
    },

    /** The product account of an identity-provider UID, if it registered. */
    async accountOfUid(uid: string): Promise<AccountSummary | undefined> {
      const user = await findUserByUid(db, uid);
      if (!user) return undefined;
      return {
        id: user.id,
        uid: user.uid,
        country: user.country,
        registrationType: user.registrationType,
        registerNumber: user.registerNumber,
        registerUf: user.registerUf,
      };
    },

    /** E-mails of the Brazilian accounts holding a licence. */
    async emailsOfLicence(licence: { uf: UfCode; registerNumber: string }): Promise<string[]> {
      return (await findUsersByLicence(db, licence)).map((user) => user.email);
    },

    /**
     * Mirrors in the profile's `pushNotifications` whether a device of the account is subscribed
     * (the push module keeps the devices), in the caller's transaction `tx`.
     */
    /** The accounts of `countries` that follow the specialty area (their `preferences`). */
    async followersOf(
      tx: Queryable,
      area: SpecialtyArea,
      countries: readonly CountryCode[],
    ): Promise<{ id: string; country: CountryCode }[]> {
      return findFollowers(tx, area, countries);
    },

    /** The staff holding a role (for some countries), with their `roles` entries. */
    async staffWithRole(role: string): Promise<{ id: string; name: string; roles: string[] }[]> {
      return (await findUsersWithRole(db, role)).map((user) => ({
        id: user.id,
        name: personName(user),
        roles: user.roles,
      }));
    },

    async setPushNotifications(tx: Queryable, userId: string, on: boolean): Promise<void> {
      await updatePushNotifications(tx, userId, on);
    },

    profileOf(userId: string): Promise<UserProfile> {
      return loadProfile(db, userId);
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
