import { ufCodes } from '../brazilian-states.ts';
import { regionalGroupOf, type CountryCode } from '../country.ts';
import { regionalGroupSchema } from '../value-schemas.ts';
import { registerApiLanguageSchema } from '../country-profile.ts';
import { getCountryProfile } from '../country-profiles.ts';
import { isValidRut } from '../helpers/rut.ts';
import { checkPhoneNumber } from '../phone-number.ts';
import { registrationSpecialties } from '../registration-specialties.ts';
import { validationMessages as m } from '../validation.ts';
import { registrationTypeSchema } from './registration-types.ts';
import {
  mexicanTreatments,
  type MexicanTreatment,
  registrationLimits,
  type RegistrationState,
  registrationStatesOf,
  bodyKeyOfField,
  optionalFields,
  countryFieldKeys,
  requiresTermsAcceptance,
} from './country-fields.ts';

export interface RegistrationProblem {
  /** Body key, e.g. `registerNumber`, `RUT`, `phone`. */
  path: string;
  /** Translation key, e.g. `validation.crm.invalid`. */
  message: string;
}

export type Draft = Readonly<Record<string, unknown>>;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Letters compared without accents and case: `michoacan` finds `Michoacán`. */
const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

export function findState(
  list: readonly RegistrationState[],
  value: string,
): RegistrationState | undefined {
  const wanted = fold(value);
  return list.find((entry) => fold(entry.name) === wanted || fold(entry.code) === wanted);
}

export function findSpecialty(country: CountryCode, value: string): string | undefined {
  const wanted = fold(value);
  return registrationSpecialties[country].find((entry) => fold(entry) === wanted);
}

export function findTreatment(value: string): MexicanTreatment | undefined {
  const wanted = fold(value).replace(/\.$/, '');
  return mexicanTreatments.find((entry) => fold(entry).replace(/\.$/, '') === wanted);
}

/** Digits with the separators people type (spaces, dots, hyphens, slashes) removed; else undefined. */
export function digitsOnly(value: string): string | undefined {
  const compact = value.replace(/[\s.\-/]/g, '');
  return /^\d+$/.test(compact) ? compact : undefined;
}

function hasDigitCount(value: string, limits: { min: number; max: number }): boolean {
  const digits = digitsOnly(value);
  return digits !== undefined && digits.length >= limits.min && digits.length <= limits.max;
}

/** Brazil: digits (with separators), not all zeros, at most `CRM_LENGTH` significant digits. */
export function isValidCrm(value: string): boolean {
  const digits = digitsOnly(value);
  if (digits === undefined) return false;
  const significant = digits.replace(/^0+/, '');
  return (
    significant.length >= registrationLimits.crm.min &&
    significant.length <= registrationLimits.crm.max
  );
}

function identityDocumentLimits(country: CountryCode) {
  if (country === 'mx') return registrationLimits.cedulaProfesional;
  if (country === 'pe') return registrationLimits.peruCmp;
  return registrationLimits.identityDocument;
}

/**
 * Every problem of a registration body by the rules of `country` (spec §3, §5, §6), beyond the
 * types and lengths that the schema itself checks. Values of the wrong type are left to the
 * schema; blank values of required fields are reported as `validation.required`.
 */
export function registrationProblems(country: CountryCode, body: Draft): RegistrationProblem[] {
  const problems: RegistrationProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  const profile = getCountryProfile(country);

  // Required fields of the country.
  for (const field of profile.registrationFields) {
    if (field === 'TermosEPoliticas' || optionalFields.includes(field)) continue;
    const key = bodyKeyOfField[field];
    if (isBlank(body[key])) add(key, m.required);
  }
  if (requiresTermsAcceptance(country) && body.readAcceptTerms !== true) {
    add('readAcceptTerms', m.termsRequired);
  }

  // Formats of the country's fields.
  const treatment = textOf(body.treatment);
  const state = textOf(body.state);
  const identityDocument = textOf(body.identityDocumentOrMedicalCollegiate);
  const fields = new Set<string>(countryFieldKeys(country));

  if (fields.has('treatment') && treatment !== undefined && !findTreatment(treatment)) {
    add('treatment', m.treatmentInvalid);
  }
  const states = registrationStatesOf(country);
  if (fields.has('state') && state !== undefined && states && !findState(states, state)) {
    add('state', m.stateInvalid);
  }
  if (fields.has('identityDocumentOrMedicalCollegiate') && identityDocument !== undefined) {
    if (!hasDigitCount(identityDocument, identityDocumentLimits(country))) {
      add('identityDocumentOrMedicalCollegiate', m.identityDocumentInvalid);
    }
  }
  const salesCode = textOf(body.salesRepresentativeCode);
  if (fields.has('salesRepresentativeCode') && salesCode !== undefined) {
    if (!/^[A-Za-z0-9]{1,10}$/.test(salesCode)) {
      add('salesRepresentativeCode', m.salesRepresentativeCodeInvalid);
    }
  }
  const nationalRegistration = textOf(body.nationalRegistration);
  if (fields.has('nationalRegistration') && nationalRegistration !== undefined) {
    if (!hasDigitCount(nationalRegistration, registrationLimits.nationalRegistration)) {
      add('nationalRegistration', m.nationalRegistrationInvalid);
    }
  }
  const provincialEnrollment = textOf(body.provincialEnrollment);
  if (fields.has('provincialEnrollment') && provincialEnrollment !== undefined) {
    if (!hasDigitCount(provincialEnrollment, registrationLimits.provincialEnrollment)) {
      add('provincialEnrollment', m.provincialEnrollmentInvalid);
    }
  }
  const rut = textOf(body.RUT);
  if (fields.has('RUT') && rut !== undefined && !isValidRut(rut)) add('RUT', m.rutInvalid);

  const uf = textOf(body.registerUf);
  if (fields.has('registerUf') && uf !== undefined) {
    if (!(ufCodes as readonly string[]).includes(uf.toUpperCase())) add('registerUf', m.ufInvalid);
  }
  const crm = textOf(body.registerNumber);
  if (fields.has('registerNumber') && crm !== undefined && !isValidCrm(crm)) {
    add('registerNumber', m.crmInvalid);
  }

  // Registration type (spec §6): CRM in Brazil; dentists refused everywhere. Values outside the
  // list are reported by the schema itself.
  const registerType = registrationTypeSchema.safeParse(body.registerType).data;
  if (registerType === 'CRO') {
    add('registerType', m.registerTypeDentist);
  } else if (country === 'br') {
    if (isBlank(body.registerType)) add('registerType', m.required);
    else if (registerType === 'other') add('registerType', m.registerTypeInvalid);
  } else if (registerType === 'CRM') {
    add('registerType', m.registerTypeInvalid);
  }

  // Fields every country has.
  const specialty = textOf(body.specialty);
  if (specialty !== undefined && !findSpecialty(country, specialty)) {
    add('specialty', m.specialtyInvalid);
  }
  const phone = textOf(body.phone);
  if (phone !== undefined) {
    const checked = checkPhoneNumber(country, phone);
    if (!checked.ok) add('phone', checked.message);
  }
  if (body.iamDoctor === false) add('iamDoctor', m.iamDoctorRequired);
  // Values outside the lists are reported by the schema itself.
  const region = regionalGroupSchema.safeParse(body.region);
  if (region.success && region.data !== regionalGroupOf[country]) add('region', m.regionMismatch);
  const language = registerApiLanguageSchema.safeParse(body.language);
  if (language.success && language.data !== profile.registerApiLanguage) {
    add('language', m.languageMismatch);
  }
  const timezone = textOf(body.timezone);
  if (timezone !== undefined && countryTimeZone(country, timezone) === undefined) {
    add('timezone', m.timezoneMismatch);
  }
  return problems;
}

/** Minutes east of UTC in "UTC-3", "GMT-03:00", "-3", "UTC−6" (the label's form), or undefined. */
function utcOffsetMinutes(text: string): number | undefined {
  const match = /(?:^|\s|UTC|GMT)([+\-\u2212])(\d{1,2})(?::?([0-5]\d))?$/i.exec(text.trim());
  if (!match?.[2]) return undefined;
  const sign = match[1] === '+' ? 1 : -1;
  return sign * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/**
 * The country's IANA time zone for a `timezone` sent as that name or, as spec §7's calls send
 * it, as the country's UTC offset of spec §1 ("UTC-3", also "GMT-03:00", "CST UTC-6");
 * undefined for any other zone or offset.
 */
export function countryTimeZone(country: CountryCode, value: string): string | undefined {
  const { iana, label } = getCountryProfile(country).timezone;
  const text = value.trim();
  if (text === iana) return iana;
  if (!/^(?:[A-Z]{3,4}\s+)?(?:UTC|GMT)?\s*[+\-\u2212]/i.test(text)) return undefined;
  const offset = utcOffsetMinutes(text);
  return offset !== undefined && offset === utcOffsetMinutes(label) ? iana : undefined;
}
