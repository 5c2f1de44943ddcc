import { z } from 'zod';
import { argentineProvinces } from './argentine-provinces.ts';
import { brazilianStates, ufCodes } from './brazilian-states.ts';
import { chileanRegions } from './chilean-regions.ts';
import { countryCodes, regionalGroupOf, type CountryCode } from './country.ts';
import { countryCodeSchema, regionalGroupSchema } from './value-schemas.ts';
import { registerApiLanguageSchema, type RegistrationField } from './country-profile.ts';
import { getCountryProfile } from './country-profiles.ts';
import { CRM_LENGTH, normaliseRegisterNumber } from './helpers/register-number.ts';
import { isValidRut, normaliseRut } from './helpers/rut.ts';
import {
  gigyaSignatureSchema,
  gigyaSignatureTimestampSchema,
  gigyaUidSchema,
  passwordSchema,
} from './identity.ts';
import { mexicanStates } from './mexican-states.ts';
import { checkPhoneNumber } from './phone-number.ts';
import { registrationSpecialties } from './registration-specialties.ts';
import {
  emailSchema,
  formBoolean,
  optionalText,
  requiredText,
  validationMessages as m,
} from './validation.ts';

/**
 * Registration with the product (spec §3 "Registration fields per country", §4 Registration,
 * §5, §6, §7 `POST users`).
 *
 * The body of `POST /api/users` is spec §7's, plus `UIDSignature` and `signatureTimestamp`: the
 * identity provider's proof that the caller owns `idGigya` (someone else's UID is refused).
 * Each country's rules are checked together and every problem is reported with its field path
 * (never only the first). After parsing, the values are normalised (CRM padded, RUT as
 * `12345678-5`, phone digits, e-mail lower case, UF upper case, state / specialty / treatment in
 * their listed spelling), and fields that do not belong to the country are dropped.
 */

// ---------------------------------------------------------------------------------------------
// Registration types and dentists

/** Spec §6: the registration type is `CRM` for Brazil; a `CRO` is a dental council's. */
export const registrationTypes = ['CRM', 'CRO', 'other'] as const;
export const registrationTypeSchema = z.enum(registrationTypes, { error: m.registerTypeInvalid });
export type RegistrationType = z.infer<typeof registrationTypeSchema>;

/** Spec §1, §2: dentists (registered with a CRO) are no longer supported and are refused. */
export const dentistRegistrationTypes = ['CRO'] as const;

export function isDentistRegistration(registerType: string | null | undefined): boolean {
  return (dentistRegistrationTypes as readonly string[]).includes(
    (registerType ?? '').trim().toUpperCase(),
  );
}

// ---------------------------------------------------------------------------------------------
// Country lists and limits

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
const bodyKeyOfField = {
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
const optionalFields: readonly RegistrationField[] = ['salesRepresentativeCode'];

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

// ---------------------------------------------------------------------------------------------
// Rules

export interface RegistrationProblem {
  /** Body key, e.g. `registerNumber`, `RUT`, `phone`. */
  path: string;
  /** Translation key, e.g. `validation.crm.invalid`. */
  message: string;
}

type Draft = Readonly<Record<string, unknown>>;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Letters compared without accents and case: `michoacan` finds `Michoacán`. */
const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

function findState(
  list: readonly RegistrationState[],
  value: string,
): RegistrationState | undefined {
  const wanted = fold(value);
  return list.find((entry) => fold(entry.name) === wanted || fold(entry.code) === wanted);
}

function findSpecialty(country: CountryCode, value: string): string | undefined {
  const wanted = fold(value);
  return registrationSpecialties[country].find((entry) => fold(entry) === wanted);
}

function findTreatment(value: string): MexicanTreatment | undefined {
  const wanted = fold(value).replace(/\.$/, '');
  return mexicanTreatments.find((entry) => fold(entry).replace(/\.$/, '') === wanted);
}

/** Digits with the separators people type (spaces, dots, hyphens, slashes) removed; else undefined. */
function digitsOnly(value: string): string | undefined {
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

// ---------------------------------------------------------------------------------------------
// Schemas

const FIELD_MAX_LENGTH = 50;

/** The fields the user fills in, shared by the body and the form. */
const professionalShape = {
  treatment: optionalText(FIELD_MAX_LENGTH),
  state: optionalText(100),
  nationalRegistration: optionalText(FIELD_MAX_LENGTH),
  registerNumber: optionalText(FIELD_MAX_LENGTH),
  registerUf: optionalText(FIELD_MAX_LENGTH),
  identityDocumentOrMedicalCollegiate: optionalText(FIELD_MAX_LENGTH),
  RUT: optionalText(FIELD_MAX_LENGTH),
  provincialEnrollment: optionalText(FIELD_MAX_LENGTH),
  salesRepresentativeCode: optionalText(FIELD_MAX_LENGTH),
  specialty: requiredText(100),
  email: emailSchema,
  /** Checked and normalised by the country's rules (see phone-number.ts). */
  phone: optionalText(FIELD_MAX_LENGTH),
  iamDoctor: formBoolean,
  receivePromotional: formBoolean.optional().default(false),
  readAcceptTerms: formBoolean.optional().default(false),
};

/** Spec §7 `POST users`, plus the identity provider's proof of owning `idGigya`. */
const bodyShape = {
  idGigya: gigyaUidSchema,
  UIDSignature: gigyaSignatureSchema,
  signatureTimestamp: gigyaSignatureTimestampSchema,
  /** First plus last name. */
  name: requiredText(201),
  ...professionalShape,
  /** The country's regional group (spec §1), e.g. `BRASIL`. */
  region: z.enum(regionalGroupSchema.options, { error: m.regionMismatch }),
  country: z.enum(countryCodes, { error: m.countryInvalid }),
  /** The country's register-API language code (spec §3), e.g. `pt_BR`. */
  language: z.enum(registerApiLanguageSchema.options, { error: m.languageMismatch }),
  /** The country's IANA time zone, e.g. `America/Sao_Paulo`, or its UTC offset (`UTC-3`). */
  timezone: requiredText(64),
  registerType: registrationTypeSchema.nullish().transform((type) => type ?? undefined),
};

const registrationBodySchema = z.object(bodyShape, { error: m.invalid });
type RegistrationBody = z.output<typeof registrationBodySchema>;

/** The country's values: its listed spellings, normalised numbers, and only its own fields. */
function normaliseRegistration(body: RegistrationBody): RegistrationBody {
  const country = body.country;
  const fields = new Set<string>(countryFieldKeys(country));
  const keep = <V>(key: CountryFieldKey, value: V): V | undefined =>
    fields.has(key) ? value : undefined;
  const states = registrationStatesOf(country);
  const phone = body.phone === undefined ? undefined : checkPhoneNumber(country, body.phone);

  return {
    ...body,
    treatment: keep('treatment', body.treatment && findTreatment(body.treatment)),
    state: keep('state', body.state && states ? findState(states, body.state)?.name : body.state),
    nationalRegistration: keep(
      'nationalRegistration',
      body.nationalRegistration && digitsOnly(body.nationalRegistration),
    ),
    provincialEnrollment: keep(
      'provincialEnrollment',
      body.provincialEnrollment && digitsOnly(body.provincialEnrollment),
    ),
    identityDocumentOrMedicalCollegiate: keep(
      'identityDocumentOrMedicalCollegiate',
      body.identityDocumentOrMedicalCollegiate &&
        digitsOnly(body.identityDocumentOrMedicalCollegiate),
    ),
    salesRepresentativeCode: keep('salesRepresentativeCode', body.salesRepresentativeCode),
    RUT: keep('RUT', body.RUT && normaliseRut(body.RUT)),
    registerUf: keep('registerUf', body.registerUf?.toUpperCase()),
    registerNumber: keep(
      'registerNumber',
      body.registerNumber && normaliseRegisterNumber(body.registerNumber),
    ),
    specialty: findSpecialty(country, body.specialty) ?? body.specialty,
    phone: phone?.ok ? phone.value : undefined,
    timezone: countryTimeZone(country, body.timezone) ?? body.timezone,
  };
}

/**
 * Adds the country rules to a body schema: those of `fixedCountry`, or else of the body's own
 * `country` (when that is one of ours).
 */
function withCountryRules<T extends z.ZodType<RegistrationBody>>(
  schema: T,
  fixedCountry?: CountryCode,
) {
  return schema
    .superRefine(
      (body, ctx) => {
        if (body === null || typeof body !== 'object') return;
        const country = fixedCountry ?? countryCodeSchema.safeParse((body as Draft).country).data;
        if (country === undefined) return;
        for (const problem of registrationProblems(country, body as Draft)) {
          ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
        }
      },
      // Run even when some field already failed, so that every problem is listed at once.
      { when: () => true },
    )
    .transform((body) => normaliseRegistration(body));
}

/**
 * The body of `POST /api/users` for any country: the rules of the body's `country` apply. The
 * output is normalised (see the file comment).
 */
export const registrationRequestSchema = withCountryRules(registrationBodySchema);
export type RegistrationRequest = z.output<typeof registrationRequestSchema>;
export type RegistrationRequestInput = z.input<typeof registrationRequestSchema>;

/** The same body for one country (`country` must be that country). */
export function registrationSchemaFor(country: CountryCode) {
  return withCountryRules(
    registrationBodySchema.extend({ country: z.literal(country, { error: m.countryInvalid }) }),
    country,
  );
}

/**
 * What the registration form asks of the user in `country`: names and password for the identity
 * provider, and the professional fields for the product. Every problem is reported with its
 * field name. `registrationRequestFrom` turns a parsed form into the `POST users` body.
 */
export function registrationFormSchemaFor(country: CountryCode) {
  const defaults = registrationDefaults(country);
  return z
    .object(
      {
        firstName: requiredText(100),
        lastName: requiredText(100),
        password: passwordSchema,
        ...professionalShape,
      },
      { error: m.invalid },
    )
    .superRefine(
      (form, ctx) => {
        if (form === null || typeof form !== 'object') return;
        const body = { ...defaults, ...(form as Draft) };
        for (const problem of registrationProblems(country, body)) {
          ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
        }
      },
      { when: () => true },
    );
}
export type RegistrationForm = z.output<ReturnType<typeof registrationFormSchemaFor>>;
export type RegistrationFormInput = z.input<ReturnType<typeof registrationFormSchemaFor>>;

/**
 * The `POST users` body from a parsed form and the identity provider's login payload of the new
 * account. The password stays with the identity provider and is not part of the body.
 */
export function registrationRequestFrom(
  country: CountryCode,
  form: RegistrationForm,
  login: { UID: string; UIDSignature: string; signatureTimestamp: string },
): RegistrationRequestInput {
  const { firstName, lastName, password: _password, ...professional } = form;
  return {
    ...professional,
    ...registrationDefaults(country),
    idGigya: login.UID,
    UIDSignature: login.UIDSignature,
    signatureTimestamp: login.signatureTimestamp,
    name: `${firstName} ${lastName}`,
  };
}

/**
 * Spec §7 answer of `POST users`. When `hasRegistred` is false the web app shows the
 * "CANNOT CREATE ACCOUNT" alert with `messages` joined by commas (translation keys, or the
 * server's own messages).
 */
export const registrationResponseSchema = z.object({
  hasRegistred: z.boolean(),
  messages: z.array(z.string()).optional(),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;
