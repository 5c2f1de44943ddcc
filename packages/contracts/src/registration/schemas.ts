import { z } from 'zod';
import { countryCodes, type CountryCode } from '../country.ts';
import { countryCodeSchema, regionalGroupSchema } from '../value-schemas.ts';
import { registerApiLanguageSchema } from '../country-profile.ts';
import { normaliseRegisterNumber } from '../helpers/register-number.ts';
import { normaliseRut } from '../helpers/rut.ts';
import {
  gigyaSignatureSchema,
  gigyaSignatureTimestampSchema,
  gigyaUidSchema,
  passwordSchema,
} from '../identity.ts';
import { checkPhoneNumber } from '../phone-number.ts';
import {
  emailSchema,
  formBoolean,
  optionalText,
  requiredText,
  validationMessages as m,
} from '../validation.ts';
import { registrationTypeSchema } from './registration-types.ts';
import {
  registrationStatesOf,
  type CountryFieldKey,
  countryFieldKeys,
  registrationDefaults,
} from './country-fields.ts';
import {
  type Draft,
  findState,
  findSpecialty,
  findTreatment,
  digitsOnly,
  registrationProblems,
  countryTimeZone,
} from './rules.ts';

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
