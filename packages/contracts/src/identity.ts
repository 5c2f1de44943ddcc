import { z } from 'zod';
import {
  emailSchema,
  formBoolean,
  missingOrInvalid,
  objectError,
  optionalParameter,
  requiredText,
  validationMessages as m,
  requestString,
} from './validation.ts';

/**
 * The Gigya-style identity contract (spec §3 "Login payload", §4 Session and Registration,
 * ARCHITECTURE.md "Identity").
 *
 * 1. What the product API trusts: `UID`, `UIDSignature`, `signatureTimestamp`, where
 *    `UIDSignature = base64(HMAC-SHA1(base64-decoded partner secret, "<timestamp>_<UID>"))`.
 * 2. The part of the accounts REST API that the portal uses, as the embedded provider
 *    (`/idp/accounts.<method>`) and SAP Customer Data Cloud both speak it: Gigya's parameter
 *    names, sent as JSON or as form fields (so every boolean and number may arrive as text, and
 *    `profile` may arrive as a JSON text), answered with HTTP 200 and an `errorCode` (0 on
 *    success).
 */

// ---------------------------------------------------------------------------------------------
// Login payload

export const GIGYA_UID_MAX_LENGTH = 128;
export const GIGYA_SIGNATURE_MAX_LENGTH = 256;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export const gigyaUidSchema = requiredText(GIGYA_UID_MAX_LENGTH);

export const gigyaSignatureSchema = requestString(missingOrInvalid)
  .trim()
  .min(1, { error: m.required })
  .max(GIGYA_SIGNATURE_MAX_LENGTH, { error: m.tooLong })
  .regex(BASE64, { error: m.signatureInvalid });

/**
 * Seconds since the Unix epoch, as Gigya sends it: a text of digits (`"1657250427"`). A JSON
 * number is accepted and turned into that text, since the signature is computed over the text.
 */
export const gigyaSignatureTimestampSchema = z.union(
  [
    z
      .string()
      .trim()
      .regex(/^\d{1,12}$/, { error: m.signatureTimestampInvalid }),
    z
      .number()
      .int({ error: m.signatureTimestampInvalid })
      .nonnegative({ error: m.signatureTimestampInvalid })
      .max(999_999_999_999, { error: m.signatureTimestampInvalid })
      .transform((seconds) => String(seconds)),
  ],
  { error: m.signatureTimestampInvalid },
);

/** Spec §3 "Login payload": the body of `POST /api/users/login`. */
export const gigyaLoginPayloadSchema = z.object(
  {
    UID: gigyaUidSchema,
    UIDSignature: gigyaSignatureSchema,
    signatureTimestamp: gigyaSignatureTimestampSchema,
  },
  objectError,
);
export type GigyaLoginPayload = z.infer<typeof gigyaLoginPayloadSchema>;

/** The text Gigya signs for a UID: `"<timestamp>_<UID>"`. */
export function gigyaSignatureBaseString(uid: string, signatureTimestamp: string): string {
  return `${signatureTimestamp}_${uid}`;
}

// ---------------------------------------------------------------------------------------------
// Password policy

/**
 * The provider's password policy: 10 to 128 characters, with at least one letter and at least one
 * digit or symbol, no spaces at either end. Every unmet rule is reported, each as a key. Common
 * and breached passwords are refused too (common-passwords.ts: the list is large, so the web app
 * loads it only when a form checks a new password, and the provider checks it itself).
 */
export const passwordPolicy = {
  minLength: 10,
  maxLength: 128,
  requireLetter: true,
  requireDigitOrSymbol: true,
} as const;

export const passwordSchema = requestString(missingOrInvalid)
  .min(passwordPolicy.minLength, { error: m.passwordTooShort })
  .max(passwordPolicy.maxLength, { error: m.passwordTooLong })
  .regex(/\p{L}/u, { error: m.passwordLetter })
  .regex(/[^\p{L}\s]/u, { error: m.passwordDigitOrSymbol })
  .regex(/^(?!\s)[\s\S]*(?<!\s)$/u, { error: m.passwordSpaces });

// ---------------------------------------------------------------------------------------------
// Error codes

/**
 * Gigya's error codes that the portal uses or answers, with Gigya's own numbers (from SAP
 * Customer Data Cloud's "Response Codes and Errors"):
 * - `ACCOUNT_PENDING_REGISTRATION` is 206001 (a login to an account whose registration was not
 *   finalised; the answer carries a `regToken`). 403041 is `ACCOUNT_DISABLED`, not "pending".
 * - `LOGIN_ID_DOES_NOT_EXIST` (403047) is what Gigya answers `accounts.resetPassword` for an
 *   unknown login ID. The embedded provider does not use it there: it answers 0 for unknown
 *   addresses too, so that the answer does not reveal whether an e-mail is registered.
 * - `UNIQUE_IDENTIFIER_EXISTS` (400003) is the code of an e-mail already in use; Gigya reports it
 *   inside a 400009 answer's `validationErrors` for `accounts.register` (field `email`).
 * - `RATE_LIMIT_HIT` (403048): Gigya has no 429 in its codes; HTTP 429 is only for the plain HTTP
 *   layer in front.
 */
export const GigyaErrorCode = {
  OK: 0,
  ACCOUNT_PENDING_REGISTRATION: 206001,
  MISSING_REQUIRED_PARAMETER: 400002,
  UNIQUE_IDENTIFIER_EXISTS: 400003,
  INVALID_PARAMETER_VALUE: 400006,
  VALIDATION_ERROR: 400009,
  INVALID_API_KEY: 400093,
  UNAUTHORIZED_USER: 403005,
  PERMISSION_DENIED: 403007,
  ACCOUNT_DISABLED: 403041,
  INVALID_LOGIN_ID_OR_PASSWORD: 403042,
  LOGIN_IDENTIFIER_EXISTS: 403043,
  LOGIN_ID_DOES_NOT_EXIST: 403047,
  RATE_LIMIT_HIT: 403048,
  ACCOUNT_TEMPORARILY_LOCKED_OUT: 403120,
  GENERAL_SERVER_ERROR: 500001,
} as const;
export type GigyaErrorCode = (typeof GigyaErrorCode)[keyof typeof GigyaErrorCode];

/** Gigya's `errorMessage` for each code, in English as Gigya writes it. */
export const gigyaErrorMessages: Readonly<Record<GigyaErrorCode, string>> = {
  [GigyaErrorCode.OK]: 'OK',
  [GigyaErrorCode.ACCOUNT_PENDING_REGISTRATION]: 'Account Pending Registration',
  [GigyaErrorCode.MISSING_REQUIRED_PARAMETER]: 'Missing required parameter',
  [GigyaErrorCode.UNIQUE_IDENTIFIER_EXISTS]: 'Unique identifier exists',
  [GigyaErrorCode.INVALID_PARAMETER_VALUE]: 'Invalid parameter value',
  [GigyaErrorCode.VALIDATION_ERROR]: 'Validation error',
  [GigyaErrorCode.INVALID_API_KEY]: 'Invalid ApiKey parameter',
  [GigyaErrorCode.UNAUTHORIZED_USER]: 'Unauthorized user',
  [GigyaErrorCode.PERMISSION_DENIED]: 'Permission denied',
  [GigyaErrorCode.ACCOUNT_DISABLED]: 'Account Disabled',
  [GigyaErrorCode.INVALID_LOGIN_ID_OR_PASSWORD]: 'Invalid LoginID',
  [GigyaErrorCode.LOGIN_IDENTIFIER_EXISTS]: 'Login identifier exists',
  [GigyaErrorCode.LOGIN_ID_DOES_NOT_EXIST]: 'Login ID does not exist',
  [GigyaErrorCode.RATE_LIMIT_HIT]: 'Rate limit hit',
  [GigyaErrorCode.ACCOUNT_TEMPORARILY_LOCKED_OUT]: 'Account temporarily locked out',
  [GigyaErrorCode.GENERAL_SERVER_ERROR]: 'General Server Error',
};

/** Gigya's `statusCode` for an error code: its first three digits (403042 → 403); 0 → 200. */
export function gigyaStatusCode(errorCode: number): number {
  return errorCode === 0 ? 200 : Math.floor(errorCode / 1000);
}

const statusReasons: Readonly<Record<number, string>> = {
  200: 'OK',
  206: 'Partial Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
};

/** Gigya's `statusReason` for a status code (`403` → `Forbidden`). */
export function gigyaStatusReason(statusCode: number): string {
  return statusReasons[statusCode] ?? 'Error';
}

// ---------------------------------------------------------------------------------------------
// Requests (parameters as JSON or form fields; unknown parameters such as `format`, `sdk`,
// `httpStatusCodes` or `context` are accepted and dropped)

const apiKey = requiredText(200);

/** `profile` as an object, or as the JSON text that form-encoded clients send. */
function jsonObjectParameter<T extends z.ZodType>(schema: T) {
  return z.union(
    [
      schema,
      z
        .string()
        .transform((text, ctx) => {
          try {
            return JSON.parse(text) as unknown;
          } catch {
            ctx.addIssue({ code: 'custom', message: m.invalid, input: text });
            return z.NEVER;
          }
        })
        .pipe(schema),
    ],
    { error: m.invalid },
  );
}

export const accountsLoginRequestSchema = z.object(
  {
    apiKey,
    loginID: requiredText(320),
    /** No policy here: the login checks the password, it does not judge it. */
    password: requestString(missingOrInvalid)
      .min(1, { error: m.required })
      .max(1024, { error: m.tooLong }),
    /** Comma list of extra sections wanted (`profile,data`); Gigya's own parameter. */
    include: optionalParameter(200),
  },
  objectError,
);
export type AccountsLoginRequest = z.infer<typeof accountsLoginRequestSchema>;

export const accountsInitRegistrationRequestSchema = z.object(
  { apiKey, isLite: formBoolean.optional() },
  objectError,
);
export type AccountsInitRegistrationRequest = z.infer<typeof accountsInitRegistrationRequestSchema>;

export const gigyaRegistrationProfileSchema = z.object(
  { firstName: requiredText(100), lastName: requiredText(100) },
  objectError,
);

export const accountsRegisterRequestSchema = z.object(
  {
    apiKey,
    regToken: requiredText(512),
    email: emailSchema,
    password: passwordSchema,
    profile: jsonObjectParameter(gigyaRegistrationProfileSchema),
    /** Spec §4: the portal always registers with finalize on. */
    finalizeRegistration: formBoolean.optional().default(false),
    /** Language of the account's e-mails (`es`, `pt-br`, `es-mx`, …). */
    lang: optionalParameter(10),
  },
  objectError,
);
export type AccountsRegisterRequest = z.infer<typeof accountsRegisterRequestSchema>;
export type AccountsRegisterRequestInput = z.input<typeof accountsRegisterRequestSchema>;

/**
 * `accounts.resetPassword`, in Gigya's two forms: with `loginID` it e-mails a reset link; with
 * the link's `passwordResetToken` and a `newPassword` it sets the password (the policy applies).
 * A request with a `passwordResetToken` is the second form.
 */
export const accountsResetPasswordRequestSchema = z
  .object(
    {
      apiKey,
      loginID: optionalParameter(320),
      passwordResetToken: optionalParameter(512),
      newPassword: requestString(m.invalid).optional(),
      lang: optionalParameter(10),
    },
    objectError,
  )
  .superRefine((request, ctx) => {
    if (request.passwordResetToken) {
      const checked = passwordSchema.safeParse(request.newPassword);
      for (const issue of checked.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['newPassword'] });
      }
    } else if (!request.loginID) {
      ctx.addIssue({ code: 'custom', message: m.required, path: ['loginID'] });
    }
  });
export type AccountsResetPasswordRequest = z.infer<typeof accountsResetPasswordRequestSchema>;

/**
 * `accounts.getAccountInfo`: by `login_token` (the session cookie's value, as the web SDK sends
 * it) or by `UID` (server to server).
 */
export const accountsGetAccountInfoRequestSchema = z
  .object(
    {
      apiKey,
      UID: optionalParameter(GIGYA_UID_MAX_LENGTH),
      login_token: optionalParameter(512),
      include: optionalParameter(200),
    },
    objectError,
  )
  .refine((request) => Boolean(request.UID || request.login_token), {
    error: m.required,
    path: ['login_token'],
  });
export type AccountsGetAccountInfoRequest = z.infer<typeof accountsGetAccountInfoRequestSchema>;

export const accountsLogoutRequestSchema = z.object(
  {
    apiKey,
    UID: optionalParameter(GIGYA_UID_MAX_LENGTH),
    login_token: optionalParameter(512),
  },
  objectError,
);
export type AccountsLogoutRequest = z.infer<typeof accountsLogoutRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

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
