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
} from '../validation.ts';
import { GIGYA_UID_MAX_LENGTH } from './login-payload.ts';
import { passwordSchema } from './password-policy.ts';

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

/** Kept for Gigya parity: the portal itself always finalises at register. */
export const accountsFinalizeRegistrationRequestSchema = z.object(
  { apiKey, regToken: requiredText(512) },
  objectError,
);
export type AccountsFinalizeRegistrationRequest = z.infer<
  typeof accountsFinalizeRegistrationRequestSchema
>;

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
