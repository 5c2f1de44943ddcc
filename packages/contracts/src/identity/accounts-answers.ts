import { z } from 'zod';
import { validationMessages as m } from '../validation.ts';
import { GigyaErrorCode } from './gigya-errors.ts';

export const gigyaValidationErrorSchema = z.object({
  errorCode: z.number().int(),
  /** Dotted parameter name, e.g. `email`, `profile.firstName`. */
  fieldName: z.string(),
  /** A translation key (the embedded provider) or Gigya's English text (SAP CDC). */
  message: z.string(),
});
export type GigyaValidationError = z.infer<typeof gigyaValidationErrorSchema>;

/** Fields of every answer. `time` is an ISO date-time, as Gigya writes it. */
export const gigyaResponseBaseSchema = z.object({
  callId: z.string(),
  errorCode: z.number().int(),
  statusCode: z.number().int(),
  statusReason: z.string().optional(),
  errorMessage: z.string().optional(),
  errorDetails: z.string().optional(),
  time: z.string(),
  apiVersion: z.number().int().optional(),
});
export type GigyaResponseBase = z.infer<typeof gigyaResponseBaseSchema>;

/** Any answer with a non-zero `errorCode`. */
export const gigyaErrorResponseSchema = gigyaResponseBaseSchema.extend({
  errorCode: z
    .number()
    .int()
    .refine((code) => code !== 0),
  /** 400009: every problem found. */
  validationErrors: z.array(gigyaValidationErrorSchema).optional(),
  /** 206001: the token that finalises the pending registration. */
  regToken: z.string().optional(),
});
export type GigyaErrorResponse = z.infer<typeof gigyaErrorResponseSchema>;

const okBase = gigyaResponseBaseSchema.extend({ errorCode: z.literal(0) });

export const gigyaAccountProfileSchema = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.string().optional(),
});

/** The account fields of login, register and getAccountInfo answers. */
const accountFields = {
  UID: z.string(),
  UIDSignature: z.string(),
  signatureTimestamp: z.string(),
  profile: gigyaAccountProfileSchema,
  isActive: z.boolean(),
  isRegistered: z.boolean(),
  isVerified: z.boolean(),
  /** ISO date-times. */
  created: z.string(),
  lastLogin: z.string().optional(),
  loginProvider: z.string().optional(),
};

/**
 * The session the web SDK keeps in a cookie: `cookieValue` is the `login_token` that
 * getAccountInfo and logout take.
 */
export const gigyaSessionInfoSchema = z.object({
  cookieName: z.string(),
  cookieValue: z.string(),
});

export const accountsLoginSuccessSchema = okBase.extend({
  ...accountFields,
  sessionInfo: gigyaSessionInfoSchema.optional(),
});
export const accountsLoginResponseSchema = z.union([
  accountsLoginSuccessSchema,
  gigyaErrorResponseSchema,
]);
export type AccountsLoginResponse = z.infer<typeof accountsLoginResponseSchema>;

export const accountsInitRegistrationSuccessSchema = okBase.extend({ regToken: z.string() });
export const accountsInitRegistrationResponseSchema = z.union([
  accountsInitRegistrationSuccessSchema,
  gigyaErrorResponseSchema,
]);
export type AccountsInitRegistrationResponse = z.infer<
  typeof accountsInitRegistrationResponseSchema
>;

export const accountsRegisterSuccessSchema = okBase.extend({
  ...accountFields,
  sessionInfo: gigyaSessionInfoSchema.optional(),
});
export const accountsRegisterResponseSchema = z.union([
  accountsRegisterSuccessSchema,
  gigyaErrorResponseSchema,
]);
export type AccountsRegisterResponse = z.infer<typeof accountsRegisterResponseSchema>;

export const accountsResetPasswordSuccessSchema = okBase;
export const accountsResetPasswordResponseSchema = z.union([okBase, gigyaErrorResponseSchema]);
export type AccountsResetPasswordResponse = z.infer<typeof accountsResetPasswordResponseSchema>;

export const accountsGetAccountInfoSuccessSchema = okBase.extend({
  ...accountFields,
  emails: z.object({ verified: z.array(z.string()), unverified: z.array(z.string()) }).optional(),
});
export const accountsGetAccountInfoResponseSchema = z.union([
  accountsGetAccountInfoSuccessSchema,
  gigyaErrorResponseSchema,
]);
export type AccountsGetAccountInfoResponse = z.infer<typeof accountsGetAccountInfoResponseSchema>;

export const accountsLogoutSuccessSchema = okBase;
export const accountsLogoutResponseSchema = z.union([okBase, gigyaErrorResponseSchema]);
export type AccountsLogoutResponse = z.infer<typeof accountsLogoutResponseSchema>;

/** Narrows an answer to its success form (`errorCode` 0). */
export function isGigyaOk<T extends { errorCode: number }>(
  response: T,
): response is Extract<T, { errorCode: 0 }> {
  return response.errorCode === 0;
}

/**
 * A 400009 answer's `validationErrors` from zod issues: each problem with its dotted field name
 * and its message key; a missing or empty value (key `validation.required`) is 400002, any other
 * problem 400006.
 */
export function toGigyaValidationErrors(error: z.ZodError): GigyaValidationError[] {
  return error.issues.map((issue) => ({
    errorCode:
      issue.message === m.required
        ? GigyaErrorCode.MISSING_REQUIRED_PARAMETER
        : GigyaErrorCode.INVALID_PARAMETER_VALUE,
    fieldName: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
