import { z } from 'zod';
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

/**
 * What a client reads of an answer with a non-zero `errorCode`, whoever sent it (the embedded
 * provider, or SAP CDC's SDK, whose answers carry more).
 */
export const gigyaErrorFieldsSchema = z.object({
  errorCode: z
    .number()
    .int()
    .refine((code) => code !== 0),
  errorMessage: z.string().optional(),
  errorDetails: z.string().optional(),
  /** 400009: every problem found. */
  validationErrors: z.array(gigyaValidationErrorSchema).optional(),
  /** 206001: the token that finalises the pending registration. */
  regToken: z.string().optional(),
});
export type GigyaErrorFields = z.infer<typeof gigyaErrorFieldsSchema>;

/** Any answer with a non-zero `errorCode`. */
export const gigyaErrorResponseSchema = gigyaResponseBaseSchema.extend(
  gigyaErrorFieldsSchema.shape,
);
export type GigyaErrorResponse = z.infer<typeof gigyaErrorResponseSchema>;

const okBase = gigyaResponseBaseSchema.extend({ errorCode: z.literal(0) });

/** Any answer with `errorCode` 0, its method's own fields kept as they are. */
export const gigyaOkResponseSchema = okBase.loose();

export const gigyaAccountProfileSchema = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.string().optional(),
});

/**
 * The session the web SDK keeps in a cookie: `cookieValue` is the `login_token` that
 * getAccountInfo and logout take.
 */
export const gigyaSessionInfoSchema = z.object({
  cookieName: z.string(),
  cookieValue: z.string(),
});

/** The account fields of login, register and getAccountInfo answers. */
export const gigyaAccountSchema = z.object({
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
});
export type GigyaAccount = z.infer<typeof gigyaAccountSchema>;
const accountFields = gigyaAccountSchema.shape;

/**
 * What the web app reads of a login: a login, register or getAccountInfo answer, or the onLogin
 * event of SAP CDC's SDK (which names the social network in `provider`). Gigya's SDK may send
 * the timestamp as a number: it becomes the text the signature was computed over.
 */
export const gigyaLoginAnswerSchema = z.object({
  UID: z.string().min(1),
  UIDSignature: z.string().min(1),
  signatureTimestamp: z.union([
    z.string().min(1),
    z
      .number()
      .int()
      .nonnegative()
      .transform((seconds) => String(seconds)),
  ]),
  profile: gigyaAccountProfileSchema.optional(),
  loginProvider: z.string().optional(),
  provider: z.string().optional(),
  sessionInfo: gigyaSessionInfoSchema.optional(),
});
export type GigyaLoginAnswer = z.infer<typeof gigyaLoginAnswerSchema>;

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

export const accountsFinalizeRegistrationSuccessSchema = accountsRegisterSuccessSchema;
export const accountsFinalizeRegistrationResponseSchema = accountsRegisterResponseSchema;
export type AccountsFinalizeRegistrationResponse = AccountsRegisterResponse;

export const accountsLogoutSuccessSchema = okBase;
export const accountsLogoutResponseSchema = z.union([okBase, gigyaErrorResponseSchema]);
export type AccountsLogoutResponse = z.infer<typeof accountsLogoutResponseSchema>;

/** Narrows an answer to its success form (`errorCode` 0). */
export function isGigyaOk<T extends { errorCode: number }>(
  response: T,
): response is Extract<T, { errorCode: 0 }> {
  return response.errorCode === 0;
}

/** The value a parameter path names; a JSON text (a form-encoded `profile`) is read as JSON. */
function parameterAt(parameters: unknown, path: readonly PropertyKey[]): unknown {
  let value = parameters;
  for (const key of path) {
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value) as unknown;
      } catch {
        return undefined;
      }
    }
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const isAbsent = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A 400009 answer's `validationErrors` from the zod issues of `parameters`: each problem with its
 * dotted field name and its message key; a parameter that was not sent or is blank is 400002,
 * any other problem 400006 (told from the parameters themselves, not from the message).
 */
export function toGigyaValidationErrors(
  error: z.ZodError,
  parameters: unknown,
): GigyaValidationError[] {
  return error.issues.map((issue) => ({
    errorCode: isAbsent(parameterAt(parameters, issue.path))
      ? GigyaErrorCode.MISSING_REQUIRED_PARAMETER
      : GigyaErrorCode.INVALID_PARAMETER_VALUE,
    fieldName: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
