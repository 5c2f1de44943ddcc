import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  applyPreferencesPatch,
  checkCrmQuerySchema,
  checkCrmResponseSchema,
  crmStatusMessages,
  deleteAccountRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  preferencesPatchSchema,
  preferencesResponseSchema,
  updateProfileRequestSchema,
  updateProfileRequestSchemaFor,
  userDataExportSchema,
  userProfileSchema,
  verifyEmailQuerySchema,
  verifyEmailResponseSchema,
  type UserProfile,
} from './users.ts';

const messagesOf = (schema: z.ZodType, value: unknown): string[] =>
  (schema.safeParse(value).error?.issues ?? [])
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    .sort();

const profile: UserProfile = {
  id: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890',
  uid: 'a3f9c2e1b7d84c0e9f1a2b3c4d5e6f70',
  firstName: 'Ana',
  lastName: 'Souza',
  name: 'Ana Souza',
  email: 'demo.br@pulso.example',
  specialty: 'CARDIOLOGIA',
  preferences: ['cardiology', 'oncology'],
  category: 'MEDICO',
  country: 'br',
  pushNotifications: false,
  phone: '11987654321',
  registerNumber: '123456',
  registerUf: 'SP',
  canAcessSpeakTraining: false,
  profile: {
    firstName: 'Ana',
    lastName: 'Souza',
    state: 'SP',
    specialities: ['CARDIOLOGIA'],
    email: 'demo.br@pulso.example',
    phones: [{ type: 'mobile', number: '11987654321' }],
  },
  registrationType: 'CRM',
  consent: { acceptedAt: '2026-01-01T12:00:00.000Z', termsVersion: 'br-2023-07-07' },
};

describe('userProfileSchema (spec §3 User profile)', () => {
  it('has every field of the spec except password', () => {
    const specFields = [
      'firstName',
      'lastName',
      'name',
      'email',
      'specialty',
      'preferences',
      'category',
      'country',
      'pushNotifications',
      'phone',
      'registerNumber',
      'registerUf',
      'canAcessSpeakTraining',
      'profile',
    ];
    const keys = Object.keys(userProfileSchema.shape);
    expect(keys).toEqual(expect.arrayContaining(specFields));
    expect(keys).not.toContain('password');
    expect(Object.keys(userProfileSchema.shape.profile.shape).sort()).toEqual(
      ['email', 'firstName', 'lastName', 'phones', 'specialities', 'state'].sort(),
    );
  });

  it('never lets a password out, even when the source row has one', () => {
    const parsed = userProfileSchema.parse({ ...profile, password: 'Pulso!2026' });
    expect(parsed).not.toHaveProperty('password');
    expect(JSON.stringify(parsed)).not.toContain('Pulso!2026');
    const login = loginResponseSchema.parse({
      token: 't',
      expiresAt: '2026-01-02T00:00:00.000Z',
      userId: profile.id,
      profile: { ...profile, password: 'Pulso!2026' },
    });
    expect(login.profile).not.toHaveProperty('password');
  });

  it('keeps the speaker-training flag and refuses unknown preference areas', () => {
    expect(userProfileSchema.parse({ ...profile, canAcessSpeakTraining: true })).toMatchObject({
      canAcessSpeakTraining: true,
    });
    expect(userProfileSchema.safeParse({ ...profile, preferences: ['dermatology'] }).success).toBe(
      false,
    );
    expect(userProfileSchema.safeParse({ ...profile, registrationType: 'CRO' }).success).toBe(true);
  });
});

describe('login', () => {
  it('takes the Gigya login payload and answers token, expiry, user id and profile', () => {
    expect(
      loginRequestSchema.safeParse({ UID: 'u', UIDSignature: 'c2ln', signatureTimestamp: '1' })
        .success,
    ).toBe(true);
    expect(
      loginResponseSchema.safeParse({ token: 't', expiresAt: 'tomorrow', userId: 'u', profile })
        .success,
    ).toBe(false);
  });
});

describe('updateProfileRequestSchema (PUT users/profile)', () => {
  it('applies the Brazilian phone rule to a Brazilian account', () => {
    const br = updateProfileRequestSchemaFor('br');
    expect(br.parse({ email: 'A@B.com', phone: '(11) 98765-4321', appVersion: '1.0.0' })).toEqual({
      email: 'a@b.com',
      phone: '11987654321',
      appVersion: '1.0.0',
    });
    expect(messagesOf(br, { email: 'a@b.com', phone: '(11) 1234-5678', appVersion: '1' })).toEqual([
      'phone: validation.phone.firstDigit',
    ]);
    expect(messagesOf(br, { email: 'x', phone: '123', appVersion: '' })).toEqual([
      'appVersion: validation.required',
      'email: validation.email.invalid',
      'phone: validation.phone.length',
    ]);
  });

  it('applies 7–15 digits elsewhere, and lets the phone be cleared', () => {
    const mx = updateProfileRequestSchemaFor('mx');
    expect(mx.parse({ email: 'a@b.com', phone: '55 1234 5678', appVersion: '1' }).phone).toBe(
      '5512345678',
    );
    expect(mx.parse({ email: 'a@b.com', phone: '', appVersion: '1' }).phone).toBeUndefined();
    expect(
      updateProfileRequestSchema.safeParse({ email: 'a@b.com', phone: '12345', appVersion: '1' })
        .success,
    ).toBe(false);
  });
});

describe('preferences (PATCH users/preferences)', () => {
  it('needs at least one area to add or remove, and none in both', () => {
    expect(preferencesPatchSchema.parse({ add: ['oncology'] })).toEqual({ add: ['oncology'] });
    expect(messagesOf(preferencesPatchSchema, {})).toEqual(['add: validation.preferences.empty']);
    expect(messagesOf(preferencesPatchSchema, { add: [], remove: [] })).toEqual([
      'add: validation.preferences.empty',
    ]);
    expect(messagesOf(preferencesPatchSchema, { add: ['oncology'], remove: ['oncology'] })).toEqual(
      ['remove: validation.preferences.conflict'],
    );
    expect(messagesOf(preferencesPatchSchema, { add: ['dermatology'] })).toEqual([
      'add.0: validation.specialtyArea.invalid',
    ]);
  });

  it('adds without duplicates and removes, keeping the order', () => {
    expect(
      applyPreferencesPatch(['cardiology', 'oncology'], {
        add: ['oncology', 'hematology', 'hematology'],
        remove: ['cardiology', 'pneumology'],
      }),
    ).toEqual(['oncology', 'hematology']);
    expect(applyPreferencesPatch([], { remove: ['oncology'] })).toEqual([]);
    expect(preferencesResponseSchema.parse({ preferences: ['oncology'] })).toEqual({
      preferences: ['oncology'],
    });
  });
});

describe('verify and checkCRM', () => {
  it('verify takes an e-mail and answers valid', () => {
    expect(verifyEmailQuerySchema.parse({ email: ' Demo.BR@pulso.example ' })).toEqual({
      email: 'demo.br@pulso.example',
    });
    expect(messagesOf(verifyEmailQuerySchema, { email: 'nope' })).toEqual([
      'email: validation.email.invalid',
    ]);
    expect(verifyEmailResponseSchema.parse({ valid: true })).toEqual({ valid: true });
  });

  it('checkCRM normalises the number; UF optional, blank meaning absent', () => {
    expect(checkCrmQuerySchema.parse({ registerNumber: '0001234' })).toEqual({
      registerNumber: '001234',
      registerUf: undefined,
    });
    expect(checkCrmQuerySchema.parse({ registerNumber: '12.345', registerUf: 'sp' })).toEqual({
      registerNumber: '012345',
      registerUf: 'SP',
    });
    expect(checkCrmQuerySchema.parse({ registerNumber: '1', registerUf: '' }).registerUf).toBe(
      undefined,
    );
    expect(messagesOf(checkCrmQuerySchema, { registerNumber: '12a', registerUf: 'XX' })).toEqual([
      'registerNumber: validation.crm.invalid',
      'registerUf: validation.uf.invalid',
    ]);
    expect(messagesOf(checkCrmQuerySchema, {})).toEqual(['registerNumber: validation.required']);
  });

  it('checkCRM answers a status, and a key for each status that cannot register', () => {
    expect(
      checkCrmResponseSchema.parse({
        valid: false,
        status: 'suspended',
        registerNumber: '123456',
        registerUf: 'SP',
      }),
    ).toMatchObject({ status: 'suspended' });
    expect(
      checkCrmResponseSchema.safeParse({ valid: true, status: 'expired', registerNumber: '1' })
        .success,
    ).toBe(false);
    expect(crmStatusMessages).toEqual({
      suspended: 'validation.crm.suspended',
      cancelled: 'validation.crm.cancelled',
      unknown: 'validation.crm.unknown',
    });
  });
});

describe('data protection', () => {
  it('exports profile, consents, preferences, sessions, account settings, cases and training', () => {
    const exported = userDataExportSchema.parse({
      exportedAt: '2026-02-01T00:00:00.000Z',
      profile: { ...profile, password: 'secret' },
      consents: [
        { kind: 'terms', granted: true, at: '2026-01-01T12:00:00.000Z', termsVersion: 'v1' },
        { kind: 'promotional', granted: false, at: '2026-01-01T12:00:00.000Z' },
      ],
      preferences: ['cardiology'],
      sessions: [
        {
          createdAt: '2026-01-01T12:00:00.000Z',
          expiresAt: '2026-01-02T12:00:00.000Z',
          lastUsedAt: null,
          revokedAt: '2026-01-01T13:00:00.000Z',
          userAgent: 'Mozilla/5.0',
        },
      ],
      account: {
        language: 'pt-BR',
        timezone: 'America/Sao_Paulo',
        treatment: null,
        state: 'SP',
        registerNumber: '123456',
        registerUf: 'SP',
        nationalRegistration: null,
        provincialEnrollment: null,
        identityDocument: null,
        rut: null,
        salesRepresentativeCode: null,
        roles: [],
        receivePromotional: false,
        licenceReview: false,
        createdAt: '2026-01-01T12:00:00.000Z',
      },
      medicalInformationCases: [],
      training: { courses: [], attempts: [], certificates: [] },
      cookieConsents: [
        {
          consentId: '6f1c2b9e-4d1a-4c1e-9f3a-2b7c8d9e0f1a',
          categories: ['necessary', 'analytics'],
          policyRevision: 1,
          source: 'banner',
          country: 'br',
          host: 'website-br.localhost',
          textVersion: 'a'.repeat(64),
          language: 'pt-br',
          oneTrust: null,
          at: '2026-01-01T12:00:00.000Z',
          linkedAt: '2026-01-01T12:05:00.000Z',
        },
      ],
      pushDevices: [
        {
          endpointHost: 'fcm.googleapis.com',
          userAgent: 'Mozilla/5.0',
          topics: ['event_reminders'],
          createdAt: '2026-01-01T12:00:00.000Z',
          keys: { p256dh: 'never', auth: 'exported' },
        },
      ],
    });
    expect(exported.profile).not.toHaveProperty('password');
    expect(exported.pushDevices[0]).not.toHaveProperty('keys');
    expect(exported.cookieConsents[0]).toMatchObject({
      categories: ['necessary', 'analytics'],
      textVersion: 'a'.repeat(64),
      linkedAt: '2026-01-01T12:05:00.000Z',
    });
    expect(exported.account.timezone).toBe('America/Sao_Paulo');
    expect(exported.consents).toHaveLength(2);
  });

  it('deleting the account needs the password or an explicit confirmation', () => {
    expect(deleteAccountRequestSchema.safeParse({ password: 'Pulso!2026' }).success).toBe(true);
    expect(deleteAccountRequestSchema.safeParse({ confirm: true }).success).toBe(true);
    expect(messagesOf(deleteAccountRequestSchema, { confirm: false })).toEqual([
      ': validation.required',
    ]);
    expect(messagesOf(deleteAccountRequestSchema, {})).toEqual([': validation.required']);
  });
});

describe('OpenAPI', () => {
  it('turns requests (input) and answers (output) into JSON Schema', () => {
    for (const schema of [
      updateProfileRequestSchema,
      preferencesPatchSchema,
      verifyEmailQuerySchema,
      checkCrmQuerySchema,
      deleteAccountRequestSchema,
      loginRequestSchema,
    ]) {
      expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    }
    for (const schema of [
      userProfileSchema,
      loginResponseSchema,
      preferencesResponseSchema,
      verifyEmailResponseSchema,
      checkCrmResponseSchema,
      userDataExportSchema,
    ]) {
      expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
    }
  });
});
