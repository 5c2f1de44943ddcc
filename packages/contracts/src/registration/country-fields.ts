import { argentineProvinces } from '../argentine-provinces.ts';
import { brazilianStates } from '../brazilian-states.ts';
import { chileanRegions } from '../chilean-regions.ts';
import { regionalGroupOf, type CountryCode } from '../country.ts';
import type { RegistrationField } from '../country-profile.ts';
import { getCountryProfile } from '../country-profiles.ts';
import { CRM_LENGTH } from '../helpers/register-number.ts';
import { mexicanStates } from '../mexican-states.ts';

/** Mexico's treatment choices. */
export const mexicanTreatments = ['Dr.', 'Dra.'] as const;
export type MexicanTreatment = (typeof mexicanTreatments)[number];

export const registrationLimits = {
  /** Brazil: CRM digits after dropping leading zeros (then padded to `CRM_LENGTH`). */
  crm: { min: 1, max: CRM_LENGTH },
  /** Argentina: Matrícula Nacional. */
  nationalRegistration: { min: 1, max: 7 },
  /** Argentina: matrícula provincial. */
  provincialEnrollment: { min: 1, max: 8 },
  /** Mexico: cédula profesional. */
  cedulaProfesional: { min: 7, max: 8 },
  /** Mexico: sales-representative code, letters and digits. */
  salesRepresentativeCode: { min: 1, max: 10 },
  /** Costa Rica and Colombia: identity document or medical-collegiate number. */
  identityDocument: { min: 4, max: 12 },
  /** Peru: número de colegiatura médica (CMP). */
  peruCmp: { min: 5, max: 6 },
} as const;

/** A state, province or region of a registration list: the value stored is `name`. */
export interface RegistrationState {
  code: string;
  name: string;
}

/**
 * The list the registration form offers for the state field of `country` (Brazil: the 27 UFs,
 * sent as `registerUf`); `undefined` where the country's form has no state field.
 */
export function registrationStatesOf(
  country: CountryCode,
): readonly RegistrationState[] | undefined {
  switch (country) {
    case 'mx':
      return mexicanStates;
    case 'ar':
      return argentineProvinces;
    case 'cl':
      return chileanRegions;
    case 'br':
      return brazilianStates;
    default:
      return undefined;
  }
}

/** Spec §3: the registration fields of a country are body keys of `POST users`. */
export const bodyKeyOfField = {
  treatment: 'treatment',
  state: 'state',
  identityDocumentOrMedicalCollegiate: 'identityDocumentOrMedicalCollegiate',
  salesRepresentativeCode: 'salesRepresentativeCode',
  nationalRegistration: 'nationalRegistration',
  provincialEnrollment: 'provincialEnrollment',
  RUT: 'RUT',
  UF: 'registerUf',
  CRM: 'registerNumber',
  TermosEPoliticas: 'readAcceptTerms',
} as const satisfies Record<RegistrationField, string>;

export type CountryFieldKey = (typeof bodyKeyOfField)[RegistrationField];

/** Fields listed for a country but not required (Mexico's sales-representative code). */
export const optionalFields: readonly RegistrationField[] = ['salesRepresentativeCode'];

/** The body keys of `country`'s own registration fields (e.g. Brazil: registerUf, registerNumber, readAcceptTerms). */
export function countryFieldKeys(country: CountryCode): CountryFieldKey[] {
  return getCountryProfile(country).registrationFields.map((field) => bodyKeyOfField[field]);
}

/** Spec §5: Brazil's registration includes a granted consent term (its `TermosEPoliticas` field). */
export function requiresTermsAcceptance(country: CountryCode): boolean {
  return getCountryProfile(country).registrationFields.includes('TermosEPoliticas');
}

/**
 * The values of the body that come from the country rather than from the user: what the web app
 * sends with every registration of `country`.
 */
export function registrationDefaults(country: CountryCode) {
  const profile = getCountryProfile(country);
  return {
    country,
    region: regionalGroupOf[country],
    language: profile.registerApiLanguage,
    timezone: profile.timezone.iana,
    registerType: country === 'br' ? ('CRM' as const) : undefined,
  };
}
