import { z } from 'zod';
import type { CountryCode } from '../country.ts';
import { phoneNumberSchemaFor } from '../phone-number.ts';
import { missingOrInvalid, validationMessages as m, requestString } from '../validation.ts';
import {
  articleLimits,
  medicalInformationProducts,
  medicalInformationTypes,
} from './products-and-limits.ts';

export const medicalInformationProductSchema = z.enum(medicalInformationProducts, {
  error: missingOrInvalid,
});
export const medicalInformationTypeSchema = z.enum(medicalInformationTypes, {
  error: missingOrInvalid,
});

/**
 * A phone as the popups take it: optional (absent, null, blank), at most 15 characters as typed
 * (the §5 mask `(11) 98765-4321` is 15), then the phone rules of `country` (Brazil: area code and
 * first digit ≥ 2, see phone-number.ts); the stored form is digits only.
 */
export function medicalInformationPhoneSchemaFor(country: CountryCode | undefined) {
  return requestString(m.phoneInvalid)
    .max(articleLimits.phone, { error: m.tooLong })
    .nullish()
    .pipe(phoneNumberSchemaFor(country));
}

/** An optional product as a dropdown gives it: '' (nothing chosen), null or absent → undefined. */
export const optionalProductSchema = z
  .union([z.literal(''), z.null(), medicalInformationProductSchema], { error: m.invalid })
  .optional()
  .transform((value) => value || undefined);

/** Spec §5 year: up to 4 digits, optional. */
export const yearSchema = requestString(m.invalid)
  .trim()
  .max(articleLimits.year, { error: m.tooLong })
  .regex(/^\d*$/, { error: m.invalid })
  .nullish()
  .transform((value) => (value ? value : undefined));

/** A request id (spec §5: a random version-4 UUID the client makes), lower-cased. */
export const requestIdSchema = requestString(missingOrInvalid)
  .trim()
  .toLowerCase()
  .pipe(z.uuid({ error: m.invalid }));
