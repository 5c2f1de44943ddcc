import { isCommonPassword, publishedPasswords } from './common-passwords.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  accountsGetAccountInfoRequestSchema,
  accountsGetAccountInfoResponseSchema,
  accountsInitRegistrationRequestSchema,
  accountsInitRegistrationResponseSchema,
  accountsLoginRequestSchema,
  accountsLoginResponseSchema,
  accountsLogoutRequestSchema,
  accountsLogoutResponseSchema,
  accountsRegisterRequestSchema,
  accountsRegisterResponseSchema,
  accountsResetPasswordRequestSchema,
  accountsResetPasswordResponseSchema,
  GigyaErrorCode,
  gigyaErrorMessages,
  gigyaLoginPayloadSchema,
  gigyaSignatureBaseString,
  gigyaStatusCode,
  gigyaStatusReason,
  isGigyaOk,
  passwordPolicy,
  passwordSchema,
  toGigyaValidationErrors,
} from './identity.ts';

const messagesOf = (schema: z.ZodType, value: unknown): string[] =>
  (schema.safeParse(value).error?.issues ?? [])
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    .sort();

const payload = {
  UID: 'a3f9c2e1b7d84c0e9f1a2b3c4d5e6f70',
  UIDSignature: 'p7ivMPo3Y2dpnn8rLwzxeJ8yyPw=',
  signatureTimestamp: '1767225600',
};

describe('gigyaLoginPayloadSchema (spec §3 login payload)', () => {
  it('accepts UID, base64 signature and a timestamp of digits', () => {
    expect(gigyaLoginPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('takes a numeric timestamp as the same text of digits', () => {
    expect(gigyaLoginPayloadSchema.parse({ ...payload, signatureTimestamp: 1767225600 })).toEqual(
      payload,
    );
  });

  it('reports every missing or malformed field', () => {
    expect(messagesOf(gigyaLoginPayloadSchema, {})).toEqual([
      'UID: validation.required',
      'UIDSignature: validation.required',
      'signatureTimestamp: validation.signature.timestamp',
    ]);
    expect(
      messagesOf(gigyaLoginPayloadSchema, {
        UID: 'x'.repeat(129),
        UIDSignature: 'not base64!',
        signatureTimestamp: '2026-01-01',
      }),
    ).toEqual([
      'UID: validation.tooLong',
      'UIDSignature: validation.signature.invalid',
      'signatureTimestamp: validation.signature.timestamp',
    ]);
    expect(
      messagesOf(gigyaLoginPayloadSchema, {
        ...payload,
        UIDSignature: 'A'.repeat(257),
        signatureTimestamp: -5,
      }),
    ).toEqual([
      'UIDSignature: validation.tooLong',
      'signatureTimestamp: validation.signature.timestamp',
    ]);
  });

  it('signs "<timestamp>_<UID>" as Gigya does', () => {
    expect(gigyaSignatureBaseString('uid-1', '1767225600')).toBe('1767225600_uid-1');
  });
});

describe('password policy', () => {
  it('accepts 10 to 128 characters with a letter and a digit or symbol', () => {
    expect(passwordPolicy).toMatchObject({ minLength: 10, maxLength: 128 });
    for (const password of ['Pulso!2026', 'abcdefghi1', 'señora-segura', `a1${'x'.repeat(126)}`]) {
      expect(passwordSchema.safeParse(password).success).toBe(true);
    }
  });

  it('reports each unmet rule', () => {
    expect(messagesOf(passwordSchema, 'abc')).toEqual([
      ': validation.password.digitOrSymbol',
      ': validation.password.tooShort',
    ]);
    expect(messagesOf(passwordSchema, 'abcdefg1')).toEqual([': validation.password.tooShort']);
    expect(messagesOf(passwordSchema, '1234567890')).toEqual([': validation.password.letter']);
    expect(messagesOf(passwordSchema, 'abcdefghij')).toEqual([
      ': validation.password.digitOrSymbol',
    ]);
    expect(messagesOf(passwordSchema, 'a1'.repeat(65))).toEqual([': validation.password.tooLong']);
    expect(messagesOf(passwordSchema, undefined)).toEqual([': validation.required']);
  });

  it('refuses spaces at either end', () => {
    expect(messagesOf(passwordSchema, ' Cardio-Joana-2026')).toEqual([
      ': validation.password.spaces',
    ]);
    expect(messagesOf(passwordSchema, 'Cardio-Joana-2026  ')).toEqual([
      ': validation.password.spaces',
    ]);
    expect(passwordSchema.safeParse('Cardio Joana 2026').success).toBe(true);
  });
});

describe('common and breached passwords', () => {
  it("knows the breached favourites and the project's own published password, normalised", () => {
    for (const password of ['password1', 'qwerty123', 'Pulso!2026', ' PULSO!2026 ', 'Qwerty123']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(publishedPasswords).toContain('Pulso!2026');
  });

  it('lets an unusual password through', () => {
    expect(isCommonPassword('Cardio-Joana-2026')).toBe(false);
    expect(isCommonPassword('OtraClave2026!')).toBe(false);
  });
});

describe('accounts.* requests (JSON or form fields)', () => {
  it('login takes apiKey, loginID and password, and drops unknown parameters', () => {
    expect(
      accountsLoginRequestSchema.parse({
        apiKey: 'pulso-br',
        loginID: ' demo.br@pulso.example ',
        password: 'Pulso!2026',
        format: 'json',
        sdk: 'js_latest',
      }),
    ).toEqual({ apiKey: 'pulso-br', loginID: 'demo.br@pulso.example', password: 'Pulso!2026' });
    expect(messagesOf(accountsLoginRequestSchema, { apiKey: 'pulso-br', password: '' })).toEqual([
      'loginID: validation.required',
      'password: validation.required',
    ]);
  });

  it('register reads finalizeRegistration and isLite from form text, profile from JSON text', () => {
    const form = {
      apiKey: 'pulso-br',
      regToken: 'rt-1',
      email: 'Nova@Example.com',
      password: 'Pulso!2026',
      profile: '{"firstName":"Ana","lastName":"Souza"}',
      finalizeRegistration: 'true',
      lang: 'pt-br',
    };
    expect(accountsRegisterRequestSchema.parse(form)).toEqual({
      ...form,
      email: 'nova@example.com',
      profile: { firstName: 'Ana', lastName: 'Souza' },
      finalizeRegistration: true,
    });
    expect(
      accountsRegisterRequestSchema.parse({ ...form, finalizeRegistration: 'false' })
        .finalizeRegistration,
    ).toBe(false);
    expect(
      accountsRegisterRequestSchema.parse({
        ...form,
        profile: { firstName: 'Ana', lastName: 'Souza' },
        finalizeRegistration: true,
      }).finalizeRegistration,
    ).toBe(true);
    expect(accountsInitRegistrationRequestSchema.parse({ apiKey: 'k', isLite: 'false' })).toEqual({
      apiKey: 'k',
      isLite: false,
    });
  });

  it('register lists every problem, and they become 400009 validationErrors', () => {
    const parameters = {
      apiKey: 'pulso-br',
      regToken: 'rt-1',
      email: 'nope',
      password: 'short',
      profile: '{"firstName":""}',
      finalizeRegistration: 'perhaps',
    };
    const result = accountsRegisterRequestSchema.safeParse(parameters);
    expect(result.success).toBe(false);
    const errors = toGigyaValidationErrors(result.error!, parameters);
    expect(errors).toEqual(
      expect.arrayContaining([
        { errorCode: 400006, fieldName: 'email', message: 'validation.email.invalid' },
        { errorCode: 400006, fieldName: 'password', message: 'validation.password.tooShort' },
        { errorCode: 400006, fieldName: 'password', message: 'validation.password.digitOrSymbol' },
        { errorCode: 400006, fieldName: 'finalizeRegistration', message: 'validation.boolean' },
      ]),
    );
    const profileErrors = errors.filter((error) => error.fieldName.startsWith('profile'));
    expect(profileErrors.length).toBeGreaterThan(0);
    expect(
      toGigyaValidationErrors(accountsRegisterRequestSchema.safeParse({ apiKey: 'k' }).error!, {
        apiKey: 'k',
      }),
    ).toEqual(
      expect.arrayContaining([
        { errorCode: 400002, fieldName: 'regToken', message: 'validation.required' },
        { errorCode: 400002, fieldName: 'email', message: 'validation.required' },
      ]),
    );
  });

  it('resetPassword: loginID sends the mail; passwordResetToken with newPassword sets it', () => {
    expect(
      accountsResetPasswordRequestSchema.parse({ apiKey: 'k', loginID: 'demo.br@pulso.example' }),
    ).toEqual({ apiKey: 'k', loginID: 'demo.br@pulso.example' });
    expect(
      accountsResetPasswordRequestSchema.parse({
        apiKey: 'k',
        passwordResetToken: 'tok',
        newPassword: 'Nova!2026x',
      }),
    ).toEqual({ apiKey: 'k', passwordResetToken: 'tok', newPassword: 'Nova!2026x' });
    expect(messagesOf(accountsResetPasswordRequestSchema, { apiKey: 'k' })).toEqual([
      'loginID: validation.required',
    ]);
    expect(
      messagesOf(accountsResetPasswordRequestSchema, {
        apiKey: 'k',
        passwordResetToken: 'tok',
        newPassword: 'abc',
      }),
    ).toEqual([
      'newPassword: validation.password.digitOrSymbol',
      'newPassword: validation.password.tooShort',
    ]);
    expect(
      messagesOf(accountsResetPasswordRequestSchema, { apiKey: 'k', passwordResetToken: 'tok' }),
    ).toEqual(['newPassword: validation.required']);
  });

  it('getAccountInfo needs a UID or a login_token; logout takes either', () => {
    expect(accountsGetAccountInfoRequestSchema.safeParse({ apiKey: 'k', UID: 'u' }).success).toBe(
      true,
    );
    expect(
      accountsGetAccountInfoRequestSchema.safeParse({ apiKey: 'k', login_token: 't' }).success,
    ).toBe(true);
    expect(messagesOf(accountsGetAccountInfoRequestSchema, { apiKey: 'k' })).toEqual([
      'login_token: validation.required',
    ]);
    expect(accountsLogoutRequestSchema.parse({ apiKey: 'k', login_token: 't' })).toEqual({
      apiKey: 'k',
      login_token: 't',
    });
  });
});

describe('accounts.* answers', () => {
  const base = { callId: 'c1', time: '2026-01-01T00:00:00.000Z', statusReason: 'OK' };
  const account = {
    ...payload,
    profile: { firstName: 'Ana', lastName: 'Souza', email: 'ana@example.com' },
    isActive: true,
    isRegistered: true,
    isVerified: false,
    created: '2026-01-01T00:00:00.000Z',
  };

  it('parses a successful login and narrows it with isGigyaOk', () => {
    const answer = accountsLoginResponseSchema.parse({
      ...base,
      errorCode: 0,
      statusCode: 200,
      ...account,
      sessionInfo: { cookieName: 'glt_pulso-br', cookieValue: 'lt-1' },
    });
    expect(isGigyaOk(answer)).toBe(true);
    if (isGigyaOk(answer)) expect(answer.UIDSignature).toBe(payload.UIDSignature);
  });

  it('parses error answers with validationErrors and a pending regToken', () => {
    const invalid = accountsRegisterResponseSchema.parse({
      ...base,
      errorCode: GigyaErrorCode.VALIDATION_ERROR,
      statusCode: 400,
      errorMessage: 'Validation error',
      validationErrors: [
        { errorCode: 400003, fieldName: 'email', message: 'validation.email.inUse' },
      ],
    });
    expect(isGigyaOk(invalid)).toBe(false);
    expect(invalid).toMatchObject({ validationErrors: [{ fieldName: 'email' }] });
    const pending = accountsLoginResponseSchema.parse({
      ...base,
      errorCode: GigyaErrorCode.ACCOUNT_PENDING_REGISTRATION,
      statusCode: 206,
      regToken: 'rt-2',
    });
    expect(pending).toMatchObject({ regToken: 'rt-2' });
  });

  it('refuses a success answer without its fields, and an error without a code', () => {
    expect(
      accountsInitRegistrationResponseSchema.safeParse({ ...base, errorCode: 0, statusCode: 200 })
        .success,
    ).toBe(false);
    expect(
      accountsInitRegistrationResponseSchema.safeParse({
        ...base,
        errorCode: 0,
        statusCode: 200,
        regToken: 'rt',
      }).success,
    ).toBe(true);
    expect(accountsLogoutResponseSchema.safeParse({ ...base, statusCode: 200 }).success).toBe(
      false,
    );
    expect(
      accountsResetPasswordResponseSchema.safeParse({ ...base, errorCode: 0, statusCode: 200 })
        .success,
    ).toBe(true);
    expect(
      accountsGetAccountInfoResponseSchema.safeParse({
        ...base,
        errorCode: 0,
        statusCode: 200,
        ...account,
        emails: { verified: ['ana@example.com'], unverified: [] },
      }).success,
    ).toBe(true);
  });
});

describe('Gigya error codes', () => {
  it("uses Gigya's numbers", () => {
    expect(GigyaErrorCode).toMatchObject({
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
      LOGIN_ID_DOES_NOT_EXIST: 403047,
      RATE_LIMIT_HIT: 403048,
      ACCOUNT_TEMPORARILY_LOCKED_OUT: 403120,
    });
  });

  it('has a message, status code and status reason for every code', () => {
    for (const code of Object.values(GigyaErrorCode)) {
      expect(gigyaErrorMessages[code], String(code)).toMatch(/\w/);
    }
    expect(gigyaStatusCode(0)).toBe(200);
    expect(gigyaStatusCode(206001)).toBe(206);
    expect(gigyaStatusCode(403042)).toBe(403);
    expect(gigyaStatusCode(400009)).toBe(400);
    expect(gigyaStatusReason(403)).toBe('Forbidden');
    expect(gigyaStatusReason(200)).toBe('OK');
  });
});

describe('OpenAPI', () => {
  it('turns every request into JSON Schema (input) and every answer (output)', () => {
    const requests = [
      gigyaLoginPayloadSchema,
      accountsLoginRequestSchema,
      accountsInitRegistrationRequestSchema,
      accountsRegisterRequestSchema,
      accountsResetPasswordRequestSchema,
      accountsGetAccountInfoRequestSchema,
      accountsLogoutRequestSchema,
    ];
    const answers = [
      accountsLoginResponseSchema,
      accountsInitRegistrationResponseSchema,
      accountsRegisterResponseSchema,
      accountsResetPasswordResponseSchema,
      accountsGetAccountInfoResponseSchema,
      accountsLogoutResponseSchema,
    ];
    for (const schema of requests) {
      expect(z.toJSONSchema(schema, { io: 'input' })).toHaveProperty('type', 'object');
    }
    // An answer may be a union (anyOf); what matters is that it converts at all (a transform or
    // a custom type makes toJSONSchema throw).
    for (const schema of answers)
      expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
  });
});
