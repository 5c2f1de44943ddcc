import { z } from 'zod';
import { ufCodes } from '../brazilian-states.ts';
import { registrationTypeSchema } from '../registration/registration-types.ts';
import { countryCodeSchema, specialtyAreaSchema } from '../value-schemas.ts';

/**
 * The signed-in user's profile (spec §3 "User profile"), on its own: the app checks it on every
 * start (lib/profile.ts), and users.ts — with the registration rules and the schemas of the data
 * export — cost a phone about 85 ms more to build (issue 11). users.ts re-exports all of it.
 */

export const userPhoneSchema = z.object({
  /** e.g. `mobile`, `landline`. */
  type: z.string(),
  number: z.string(),
});

/** The nested profile of spec §3 (the register API's own copy of the person's data). */
export const userNestedProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** State, province or region name; the UF code in Brazil. */
  state: z.string().nullable(),
  /** Registration specialties in the country's wording. */
  specialities: z.array(z.string()),
  email: z.string(),
  phones: z.array(userPhoneSchema),
});

/** The consent given at registration: when, and to which version of the terms. */
export const userConsentSchema = z.object({
  acceptedAt: z.iso.datetime({ offset: true }),
  termsVersion: z.string(),
});
export type UserConsent = z.infer<typeof userConsentSchema>;

/**
 * Spec §3 "User profile": every field of the entity except `password`, which never leaves the
 * identity provider (the spec lists it in the entity; no answer carries it — parsing drops it).
 * Plus the account's ids, its registration type, and the registration consent.
 */
export const userProfileSchema = z.object({
  /** The product account's id. */
  id: z.string(),
  /** The identity provider's UID (`idGigya`). */
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  /** Registration specialty, in the country's wording. */
  specialty: z.string(),
  /** Specialty areas of the content the user follows (no duplicates). */
  preferences: z.array(specialtyAreaSchema),
  /** Professional category as the register API keeps it (e.g. `MEDICO`); the spec gives no values. */
  category: z.string().nullable(),
  country: countryCodeSchema,
  pushNotifications: z.boolean(),
  /** Digits (with `+` for an international number), or null. */
  phone: z.string().nullable(),
  /** Brazil: the normalised CRM; elsewhere the professional number, or null. */
  registerNumber: z.string().nullable(),
  registerUf: z.enum(ufCodes).nullable(),
  /** Spec §6: gates the speaker-training area (the spec's spelling). */
  canAcessSpeakTraining: z.boolean(),
  profile: userNestedProfileSchema,
  registrationType: registrationTypeSchema,
  /** Null only for accounts made before consent was recorded. */
  consent: userConsentSchema.nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
