import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import type { UfCode } from '@pulso/contracts/brazilian-states';
import type { CountryCode } from '@pulso/contracts/country';
import type { RegistrationRequest, RegistrationResponse } from '@pulso/contracts/registration';
import { crmStatusMessages } from '@pulso/contracts/users';
import { validationMessages } from '@pulso/contracts/validation';
import { RequestInvalidError } from '../../../errors.ts';
import type { Database, Queryable } from '../../../platform/db/database.ts';
import { findTermsVersion } from '../../legal/legal.service.ts';
import { isHolderNamed, type LicencesService } from '../../licences/licences.service.ts';
import type { IdentityProvider } from '../provider/identity-provider.ts';
import { assertSignature } from '../uid-signature.ts';
import {
  AlreadyRegisteredError,
  EmailTakenError,
  LicenceTakenError,
  UidNotOwnedError,
} from '../../users/users.errors.ts';
import { SignatureInvalidError } from '../identity.errors.ts';
import {
  findUserByUid,
  findUsersByLicence,
  insertConsents,
  insertUser,
  isEmailUsed,
  type NewUser,
  type UserRecord,
} from '../../users/users.repository.ts';

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
export function newUserFrom(input: ProductAccountInput): NewUser {
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
 * choice. Run it inside a transaction.
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

/** First and last name from the registration's `name` when the identity account has none. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = name, ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export interface RegistrationServiceDeps {
  db: Database;
  identityProvider: () => IdentityProvider;
  licences: LicencesService;
  loginMaxSkewSeconds: number;
  now?: () => Date;
}

/** Spec §4, §5, §7 `POST users`: the product account of an identity account. */
export function createRegistrationService(deps: RegistrationServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The caller proves owning `idGigya` with the provider's signature. A signature that does not
   * match: 403 `users.uid_not_owned` when the UID is someone's identity account (someone else's
   * UID, or a forgery aimed at it), 401 `auth.signature_invalid` when it is nobody's. A genuine
   * but old signature: 401 `auth.signature_expired`. The signature is not spent here: the web
   * app exchanges it for a session right after (`POST users/login`).
   */
  async function provenAccount(body: RegistrationRequest) {
    const identity = deps.identityProvider();
    const payload = {
      UID: body.idGigya,
      UIDSignature: body.UIDSignature,
      signatureTimestamp: body.signatureTimestamp,
    };
    try {
      assertSignature(payload, identity.partnerSecret(), now(), deps.loginMaxSkewSeconds);
    } catch (error) {
      if (error instanceof SignatureInvalidError && (await identity.getAccount(body.idGigya))) {
        throw new UidNotOwnedError('The signature does not prove owning this identity account.');
      }
      throw error;
    }
    const account = await identity.getAccount(body.idGigya);
    if (!account) throw new UidNotOwnedError('The identity provider has no such account.');
    return account;
  }

  /** A second registration of the same UID: true with the same data, else 409. */
  function repeatOutcome(existing: UserRecord, wanted: NewUser): RegistrationResponse {
    if (sameRegistration(existing, wanted)) return { hasRegistred: true };
    throw new AlreadyRegisteredError('This identity account already has a product account.');
  }

  return {
    /**
     * Saves the product account, or answers `hasRegistred: false` with the reasons (translation
     * keys) when the licence may not register. Field problems (every one, with its field) were
     * answered before this by the route's schema.
     */
    async register(
      body: RegistrationRequest,
      requestCountry: CountryCode,
    ): Promise<RegistrationResponse> {
      if (body.country !== requestCountry) {
        throw new RequestInvalidError(
          `The registration is for ${body.country.toUpperCase()}, the site is ${requestCountry.toUpperCase()}.`,
          [{ field: 'body.country', code: 'custom', message: validationMessages.countryInvalid }],
        );
      }
      const account = await provenAccount(body);
      if (account.email.trim().toLowerCase() !== body.email) {
        throw new RequestInvalidError("The e-mail must be the identity account's e-mail.", [
          { field: 'body.email', code: 'custom', message: validationMessages.invalid },
        ]);
      }
      const names =
        account.firstName.trim() !== ''
          ? { firstName: account.firstName.trim(), lastName: account.lastName.trim() }
          : splitName(body.name);
      const at = now();
      const input: ProductAccountInput = {
        body,
        ...names,
        termsVersion: await termsVersionFor(db, body.country),
        at,
      };
      const wanted = newUserFrom(input);

      const existing = await findUserByUid(db, body.idGigya);
      if (existing) return repeatOutcome(existing, wanted);
      if (await isEmailUsed(db, body.email)) {
        throw new EmailTakenError('Another account uses this e-mail address.');
      }
      if (body.country === 'br' && body.registerNumber) {
        const uf = body.registerUf as UfCode | undefined;
        const licence = await deps.licences.lookup(body.registerNumber, uf);
        if (licence.status !== 'active') {
          return { hasRegistred: false, messages: [crmStatusMessages[licence.status]] };
        }
        const heldBy = await findUsersByLicence(db, {
          uf: uf ?? licence.uf ?? null,
          registerNumber: body.registerNumber,
        });
        if (heldBy.length > 0) {
          throw new LicenceTakenError('Another account holds this CRM.', [
            { field: 'body.registerNumber', code: 'custom', message: validationMessages.crmTaken },
          ]);
        }
        // A name the registry gives that is not the registrant's: registered, and reviewed.
        input.overrides = {
          licenceReview:
            licence.name !== undefined &&
            !isHolderNamed(licence.name, `${names.firstName} ${names.lastName}`),
        };
      }
      try {
        await db.transaction((tx) => createProductAccount(tx, input));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Two registrations at once: the other one won.
        const winner = await findUserByUid(db, body.idGigya);
        if (winner) return repeatOutcome(winner, wanted);
        throw new EmailTakenError('Another account uses this e-mail address.');
      }
      return { hasRegistred: true };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
