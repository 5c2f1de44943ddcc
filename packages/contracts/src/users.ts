import { z } from 'zod';
import { userProfileSchema } from './users/profile.ts';
import { consentRecordSchema } from './consent.ts';
import { ufCodes } from './brazilian-states.ts';
import { heldCaseSchema } from './medical-information.ts';
import { heldPushDeviceSchema } from './push.ts';
import { heldTrainingSchema } from './training.ts';
import type { CountryCode } from './country.ts';
import { normaliseRegisterNumber } from './helpers/register-number.ts';
import { gigyaLoginPayloadSchema } from './identity.ts';
import { specialtyAreas, type SpecialtyArea } from './labels.ts';
import { specialtyAreaSchema } from './value-schemas.ts';
import { phoneNumberSchemaFor } from './phone-number.ts';
import { isValidCrm } from './registration.ts';
import {
  emailSchema,
  objectError,
  requiredText,
  validationMessages as m,
  requestString,
} from './validation.ts';

/**
 * The product account (spec §3 "User profile", §4 Session, §6, §7 `users/*` calls) and what
 * Brazil's LGPD and its peers expect beyond the spec: data export, account deletion, the consent
 * given at registration.
 */

// ---------------------------------------------------------------------------------------------
// Profile (users/profile.ts)

export {
  userConsentSchema,
  userNestedProfileSchema,
  userPhoneSchema,
  userProfileSchema,
  type UserConsent,
  type UserProfile,
} from './users/profile.ts';

// ---------------------------------------------------------------------------------------------
// Session

/** Spec §7 `POST users/login`: the identity provider's login payload. */
export const loginRequestSchema = gigyaLoginPayloadSchema;
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  /** Opaque session token, sent as `Authorization: Bearer`. */
  token: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  userId: z.string(),
  profile: userProfileSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Account page

const appVersion = requiredText(50);

/** The account's current password, asked again before a sensitive change (re-authentication). */
const currentPassword = requestString(m.invalid)
  .min(1, { error: m.required })
  .max(1024, { error: m.tooLong });

/**
 * Spec §7 `PUT users/profile`. The phone is optional (blank clears it); the rule that applies
 * depends on the account's country, which the server knows: use `updateProfileRequestSchemaFor`
 * there and in the form. This country-free form checks 7 to 15 digits. A new e-mail needs
 * `currentPassword` (not for an account of a social login, which has none) and changes only when
 * the link sent to it is followed (`POST users/email/confirm`).
 */
export const updateProfileRequestSchema = z.object(
  {
    email: emailSchema,
    phone: phoneNumberSchemaFor(undefined),
    appVersion,
    currentPassword: currentPassword.optional(),
  },
  objectError,
);
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
export type UpdateProfileRequestInput = z.input<typeof updateProfileRequestSchema>;

/** `PUT users/profile` for an account of `country` (Brazil: area code and first digit ≥ 2). */
export function updateProfileRequestSchemaFor(country: CountryCode) {
  return z.object(
    {
      email: emailSchema,
      phone: phoneNumberSchemaFor(country),
      appVersion,
      currentPassword: currentPassword.optional(),
    },
    objectError,
  );
}

/**
 * The profile after the change; `pendingEmail` when a new e-mail waits for its link (the
 * profile's `email` is still the old one).
 */
export const updateProfileResponseSchema = userProfileSchema.extend({
  pendingEmail: emailSchema.optional(),
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/** `POST users/email/confirm`: the token of the link sent to the new address. */
export const confirmEmailChangeRequestSchema = z.object(
  {
    token: z
      .string({ error: m.required })
      .min(1, { error: m.required })
      .max(100, { error: m.invalid }),
  },
  objectError,
);
export type ConfirmEmailChangeRequest = z.infer<typeof confirmEmailChangeRequestSchema>;

/** The account's e-mail from now on (every session of the account has ended). */
export const confirmEmailChangeResponseSchema = z.object({ email: z.string() });
export type ConfirmEmailChangeResponse = z.infer<typeof confirmEmailChangeResponseSchema>;

const patchArea = z.enum(specialtyAreas, { error: m.specialtyAreaInvalid });

/**
 * Spec §7 `PATCH users/preferences`: areas to add and to remove (at least one, none in both).
 * Adding an area already followed or removing one not followed changes nothing.
 */
export const preferencesPatchSchema = z
  .object(
    {
      add: z.array(patchArea, { error: m.invalid }).optional(),
      remove: z.array(patchArea, { error: m.invalid }).optional(),
    },
    objectError,
  )
  .superRefine((patch, ctx) => {
    const add = patch.add ?? [];
    const remove = patch.remove ?? [];
    if (add.length === 0 && remove.length === 0) {
      ctx.addIssue({ code: 'custom', message: m.preferencesEmpty, path: ['add'] });
    }
    if (add.some((area) => remove.includes(area))) {
      ctx.addIssue({ code: 'custom', message: m.preferencesConflict, path: ['remove'] });
    }
  });
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;

export const preferencesResponseSchema = z.object({ preferences: z.array(specialtyAreaSchema) });
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;

/** The preferences after a patch: order kept, added areas appended, no duplicates. */
export function applyPreferencesPatch(
  current: readonly SpecialtyArea[],
  patch: PreferencesPatch,
): SpecialtyArea[] {
  const removed = new Set(patch.remove ?? []);
  const result: SpecialtyArea[] = [];
  for (const area of [...current, ...(patch.add ?? [])]) {
    if (!removed.has(area) && !result.includes(area)) result.push(area);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Registration checks

/** Spec §7 `GET users/verify?email=`. */
export const verifyEmailQuerySchema = z.object({ email: emailSchema }, objectError);
export type VerifyEmailQuery = z.infer<typeof verifyEmailQuerySchema>;

/** `valid` is true when the e-mail is free to register. */
export const verifyEmailResponseSchema = z.object({ valid: z.boolean() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/**
 * Spec §5, §7 `GET public/veeva/checkCRM?registerUf=&registerNumber=`: UF optional (blank means
 * absent), the number normalised as spec §5 says (digits, leading zeros dropped, padded).
 */
export const checkCrmQuerySchema = z.object(
  {
    registerUf: requestString(m.ufInvalid)
      .trim()
      .toUpperCase()
      .optional()
      .transform((uf) => uf || undefined)
      .pipe(z.enum(ufCodes, { error: m.ufInvalid }).optional()),
    registerNumber: requestString(m.required)
      .trim()
      .min(1, { error: m.required })
      .max(50, { error: m.crmInvalid })
      .refine(isValidCrm, { error: m.crmInvalid })
      .transform((value) => normaliseRegisterNumber(value)),
  },
  objectError,
);
export type CheckCrmQuery = z.infer<typeof checkCrmQuerySchema>;

export const crmStatuses = ['active', 'suspended', 'cancelled', 'unknown'] as const;
export const crmStatusSchema = z.enum(crmStatuses);
export type CrmStatus = z.infer<typeof crmStatusSchema>;

/** Why a licence cannot register, as the user is told (`active` has no message). */
export const crmStatusMessages = {
  suspended: m.crmSuspended,
  cancelled: m.crmCancelled,
  unknown: m.crmUnknown,
} as const satisfies Record<Exclude<CrmStatus, 'active'>, string>;

export {
  authProblemCodes,
  usersProblemCodes,
  type AuthProblemCode,
  type UsersProblemCode,
} from './users/problem-codes.ts';

export const checkCrmResponseSchema = z.object({
  /** True only for an active licence: the only kind that may register. */
  valid: z.boolean(),
  status: crmStatusSchema,
  /** Holder's name and specialty as the registry keeps them, when known. */
  name: z.string().optional(),
  specialty: z.string().optional(),
  registerUf: z.enum(ufCodes).optional(),
  /** The normalised number that was looked up. */
  registerNumber: z.string(),
});
export type CheckCrmResponse = z.infer<typeof checkCrmResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Data protection (LGPD and peers)

export const consentKinds = ['terms', 'promotional'] as const;

export const userConsentRecordSchema = z.object({
  kind: z.enum(consentKinds),
  granted: z.boolean(),
  at: z.iso.datetime({ offset: true }),
  /** Version of the text consented to (terms). */
  termsVersion: z.string().optional(),
});

export const userSessionSummarySchema = z.object({
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
  userAgent: z.string().nullable(),
});

/** Everything held about the user, as the JSON download of the account page. */
export const userDataExportSchema = z.object({
  exportedAt: z.iso.datetime({ offset: true }),
  profile: userProfileSchema,
  consents: z.array(userConsentRecordSchema),
  preferences: z.array(specialtyAreaSchema),
  sessions: z.array(userSessionSummarySchema),
  /** What the account keeps beyond the profile: language, time zone, every registration number. */
  account: z.object({
    language: z.string(),
    timezone: z.string(),
    treatment: z.string().nullable(),
    state: z.string().nullable(),
    registerNumber: z.string().nullable(),
    registerUf: z.enum(ufCodes).nullable(),
    nationalRegistration: z.string().nullable(),
    provincialEnrollment: z.string().nullable(),
    identityDocument: z.string().nullable(),
    rut: z.string().nullable(),
    salesRepresentativeCode: z.string().nullable(),
    roles: z.array(z.string()),
    receivePromotional: z.boolean(),
    /** Brazil: the registry's name for the licence differs from the account's; under review. */
    licenceReview: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
  }),
  /** The medical-information requests (cases) the user sent, newest first. */
  medicalInformationCases: z.array(heldCaseSchema),
  training: heldTrainingSchema,
  /**
   * The cookie-consent choices made signed in, and those a browser made signed out before a
   * sign-in tied its consent id to the account (`linkedAt`), oldest first, each with the version
   * of the banner text shown (docs/decisions/049, 070).
   */
  cookieConsents: z.array(consentRecordSchema),
  /** The devices subscribed to push notifications (docs/decisions/048): host, browser, topics. */
  pushDevices: z.array(heldPushDeviceSchema),
});
export type UserDataExport = z.infer<typeof userDataExportSchema>;

/**
 * Deleting the account (identity and product; the e-mail is freed): confirmed with the password,
 * or with `confirm: true` where the account has no password (social login).
 */
export const deleteAccountRequestSchema = z.union(
  [
    z.object({ password: currentPassword }),
    z.object({ confirm: z.literal(true, { error: m.required }) }),
  ],
  { error: m.required },
);
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;
