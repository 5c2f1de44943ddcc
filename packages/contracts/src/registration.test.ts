import { describe, expect, it } from 'vitest';
import { z as zod } from 'zod';
import { countryCodes, type CountryCode } from './country.ts';
import { getCountryProfile } from './country-profiles.ts';
import {
  countryFieldKeys,
  dentistRegistrationTypes,
  isDentistRegistration,
  registrationDefaults,
  registrationFormSchemaFor,
  registrationRequestFrom,
  registrationRequestSchema,
  registrationResponseSchema,
  registrationSchemaFor,
  registrationStatesOf,
  requiresTermsAcceptance,
  type RegistrationRequestInput,
} from './registration.ts';

const identity = {
  idGigya: 'a3f9c2e1b7d84c0e9f1a2b3c4d5e6f70',
  UIDSignature: 'p7ivMPo3Y2dpnn8rLwzxeJ8yyPw=',
  signatureTimestamp: '1767225600',
};

/** A complete, valid body for each country, as the web app sends it. */
const valid: Record<CountryCode, RegistrationRequestInput> = {
  mx: {
    ...identity,
    ...registrationDefaults('mx'),
    name: 'María Fernanda López',
    treatment: 'Dra.',
    state: 'Jalisco',
    identityDocumentOrMedicalCollegiate: '12345678',
    salesRepresentativeCode: 'MX12AB',
    specialty: 'Cardiología',
    email: 'maria.lopez@example.mx',
    phone: '33 1234 5678',
    iamDoctor: true,
    receivePromotional: false,
    readAcceptTerms: true,
  },
  ar: {
    ...identity,
    ...registrationDefaults('ar'),
    name: 'Julián Pérez',
    state: 'Córdoba',
    nationalRegistration: '123456',
    provincialEnrollment: '30123',
    specialty: 'Clínica médica',
    email: 'julian.perez@example.com.ar',
    phone: '+54 351 555 1234',
    iamDoctor: true,
  },
  cl: {
    ...identity,
    ...registrationDefaults('cl'),
    name: 'Camila Rojas',
    state: 'Metropolitana de Santiago',
    RUT: '12.345.678-5',
    specialty: 'Medicina interna',
    email: 'camila.rojas@example.cl',
    iamDoctor: true,
  },
  cr: {
    ...identity,
    ...registrationDefaults('cr'),
    name: 'Andrés Mora',
    identityDocumentOrMedicalCollegiate: '4567',
    specialty: 'Medicina general',
    email: 'andres.mora@example.cr',
    phone: '8888-1234',
    iamDoctor: true,
  },
  co: {
    ...identity,
    ...registrationDefaults('co'),
    name: 'Valentina Gómez',
    identityDocumentOrMedicalCollegiate: '1020304050',
    specialty: 'Cardiología',
    email: 'valentina.gomez@example.co',
    iamDoctor: true,
  },
  pe: {
    ...identity,
    ...registrationDefaults('pe'),
    name: 'Diego Quispe',
    identityDocumentOrMedicalCollegiate: '054321',
    specialty: 'Oncología médica',
    email: 'diego.quispe@example.pe',
    iamDoctor: true,
  },
  br: {
    ...identity,
    ...registrationDefaults('br'),
    name: 'Ana Souza',
    registerUf: 'SP',
    registerNumber: '123456',
    specialty: 'CARDIOLOGIA',
    email: 'ana.souza@example.com.br',
    phone: '(11) 98765-4321',
    iamDoctor: true,
    readAcceptTerms: true,
  },
};

/** Each problem as `path: message`, in any order. */
function problems(schema: zod.ZodType, body: unknown): string[] {
  const result = schema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).sort();
}

describe('registrationDefaults', () => {
  it('gives the region, register-API language and IANA time zone of spec §1 and §3', () => {
    expect(registrationDefaults('br')).toEqual({
      country: 'br',
      region: 'BRASIL',
      language: 'pt_BR',
      timezone: 'America/Sao_Paulo',
      registerType: 'CRM',
    });
    expect(registrationDefaults('mx')).toMatchObject({
      region: 'MEXICO',
      language: 'es_MX',
      timezone: 'America/Mexico_City',
      registerType: undefined,
    });
    expect(registrationDefaults('pe')).toMatchObject({ region: 'PACA', language: 'es' });
  });
});

describe('registrationRequestSchema: a valid body for every country', () => {
  it.each(countryCodes)('accepts %s through the general and the country schema', (country) => {
    expect(problems(registrationRequestSchema, valid[country])).toEqual([]);
    expect(problems(registrationSchemaFor(country), valid[country])).toEqual([]);
  });

  it('normalises Brazil: CRM padded, UF upper case, phone digits, e-mail lower case', () => {
    const parsed = registrationRequestSchema.parse({
      ...valid.br,
      registerNumber: '0001234',
      registerUf: 'rj',
      phone: '+55 (21) 3456-7890',
      email: '  Ana.Souza@Example.COM.br ',
      specialty: 'cardiologia',
    });
    expect(parsed).toMatchObject({
      registerNumber: '001234',
      registerUf: 'RJ',
      phone: '2134567890',
      email: 'ana.souza@example.com.br',
      specialty: 'CARDIOLOGIA',
      registerType: 'CRM',
      readAcceptTerms: true,
      receivePromotional: false,
    });
  });

  it('normalises the other countries to their listed spellings and stored forms', () => {
    expect(
      registrationRequestSchema.parse({ ...valid.cl, RUT: '10000013k', state: 'rm' }),
    ).toMatchObject({ RUT: '10000013-K', state: 'Metropolitana de Santiago' });
    expect(
      registrationRequestSchema.parse({ ...valid.mx, treatment: 'dr', state: 'michoacan' }),
    ).toMatchObject({ treatment: 'Dr.', state: 'Michoacán' });
    expect(
      registrationRequestSchema.parse({ ...valid.ar, nationalRegistration: '123.456', state: 'X' }),
    ).toMatchObject({ nationalRegistration: '123456', state: 'Córdoba' });
    expect(registrationRequestSchema.parse(valid.ar).phone).toBe('+543515551234');
  });

  it("drops fields that are not the country's", () => {
    const parsed = registrationRequestSchema.parse({
      ...valid.cl,
      registerUf: 'SP',
      registerNumber: '123456',
      treatment: 'Dr.',
      identityDocumentOrMedicalCollegiate: '1234',
    });
    expect(parsed.RUT).toBe('12345678-5');
    expect(parsed.registerUf).toBeUndefined();
    expect(parsed.registerNumber).toBeUndefined();
    expect(parsed.treatment).toBeUndefined();
    expect(parsed.identityDocumentOrMedicalCollegiate).toBeUndefined();
  });

  it('reads booleans sent as form fields', () => {
    const parsed = registrationRequestSchema.parse({
      ...valid.br,
      iamDoctor: 'true',
      readAcceptTerms: 'on',
      receivePromotional: 'false',
    });
    expect(parsed).toMatchObject({
      iamDoctor: true,
      readAcceptTerms: true,
      receivePromotional: false,
    });
    expect(problems(registrationRequestSchema, { ...valid.br, iamDoctor: 'false' })).toEqual([
      'iamDoctor: validation.iamDoctor.required',
    ]);
    expect(problems(registrationRequestSchema, { ...valid.br, iamDoctor: 'maybe' })).toEqual([
      'iamDoctor: validation.boolean',
    ]);
  });
});

describe('registration rules of each country, every problem with its path', () => {
  it('Brazil: UF, CRM, consent term, registration type', () => {
    expect(
      problems(registrationRequestSchema, {
        ...valid.br,
        registerUf: 'XX',
        registerNumber: '12a45',
        readAcceptTerms: false,
        registerType: 'other',
      }),
    ).toEqual([
      'readAcceptTerms: validation.terms.required',
      'registerNumber: validation.crm.invalid',
      'registerType: validation.registerType.invalid',
      'registerUf: validation.uf.invalid',
    ]);
    expect(
      problems(registrationRequestSchema, {
        ...valid.br,
        registerUf: '',
        registerNumber: undefined,
        readAcceptTerms: undefined,
        registerType: undefined,
      }),
    ).toEqual([
      'readAcceptTerms: validation.terms.required',
      'registerNumber: validation.required',
      'registerType: validation.required',
      'registerUf: validation.required',
    ]);
  });

  it('Brazil: the CRM is digits, at most 6 significant, not all zeros; separators allowed', () => {
    const crm = (registerNumber: string) =>
      registrationRequestSchema.safeParse({ ...valid.br, registerNumber });
    expect(crm('12.345').data?.registerNumber).toBe('012345');
    expect(crm('0000000000123').data?.registerNumber).toBe('000123');
    expect(crm('999999').data?.registerNumber).toBe('999999');
    for (const bad of ['1234567', '0000', 'CRM123', '12a45', '-']) {
      expect(problems(registrationRequestSchema, { ...valid.br, registerNumber: bad })).toEqual([
        'registerNumber: validation.crm.invalid',
      ]);
    }
  });

  it('Brazil: dentists registered with a CRO are refused', () => {
    expect(problems(registrationRequestSchema, { ...valid.br, registerType: 'CRO' })).toEqual([
      'registerType: validation.registerType.dentist',
    ]);
    expect(problems(registrationRequestSchema, { ...valid.mx, registerType: 'CRO' })).toEqual([
      'registerType: validation.registerType.dentist',
    ]);
    expect(dentistRegistrationTypes).toEqual(['CRO']);
    expect(problems(registrationRequestSchema, { ...valid.br, registerType: 'xyz' })).toEqual([
      'registerType: validation.registerType.invalid',
    ]);
    expect(isDentistRegistration('CRO')).toBe(true);
    expect(isDentistRegistration(' cro ')).toBe(true);
    expect(isDentistRegistration('CRM')).toBe(false);
    expect(isDentistRegistration(undefined)).toBe(false);
  });

  it('Brazil: phone with area code, 10 or 11 digits, first digit of the number 2 or higher', () => {
    expect(problems(registrationRequestSchema, { ...valid.br, phone: '(11) 18765-4321' })).toEqual([
      'phone: validation.phone.firstDigit',
    ]);
    expect(problems(registrationRequestSchema, { ...valid.br, phone: '98765-4321' })).toEqual([
      'phone: validation.phone.length',
    ]);
    expect(problems(registrationRequestSchema, { ...valid.br, phone: '(01) 98765-4321' })).toEqual([
      'phone: validation.phone.areaCode',
    ]);
    expect(problems(registrationRequestSchema, { ...valid.br, phone: '11 9876x4321' })).toEqual([
      'phone: validation.phone.invalid',
    ]);
    expect(registrationRequestSchema.parse({ ...valid.br, phone: '' }).phone).toBeUndefined();
  });

  it('Chile: RUT check digit (module 11, K accepted) and region', () => {
    for (const rut of ['12.345.678-5', '12345678-5', '10.000.013-K', '10000013-k']) {
      expect(problems(registrationRequestSchema, { ...valid.cl, RUT: rut })).toEqual([]);
    }
    expect(
      problems(registrationRequestSchema, { ...valid.cl, RUT: '12.345.678-4', state: 'Lima' }),
    ).toEqual(['RUT: validation.rut.invalid', 'state: validation.state.invalid']);
    expect(problems(registrationRequestSchema, { ...valid.cl, RUT: '', state: null })).toEqual([
      'RUT: validation.required',
      'state: validation.required',
    ]);
  });

  it('Argentina: national registration 1–7 digits, provincial enrolment 1–8, province', () => {
    expect(
      problems(registrationRequestSchema, {
        ...valid.ar,
        nationalRegistration: '12345678',
        provincialEnrollment: 'AB123',
        state: 'Montevideo',
      }),
    ).toEqual([
      'nationalRegistration: validation.nationalRegistration.invalid',
      'provincialEnrollment: validation.provincialEnrollment.invalid',
      'state: validation.state.invalid',
    ]);
    expect(
      problems(registrationRequestSchema, {
        ...valid.ar,
        nationalRegistration: '1',
        provincialEnrollment: '12345678',
      }),
    ).toEqual([]);
    expect(
      problems(registrationRequestSchema, {
        ...valid.ar,
        nationalRegistration: undefined,
        provincialEnrollment: ' ',
        state: undefined,
      }),
    ).toEqual([
      'nationalRegistration: validation.required',
      'provincialEnrollment: validation.required',
      'state: validation.required',
    ]);
  });

  it('Mexico: treatment, state, cédula profesional, optional sales-representative code', () => {
    expect(
      problems(registrationRequestSchema, {
        ...valid.mx,
        treatment: 'Lic.',
        state: 'Texas',
        identityDocumentOrMedicalCollegiate: '123456',
        salesRepresentativeCode: 'REP-0001-XYZ',
      }),
    ).toEqual([
      'identityDocumentOrMedicalCollegiate: validation.identityDocument.invalid',
      'salesRepresentativeCode: validation.salesRepresentativeCode.invalid',
      'state: validation.state.invalid',
      'treatment: validation.treatment.invalid',
    ]);
    expect(
      problems(registrationRequestSchema, {
        ...valid.mx,
        salesRepresentativeCode: undefined,
        identityDocumentOrMedicalCollegiate: '1234567',
      }),
    ).toEqual([]);
    expect(
      problems(registrationRequestSchema, {
        ...valid.mx,
        treatment: '',
        state: '',
        identityDocumentOrMedicalCollegiate: '',
      }),
    ).toEqual([
      'identityDocumentOrMedicalCollegiate: validation.required',
      'state: validation.required',
      'treatment: validation.required',
    ]);
  });

  it('Costa Rica and Colombia: identity document 4–12 digits; Peru: CMP 5–6 digits', () => {
    const doc = (country: CountryCode, identityDocumentOrMedicalCollegiate: unknown) =>
      problems(registrationRequestSchema, {
        ...valid[country],
        identityDocumentOrMedicalCollegiate,
      });
    const invalid = ['identityDocumentOrMedicalCollegiate: validation.identityDocument.invalid'];
    const required = ['identityDocumentOrMedicalCollegiate: validation.required'];
    expect(doc('cr', '123')).toEqual(invalid);
    expect(doc('cr', '1234567890123')).toEqual(invalid);
    expect(doc('co', '123456789012')).toEqual([]);
    expect(doc('co', '12A456')).toEqual(invalid);
    expect(doc('co', undefined)).toEqual(required);
    expect(doc('pe', '12345')).toEqual([]);
    expect(doc('pe', '1234')).toEqual(invalid);
    expect(doc('pe', '1234567')).toEqual(invalid);
    expect(doc('cr', '')).toEqual(required);
  });

  it('every country: specialty from its own list, phone of 7–15 digits elsewhere', () => {
    expect(
      problems(registrationRequestSchema, { ...valid.mx, specialty: 'CARDIOLOGIA X' }),
    ).toEqual(['specialty: validation.specialty.invalid']);
    // Brazil's list is not Mexico's.
    expect(problems(registrationRequestSchema, { ...valid.mx, specialty: 'ACUPUNTURA' })).toEqual([
      'specialty: validation.specialty.invalid',
    ]);
    expect(problems(registrationRequestSchema, { ...valid.co, phone: '12345' })).toEqual([
      'phone: validation.phone.length',
    ]);
    expect(
      problems(registrationRequestSchema, { ...valid.co, phone: '+57 12345678901234' }),
    ).toEqual(['phone: validation.phone.length']);
    expect(registrationRequestSchema.parse({ ...valid.co, phone: '601 234 5678' }).phone).toBe(
      '6012345678',
    );
  });

  it("every country: region, language and time zone must be the country's", () => {
    expect(
      problems(registrationRequestSchema, {
        ...valid.ar,
        region: 'PACA',
        language: 'es_MX',
        timezone: 'America/Santiago',
      }),
    ).toEqual([
      'language: validation.language.mismatch',
      'region: validation.region.mismatch',
      'timezone: validation.timezone.mismatch',
    ]);
    expect(
      problems(registrationRequestSchema, { ...valid.br, region: 'EUROPE', language: 'pt' }),
    ).toEqual(['language: validation.language.mismatch', 'region: validation.region.mismatch']);
  });

  it("takes spec §7's time zone as the country's UTC offset and stores its IANA name", () => {
    const cases: [CountryCode, string, string][] = [
      ['br', 'UTC-3', 'America/Sao_Paulo'],
      ['ar', 'GMT-03:00', 'America/Argentina/Buenos_Aires'],
      ['cl', 'utc-3', 'America/Santiago'],
      ['mx', 'UTC-6', 'America/Mexico_City'],
      ['mx', 'CST UTC-6', 'America/Mexico_City'],
      ['co', 'UTC-05', 'America/Bogota'],
      ['pe', 'UTC-5', 'America/Lima'],
      ['cr', '-06:00', 'America/Costa_Rica'],
      ['br', 'America/Sao_Paulo', 'America/Sao_Paulo'],
    ];
    for (const [country, timezone, iana] of cases) {
      const parsed = registrationRequestSchema.parse({ ...valid[country], timezone });
      expect(parsed.timezone, `${country} ${timezone}`).toBe(iana);
    }
    for (const timezone of ['UTC-5', 'UTC+3', 'UTC', 'UTC-3:30', 'Etc/GMT+3', 'XYZ-3']) {
      expect(problems(registrationRequestSchema, { ...valid.br, timezone }), timezone).toEqual([
        'timezone: validation.timezone.mismatch',
      ]);
    }
  });

  it('lists every problem at once, including the missing common fields', () => {
    expect(
      problems(registrationRequestSchema, {
        country: 'br',
        registerNumber: 'abc',
        phone: '0',
      }),
    ).toEqual([
      'UIDSignature: validation.required',
      'email: validation.required',
      'iamDoctor: validation.required',
      'idGigya: validation.required',
      'language: validation.language.mismatch',
      'name: validation.required',
      'phone: validation.phone.length',
      'readAcceptTerms: validation.terms.required',
      'region: validation.region.mismatch',
      'registerNumber: validation.crm.invalid',
      'registerType: validation.required',
      'registerUf: validation.required',
      'signatureTimestamp: validation.signature.timestamp',
      'specialty: validation.required',
      'timezone: validation.required',
    ]);
  });

  it('refuses an unknown country and a body of another country in a country schema', () => {
    expect(problems(registrationRequestSchema, { ...valid.br, country: 'uy' })).toEqual([
      'country: validation.country.invalid',
    ]);
    expect(problems(registrationSchemaFor('cl'), valid.br)).toEqual([
      'RUT: validation.required',
      'country: validation.country.invalid',
      'language: validation.language.mismatch',
      'region: validation.region.mismatch',
      'registerType: validation.registerType.invalid',
      'state: validation.required',
      'timezone: validation.timezone.mismatch',
    ]);
  });

  it('gives translation keys as messages, never prose', () => {
    const bodies = [{}, { ...valid.br, email: 'not-an-email', name: 'x'.repeat(300) }, null, 42];
    for (const body of bodies) {
      const result = registrationRequestSchema.safeParse(body);
      for (const issue of result.error?.issues ?? [])
        expect(issue.message).toMatch(/^validation\./);
    }
  });
});

describe('country fields', () => {
  it("maps each profile's registration fields to body keys", () => {
    expect(countryFieldKeys('br')).toEqual(['registerUf', 'registerNumber', 'readAcceptTerms']);
    expect(countryFieldKeys('cl')).toEqual(['state', 'RUT']);
    expect(countryFieldKeys('mx')).toEqual([
      'treatment',
      'state',
      'identityDocumentOrMedicalCollegiate',
      'salesRepresentativeCode',
    ]);
  });

  it('asks the consent term in Brazil', () => {
    expect(countryCodes.filter(requiresTermsAcceptance)).toEqual(['br']);
  });

  it('offers the state lists of the countries whose form has a state field', () => {
    expect(registrationStatesOf('mx')).toHaveLength(32);
    expect(registrationStatesOf('ar')).toHaveLength(24);
    expect(registrationStatesOf('cl')).toHaveLength(16);
    expect(registrationStatesOf('br')).toHaveLength(27);
    expect(registrationStatesOf('co')).toBeUndefined();
    for (const country of countryCodes) {
      const fields = getCountryProfile(country).registrationFields;
      const hasState = fields.includes('state') || fields.includes('UF');
      expect(registrationStatesOf(country) !== undefined).toBe(hasState);
    }
  });
});

describe('registration form', () => {
  const form = {
    firstName: 'Ana',
    lastName: 'Souza',
    password: 'Pulso!2026',
    registerUf: 'SP',
    registerNumber: '1234',
    specialty: 'CARDIOLOGIA',
    email: 'ana.souza@example.com.br',
    phone: '(11) 98765-4321',
    iamDoctor: true,
    readAcceptTerms: true,
  };

  it("checks the user's fields by the country's rules, each problem at its field", () => {
    expect(problems(registrationFormSchemaFor('br'), form)).toEqual([]);
    expect(
      problems(registrationFormSchemaFor('br'), {
        ...form,
        password: 'short',
        registerNumber: '12345678',
        readAcceptTerms: false,
      }),
    ).toEqual([
      'password: validation.password.digitOrSymbol',
      'password: validation.password.tooShort',
      'readAcceptTerms: validation.terms.required',
      'registerNumber: validation.crm.invalid',
    ]);
    expect(problems(registrationFormSchemaFor('cl'), { ...form, RUT: '12.345.678-4' })).toEqual([
      'RUT: validation.rut.invalid',
      'state: validation.required',
    ]);
  });

  it('builds the POST users body that the server accepts, without the password', () => {
    const parsed = registrationFormSchemaFor('br').parse(form);
    const body = registrationRequestFrom('br', parsed, {
      UID: identity.idGigya,
      UIDSignature: identity.UIDSignature,
      signatureTimestamp: identity.signatureTimestamp,
    });
    expect(body).not.toHaveProperty('password');
    expect(body).toMatchObject({ name: 'Ana Souza', idGigya: identity.idGigya, region: 'BRASIL' });
    expect(registrationSchemaFor('br').parse(body)).toMatchObject({
      registerNumber: '001234',
      registerType: 'CRM',
      timezone: 'America/Sao_Paulo',
    });
  });
});

describe('OpenAPI', () => {
  it('describes the body (input) and the answer (output) as JSON Schema', () => {
    const body = zod.toJSONSchema(registrationRequestSchema, { io: 'input' });
    expect(body).toMatchObject({ type: 'object' });
    expect((body as { required?: string[] }).required).toEqual(
      expect.arrayContaining(['idGigya', 'UIDSignature', 'email', 'country', 'iamDoctor']),
    );
    expect(() => zod.toJSONSchema(registrationSchemaFor('cl'), { io: 'input' })).not.toThrow();
    expect(() => zod.toJSONSchema(registrationResponseSchema, { io: 'output' })).not.toThrow();
  });
});

describe('registrationResponseSchema', () => {
  it('carries hasRegistred and optional messages', () => {
    expect(registrationResponseSchema.parse({ hasRegistred: true })).toEqual({
      hasRegistred: true,
    });
    expect(
      registrationResponseSchema.parse({
        hasRegistred: false,
        messages: ['validation.crm.suspended'],
      }),
    ).toEqual({ hasRegistred: false, messages: ['validation.crm.suspended'] });
    expect(registrationResponseSchema.safeParse({ messages: [] }).success).toBe(false);
  });
});
