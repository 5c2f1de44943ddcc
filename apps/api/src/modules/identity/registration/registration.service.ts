import type { UfCode } from '@pulso/contracts/brazilian-states';
import type { CountryCode } from '@pulso/contracts/country';
import type { RegistrationRequest, RegistrationResponse } from '@pulso/contracts/registration';
import { crmStatusMessages } from '@pulso/contracts/users';
import { validationMessages } from '@pulso/contracts/validation';
import { RequestInvalidError } from '../../../errors.ts';
import { isHolderNamed, type LicencesService } from '../../licences/licences.service.ts';
import { SignatureInvalidError } from '../identity.errors.ts';
import type { IdentityProvider } from '../provider/identity-provider.ts';
import { assertSignature } from '../uid-signature.ts';
import {
  AlreadyRegisteredError,
  LicenceTakenError,
  UidNotOwnedError,
} from './registration.errors.ts';

/** First and last name from the registration's `name` when the identity account has none. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = name, ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** The product account registration asks for (the users module's input). */
export interface NewProductAccount {
  body: RegistrationRequest;
  firstName: string;
  lastName: string;
  /** Version of the country's terms accepted by registering. */
  termsVersion: string;
  at: Date;
  overrides?: { licenceReview?: boolean };
}

/** Whether a UID has a product account: none, one with the same registration data, or another. */
type ExistingAccount = 'none' | 'same' | 'different';

/**
 * What registration asks of the users module, which owns the product accounts (its service,
 * handed in by the composition root; identity writes none of users' table).
 */
export interface RegistrationAccounts {
  termsVersionFor(country: CountryCode): Promise<string>;
  existingAccount(input: NewProductAccount): Promise<ExistingAccount>;
  /** 409 `users.email_taken` when a product account uses the e-mail. */
  assertEmailFree(email: string): Promise<void>;
  isLicenceHeld(licence: { uf: UfCode | null; registerNumber: string }): Promise<boolean>;
  /** `created`, or what a registration of the same UID made at the same moment holds. */
  create(input: NewProductAccount): Promise<'created' | Exclude<ExistingAccount, 'none'>>;
}

export interface RegistrationServiceDeps {
  accounts: RegistrationAccounts;
  identityProvider: () => IdentityProvider;
  licences: LicencesService;
  loginMaxSkewSeconds: number;
  now?: () => Date;
}

/** Spec §4, §5, §7 `POST users`: the product account of an identity account. */
export function createRegistrationService(deps: RegistrationServiceDeps) {
  const { accounts } = deps;
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
  function repeatOutcome(existing: 'same' | 'different'): RegistrationResponse {
    if (existing === 'same') return { hasRegistred: true };
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
      const input: NewProductAccount = {
        body,
        ...names,
        termsVersion: await accounts.termsVersionFor(body.country),
        at,
      };

      const existing = await accounts.existingAccount(input);
      if (existing !== 'none') return repeatOutcome(existing);
      await accounts.assertEmailFree(body.email);
      if (body.country === 'br' && body.registerNumber) {
        const uf = body.registerUf as UfCode | undefined;
        const licence = await deps.licences.lookup(body.registerNumber, uf);
        if (licence.status !== 'active') {
          return { hasRegistred: false, messages: [crmStatusMessages[licence.status]] };
        }
        const held = await accounts.isLicenceHeld({
          uf: uf ?? licence.uf ?? null,
          registerNumber: body.registerNumber,
        });
        if (held) {
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
      const created = await accounts.create(input);
      // Two registrations of the UID at once: the other one won.
      if (created !== 'created') return repeatOutcome(created);
      return { hasRegistred: true };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
