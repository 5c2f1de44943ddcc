import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  medicoSchema,
  recuperarTipoUsuarioGigyaRequestSchema,
  validarCrmComPreCadastroComEmailRequestSchema,
} from './authenticator.ts';
import {
  accountsGetAccountInfoRequestSchema,
  accountsInitRegistrationRequestSchema,
  accountsLoginRequestSchema,
  accountsLogoutRequestSchema,
  accountsRegisterRequestSchema,
  accountsResetPasswordRequestSchema,
  gigyaLoginPayloadSchema,
} from './identity.ts';
import {
  registrationFormSchemaFor,
  registrationRequestSchema,
  registrationSchemaFor,
} from './registration.ts';
import {
  checkCrmQuerySchema,
  deleteAccountRequestSchema,
  preferencesPatchSchema,
  updateProfileRequestSchema,
  updateProfileRequestSchemaFor,
  verifyEmailQuerySchema,
} from './users.ts';

/** Every request a client or a form sends: what it gets back for bad input is shown to people. */
const requests: Record<string, z.ZodType> = {
  gigyaLoginPayloadSchema,
  accountsLoginRequestSchema,
  accountsInitRegistrationRequestSchema,
  accountsRegisterRequestSchema,
  accountsResetPasswordRequestSchema,
  accountsGetAccountInfoRequestSchema,
  accountsLogoutRequestSchema,
  registrationRequestSchema,
  registrationSchemaForBr: registrationSchemaFor('br'),
  registrationFormSchemaForMx: registrationFormSchemaFor('mx'),
  updateProfileRequestSchema,
  updateProfileRequestSchemaForBr: updateProfileRequestSchemaFor('br'),
  preferencesPatchSchema,
  verifyEmailQuerySchema,
  checkCrmQuerySchema,
  deleteAccountRequestSchema,
  recuperarTipoUsuarioGigyaRequestSchema,
  validarCrmComPreCadastroComEmailRequestSchema,
  medicoSchema,
};

/** Keys every request above may carry, each filled with the same bad value. */
const keys = [
  'UID',
  'UIDSignature',
  'signatureTimestamp',
  'apiKey',
  'loginID',
  'password',
  'newPassword',
  'passwordResetToken',
  'include',
  'isLite',
  'regToken',
  'email',
  'profile',
  'finalizeRegistration',
  'lang',
  'login_token',
  'idGigya',
  'name',
  'firstName',
  'lastName',
  'treatment',
  'state',
  'nationalRegistration',
  'registerNumber',
  'registerUf',
  'identityDocumentOrMedicalCollegiate',
  'RUT',
  'provincialEnrollment',
  'salesRepresentativeCode',
  'specialty',
  'phone',
  'iamDoctor',
  'receivePromotional',
  'readAcceptTerms',
  'region',
  'country',
  'language',
  'timezone',
  'registerType',
  'appVersion',
  'add',
  'remove',
  'confirm',
  'appId',
  'medico',
  'crm',
  'uf',
  'nome',
];

const fill = (value: unknown) => Object.fromEntries(keys.map((key) => [key, value]));

const badInputs: [string, unknown][] = [
  ['nothing', undefined],
  ['null', null],
  ['a number', 42],
  ['an empty object', {}],
  ['empty texts', fill('')],
  ['blank texts', { ...fill('  '), password: '' }],
  ['numbers', fill(12345)],
  ['objects', fill({ a: 1 })],
  ['very long texts', fill('x'.repeat(5000))],
  ['lists of junk', fill(['?'])],
  ['false', fill(false)],
];

describe('validation messages of every request are translation keys', () => {
  it.each(Object.entries(requests))('%s', (_name, schema) => {
    for (const [label, input] of badInputs) {
      const result = schema.safeParse(input);
      expect(result.success, label).toBe(false);
      for (const issue of result.error?.issues ?? []) {
        expect(issue.message, `${label} at ${issue.path.join('.')}`).toMatch(/^validation\./);
      }
    }
  });
});
