import { z } from 'zod';
import { getMunicipalityByCode } from '@brazilian-utils/brazilian-utils/get-municipality-by-code';
import { ufCodes, ufSchema } from './brazilian-states.ts';
import { isPostalCode, maskPostalCode } from './helpers/postal-code.ts';
import { checkPhoneNumber } from './phone-number.ts';
import {
  missingOrInvalid,
  objectError,
  optionalText,
  requestString,
  requiredText,
  validationMessages as m,
} from './validation.ts';
import {
  DOCFINDER_ADDRESS_LIMITS,
  DOCFINDER_CONSENT_VERSION,
  DOCFINDER_DEFAULT_RADIUS_KM,
  DOCFINDER_MAX_HOURS,
  DOCFINDER_MAX_LANGUAGES,
  DOCFINDER_MAX_PAGE,
  DOCFINDER_MAX_PHONES,
  DOCFINDER_MAX_RADIUS_KM,
  DOCFINDER_MAX_SPECIALTIES,
  DOCFINDER_QUERY_MAX_LENGTH,
  RQE_MAX_DIGITS,
  docfinderCountries,
  docfinderLanguages,
  docfinderValidationMessages as dm,
  listingStates,
  weekDays,
} from './docfinder/limits.ts';
import { docfinderSpecialtyCodes } from './docfinder/specialties.ts';

/**
 * The doctor finder (issue 15): a public search for patients, doctors' own listings with their
 * offices, and its API v1 at `/docfinder/v1` (spec §7 "a doctor-finder API (versioned v1)").
 *
 * Public (rate-limited, no account):
 * - `GET /docfinder/v1/doctors` (`docfinderSearchQuerySchema` → `docfinderSearchResponseSchema`)
 * - `GET /docfinder/v1/doctors/:id` (→ `docfinderProfileSchema`)
 * - `GET /docfinder/v1/specialties` (→ `docfinderSpecialtiesResponseSchema`)
 * - `GET /docfinder/v1/municipalities?uf=` (→ `docfinderMunicipalitiesResponseSchema`)
 *
 * Signed in (the portal session cookie):
 * - `GET /docfinder/v1/me` (→ `myListingSchema`)
 * - `PUT /docfinder/v1/me` (`optInRequestSchema` → `myListingSchema`): opt in, or change
 *   specialties / languages
 * - `DELETE /docfinder/v1/me` (→ 204): leave the directory; the listing and its offices are deleted
 * - `POST /docfinder/v1/me/addresses` (`officeRequestSchema` → 201 `officeSchema`)
 * - `PUT /docfinder/v1/me/addresses/:id` (`officeRequestSchema` → `officeSchema`)
 * - `DELETE /docfinder/v1/me/addresses/:id` (→ 204)
 *
 * Errors are problem+json: field problems name the field (`query.near`, `body.cep`), codes in
 * `docfinder/problem-codes.ts`.
 */

export * from './docfinder/limits.ts';
export * from './docfinder/problem-codes.ts';
export * from './docfinder/specialties.ts';

// ---------------------------------------------------------------------------------------------
// Shared values

/** A 7-digit IBGE municipality code of the IBGE list (`@brazilian-utils/brazilian-utils`). */
export const municipalityCodeSchema = requestString()
  .trim()
  .refine((code) => /^\d{7}$/.test(code) && getMunicipalityByCode(code) !== null, {
    error: dm.municipalityInvalid,
  });

/** A UF as a query sends it: upper or lower case (`sp`, `SP`) → `SP`. */
const ufParamSchema = requestString()
  .trim()
  .toUpperCase()
  .pipe(z.enum(ufCodes, { error: m.ufInvalid }));

export const specialtyCodeSchema = z.enum(docfinderSpecialtyCodes, { error: m.specialtyInvalid });

export const languageSchema = z.enum(docfinderLanguages, { error: dm.languageInvalid });

/** A point on Earth in decimal degrees (WGS 84). */
export const geoPointSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type GeoPoint = z.infer<typeof geoPointSchema>;

const decimal = /^-?\d{1,3}(?:\.\d{1,10})?$/;

/** `near=lat,lng` in decimal degrees, e.g. `-23.5505,-46.6333`. */
export const nearSchema = requestString(dm.nearInvalid).transform((raw, ctx) => {
  const parts = raw.split(',').map((part) => part.trim());
  const [lat, lng] = parts.map(Number);
  if (
    parts.length !== 2 ||
    !parts.every((part) => decimal.test(part)) ||
    lat === undefined ||
    lng === undefined ||
    Math.abs(lat) > 90 ||
    Math.abs(lng) > 180
  ) {
    ctx.addIssue({ code: 'custom', message: dm.nearInvalid, input: raw });
    return z.NEVER;
  }
  return { lat, lng };
});

/** `near` as the web builds it from a point. */
export const formatNear = ({ lat, lng }: GeoPoint): string => `${lat.toFixed(5)},${lng.toFixed(5)}`;

/** Spec §5 CEP: 5 digits, an optional hyphen, 3 digits; answered masked (`01310-100`). */
export const cepSchema = requestString()
  .trim()
  .refine(isPostalCode, { error: dm.cepInvalid })
  .transform((cep) => maskPostalCode(cep));

const numberParam = (error: string, pattern: RegExp) =>
  z.union([z.string().trim().regex(pattern).transform(Number), z.number()], { error });

// ---------------------------------------------------------------------------------------------
// Search

/**
 * `GET /docfinder/v1/doctors`. Every filter is optional; blank means "not given".
 * - `specialty`: a code of `docfinderSpecialties`
 * - `uf`: a UF (any case); `municipality`: a 7-digit IBGE code (inside `uf` when both are given)
 * - `q`: words of the doctor's name (accents and case ignored, typos tolerated)
 * - `near`: `lat,lng`; `radiusKm` (default 25, at most 500) only with `near`; results then carry
 *   `distanceKm` and come nearest first
 * - `cep`: a CEP (§5, `01310-100` or `01310100`) instead of `near`: the search is near its
 *   municipality's point (offline from the directory's own offices, refined by a CEP service when
 *   one is configured); an unknown CEP → 422 `docfinder.cep_unknown`
 * - `page`: 1-based, at most DOCFINDER_MAX_PAGE
 *
 * A bad `near`, a negative/zero radius or page, an unknown UF or specialty → 400 naming the field.
 */
export const docfinderSearchQuerySchema = z
  .object(
    {
      specialty: z.preprocess(blankToUndefined, specialtyCodeSchema.optional()),
      uf: z.preprocess(blankToUndefined, ufParamSchema.optional()),
      municipality: z.preprocess(blankToUndefined, municipalityCodeSchema.optional()),
      q: optionalText(DOCFINDER_QUERY_MAX_LENGTH),
      near: z.preprocess(blankToUndefined, nearSchema.optional()),
      cep: z.preprocess(blankToUndefined, cepSchema.optional()),
      radiusKm: z.preprocess(
        blankToUndefined,
        numberParam(dm.radiusInvalid, /^-?\d+(?:\.\d+)?$/)
          .pipe(
            z
              .number({ error: dm.radiusInvalid })
              .positive({ error: dm.radiusInvalid })
              .max(DOCFINDER_MAX_RADIUS_KM, { error: dm.radiusInvalid }),
          )
          .optional(),
      ),
      page: z.preprocess(
        blankToUndefined,
        numberParam(dm.pageInvalid, /^-?\d{1,9}$/)
          .pipe(
            z
              .number({ error: dm.pageInvalid })
              .int({ error: dm.pageInvalid })
              .min(1, { error: dm.pageInvalid })
              .max(DOCFINDER_MAX_PAGE, { error: dm.pageTooDeep }),
          )
          .optional()
          .default(1),
      ),
    },
    objectError,
  )
  .superRefine((query, ctx) => {
    if (query.radiusKm !== undefined && query.near === undefined && query.cep === undefined) {
      ctx.addIssue({ code: 'custom', path: ['radiusKm'], message: dm.radiusWithoutNear });
    }
    if (query.near !== undefined && query.cep !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['cep'], message: dm.cepWithNear });
    }
    if (query.municipality !== undefined && query.uf !== undefined) {
      if (getMunicipalityByCode(query.municipality)?.stateCode !== query.uf) {
        ctx.addIssue({ code: 'custom', path: ['municipality'], message: dm.municipalityOutsideUf });
      }
    }
  })
  .transform((query) => ({
    ...query,
    radiusKm:
      query.near === undefined && query.cep === undefined
        ? undefined
        : (query.radiusKm ?? DOCFINDER_DEFAULT_RADIUS_KM),
  }));
export type DocfinderSearchQuery = z.infer<typeof docfinderSearchQuerySchema>;
/** The query as a client writes it (every value as text or number). */
export type DocfinderSearchParams = z.input<typeof docfinderSearchQuerySchema>;

function blankToUndefined(value: unknown): unknown {
  return value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
}

// ---------------------------------------------------------------------------------------------
// Offices

/** `HH:MM`, 00:00 to 23:59 (`24:00` allowed as a closing time). */
const timeSchema = z
  .string({ error: dm.hoursInvalid })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, {
    error: dm.hoursInvalid,
  });

/** One opening period of an office: `{ day: 'mon', opens: '08:00', closes: '12:00' }`. */
export const openingHoursSchema = z
  .object(
    {
      day: z.enum(weekDays, { error: dm.hoursInvalid }),
      opens: timeSchema,
      closes: timeSchema,
    },
    { error: dm.hoursInvalid },
  )
  .refine((period) => period.opens < period.closes, { error: dm.hoursInvalid, path: ['closes'] });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** A Brazilian phone by the rules of `phone-number.ts` (spec §5); stored as digits. */
export const officePhoneSchema = requestString(m.phoneInvalid).transform((raw, ctx) => {
  const checked = checkPhoneNumber('br', raw);
  if (checked.ok) return checked.value;
  ctx.addIssue({ code: 'custom', message: checked.message, input: raw });
  return z.NEVER;
});

/**
 * `POST /docfinder/v1/me/addresses` and `PUT …/addresses/:id` (Brazil): `cep` (§5), street,
 * number (`s/n` allowed), complement (optional), district, UF, municipality (IBGE code inside the
 * UF), 1–3 phones (§5), telemedicine, opening hours (may be empty).
 */
export const officeRequestSchema = z
  .object(
    {
      cep: cepSchema,
      street: requiredText(DOCFINDER_ADDRESS_LIMITS.street),
      number: requiredText(DOCFINDER_ADDRESS_LIMITS.number),
      complement: optionalText(DOCFINDER_ADDRESS_LIMITS.complement),
      district: requiredText(DOCFINDER_ADDRESS_LIMITS.district),
      uf: ufParamSchema,
      municipalityCode: municipalityCodeSchema,
      phones: z
        .array(officePhoneSchema, { error: missingOrInvalid })
        .min(1, { error: dm.phonesRequired })
        .max(DOCFINDER_MAX_PHONES, { error: m.tooLong }),
      telemedicine: z.boolean({ error: missingOrInvalid }),
      hours: z
        .array(openingHoursSchema, { error: dm.hoursInvalid })
        .max(DOCFINDER_MAX_HOURS, { error: m.tooLong })
        .optional()
        .default([]),
    },
    objectError,
  )
  .superRefine((office, ctx) => {
    const municipality = getMunicipalityByCode(office.municipalityCode);
    if (municipality && municipality.stateCode !== office.uf) {
      ctx.addIssue({
        code: 'custom',
        path: ['municipalityCode'],
        message: dm.municipalityOutsideUf,
      });
    }
  });
export type OfficeRequest = z.infer<typeof officeRequestSchema>;
/** The office body as a form writes it. */
export type OfficeRequestInput = z.input<typeof officeRequestSchema>;

/** An office as answered (to patients, and to its doctor). */
export const officeSchema = z.object({
  id: z.uuid(),
  cep: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string().optional(),
  district: z.string(),
  uf: ufSchema,
  municipalityCode: z.string(),
  /** The IBGE name (`@brazilian-utils/brazilian-utils`). */
  municipalityName: z.string(),
  /** Digits only (`11987654321`); the web masks them (§5). */
  phones: z.array(z.string()),
  telemedicine: z.boolean(),
  hours: z.array(openingHoursSchema),
  /**
   * Where the office is placed: geocoded offline to its municipality's point (the open
   * municipality dataset), so a distance is municipality-level (`precision: 'municipality'`).
   */
  location: geoPointSchema.extend({ precision: z.enum(['municipality']) }),
  /** Kilometres from `near` (rounded to 0.1) when the search gave one. */
  distanceKm: z.number().nonnegative().optional(),
});
export type Office = z.infer<typeof officeSchema>;

export const officeIdParamsSchema = z.object({ id: z.uuid({ error: m.invalid }) }, objectError);

/** `GET /docfinder/v1/ceps/:cep` (signed in): the CEP of an office being typed. */
export const cepParamsSchema = z.object({ cep: cepSchema }, objectError);

/**
 * What a CEP tells the address form (decision 077). `source: 'service'`: the CEP service
 * answered (street and district when the CEP has its own, not for a whole town's CEP);
 * `'ranges'`: it did not (unconfigured, unreachable or slow), so the UF comes from the CEP
 * ranges and the municipality from a known municipality range or the directory's offices, when
 * either knows it. A CEP in no UF's range → 422 `docfinder.cep_unknown`.
 */
export const cepAddressSchema = z.object({
  cep: z.string(),
  uf: ufSchema,
  municipalityCode: z.string().optional(),
  street: z.string().optional(),
  district: z.string().optional(),
  source: z.enum(['service', 'ranges']),
});
export type CepAddress = z.infer<typeof cepAddressSchema>;

// ---------------------------------------------------------------------------------------------
// Listings as patients see them

/** A specialty of a listing with its RQE (CFM Resolution 2.336/2023). */
export const listedSpecialtySchema = z.object({
  code: z.string(),
  name: z.string(),
  rqe: z.string(),
});
export type ListedSpecialty = z.infer<typeof listedSpecialtySchema>;

/**
 * A search result, in the format of CFM Resolution 2.336/2023: name; `CRM {crm}/{uf} · MÉDICO`;
 * at most two specialties, each with its RQE; offices (nearest first when `near` was given).
 */
export const docfinderResultSchema = z.object({
  /** The listing's id: the public profile's stable address `/buscador-medico/{id}`. */
  id: z.uuid(),
  country: z.enum(docfinderCountries),
  name: z.string(),
  /** The CRM number as the registry keeps it (digits). */
  crm: z.string(),
  uf: ufSchema,
  specialties: z.array(listedSpecialtySchema).max(DOCFINDER_MAX_SPECIALTIES),
  offices: z.array(officeSchema),
  /** Kilometres from `near` to the nearest office (rounded to 0.1), when `near` was given. */
  distanceKm: z.number().nonnegative().optional(),
});
export type DocfinderResult = z.infer<typeof docfinderResultSchema>;

/** Where a search by `cep` measured from: the CEP's municipality (its point). */
export const searchOriginSchema = z.object({
  cep: z.string(),
  municipality: z.object({ code: z.string(), name: z.string(), uf: ufSchema }),
  precision: z.literal('municipality'),
});
export type SearchOrigin = z.infer<typeof searchOriginSchema>;

export const docfinderSearchResponseSchema = z.object({
  items: z.array(docfinderResultSchema),
  /** With `cep`: the municipality the distances are measured from. */
  origin: searchOriginSchema.optional(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** Whether a next page has results (never past DOCFINDER_MAX_PAGE). */
  hasMore: z.boolean(),
});
export type DocfinderSearchResponse = z.infer<typeof docfinderSearchResponseSchema>;

/**
 * `GET /docfinder/v1/doctors/:id`: only what the doctor chose to publish — a result plus the
 * languages and when the listing last changed (JSON-LD `Physician` is built from it by the web).
 */
export const docfinderProfileSchema = docfinderResultSchema.extend({
  languages: z.array(languageSchema),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type DocfinderProfile = z.infer<typeof docfinderProfileSchema>;

export const doctorIdParamsSchema = z.object({ id: z.uuid({ error: m.invalid }) }, objectError);

// ---------------------------------------------------------------------------------------------
// Reference data

export const docfinderSpecialtiesResponseSchema = z.object({
  items: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type DocfinderSpecialtiesResponse = z.infer<typeof docfinderSpecialtiesResponseSchema>;

/** `GET /docfinder/v1/municipalities?uf=SP` (uf required). */
export const municipalitiesQuerySchema = z.object({ uf: ufParamSchema }, objectError);

export const municipalitySchema = z.object({
  /** 7-digit IBGE code. */
  code: z.string(),
  /** The IBGE name, as `@brazilian-utils/brazilian-utils` spells it. */
  name: z.string(),
  uf: ufSchema,
  /** The municipality's point (its seat), for `near` from a municipality. */
  lat: z.number(),
  lng: z.number(),
});
export type Municipality = z.infer<typeof municipalitySchema>;

export const docfinderMunicipalitiesResponseSchema = z.object({
  items: z.array(municipalitySchema),
});
export type DocfinderMunicipalitiesResponse = z.infer<typeof docfinderMunicipalitiesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// My listing (signed in)

const rqeSchema = requestString()
  .trim()
  .regex(new RegExp(`^\\d{1,${RQE_MAX_DIGITS}}$`), { error: dm.rqeInvalid });

/**
 * `PUT /docfinder/v1/me`: opt in (or update) with the explicit consent to publish
 * (`consent: true` and the DOCFINDER_CONSENT_VERSION the doctor was shown: LGPD, recorded with
 * its time), at most two specialties each with its RQE, and languages.
 */
export const optInRequestSchema = z.object(
  {
    consent: z.literal(true, { error: dm.consentRequired }),
    consentVersion: z.literal(DOCFINDER_CONSENT_VERSION, { error: dm.consentVersion }),
    specialties: z
      .array(z.object({ code: specialtyCodeSchema, rqe: rqeSchema }, objectError), {
        error: missingOrInvalid,
      })
      .max(DOCFINDER_MAX_SPECIALTIES, { error: m.tooLong })
      .refine((list) => new Set(list.map((s) => s.code)).size === list.length, {
        error: dm.specialtyRepeated,
      })
      .optional()
      .default([]),
    languages: z
      .array(languageSchema, { error: missingOrInvalid })
      .max(DOCFINDER_MAX_LANGUAGES, { error: m.tooLong })
      .transform((list) => [...new Set(list)])
      .optional()
      .default(['pt']),
  },
  objectError,
);
export type OptInRequest = z.infer<typeof optInRequestSchema>;
export type OptInRequestInput = z.input<typeof optInRequestSchema>;

/**
 * `GET /docfinder/v1/me` (and the answer of `PUT`): the state of my listing and a preview as
 * patients see it (also while hidden).
 * - `not-listed`: no listing (`listing` and `preview` null); `eligible` says whether opting in
 *   is possible, `ineligibleReason` why not
 * - `listed`: public
 * - `hidden-licence-inactive`: kept but hidden, because the licence registry does not have my
 *   CRM + UF as active (suspended, cancelled or unknown)
 */
export const myListingSchema = z.object({
  state: z.enum(listingStates),
  eligible: z.boolean(),
  ineligibleReason: z.enum(['not-brazil', 'no-crm', 'dentist']).optional(),
  /** The doctor's name, CRM and UF as they would be published. */
  doctor: z.object({
    name: z.string(),
    crm: z.string().optional(),
    uf: ufSchema.optional(),
  }),
  listing: z
    .object({
      id: z.uuid(),
      consentVersion: z.string(),
      consentedAt: z.iso.datetime({ offset: true }),
      specialties: z.array(listedSpecialtySchema),
      languages: z.array(languageSchema),
      offices: z.array(officeSchema),
      /** The registry's status of my CRM + UF (`unknown`: not in the registry). */
      licenceStatus: z.enum(['active', 'suspended', 'cancelled', 'unknown']),
    })
    .nullable(),
  preview: docfinderProfileSchema.nullable(),
});
export type MyListing = z.infer<typeof myListingSchema>;
