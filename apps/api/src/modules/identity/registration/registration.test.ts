import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '@pulso/contracts/country';
import { problemSchema } from '@pulso/contracts/problem';
import {
  registrationDefaults,
  registrationResponseSchema,
  type RegistrationRequestInput,
} from '@pulso/contracts/registration';
import {
  loginResponseSchema,
  usersProblemCodes,
  verifyEmailResponseSchema,
} from '@pulso/contracts/users';
import { userConsents, users } from '../../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createApiClient, problemCode, type ApiClient } from '../../users/testing/api-client.ts';
import {
  createFakeIdentityProvider,
  type FakeIdentityProvider,
} from '../testing/fake-identity-provider.ts';

describe('registration', () => {
  let t: TestApp;
  let api: ApiClient;
  let idp: FakeIdentityProvider;

  beforeAll(async () => {
    idp = createFakeIdentityProvider();
    t = await buildTestApp({ identityProvider: idp });
    api = await createApiClient(t.app);
  });
  afterAll(() => t.close());

  let counter = 0;

  /** A new identity account (as the provider's registration makes it) and its login payload. */
  function newIdentity(firstName = 'Joana', lastName = 'Teste') {
    counter += 1;
    const uid = `uid-${counter}-${Date.now()}`;
    const email = `doctor${counter}@example.org`;
    idp.add({ uid, email, firstName, lastName, password: 'Pulso!2026' });
    const login = idp.sign(uid);
    return { uid, email, login };
  }

  type Fields = Partial<RegistrationRequestInput>;

  const countryFields: Record<CountryCode, Fields> = {
    br: {
      registerUf: 'SP',
      registerNumber: '123456',
      specialty: 'CLÍNICA MÉDICA',
      phone: '(11) 98765-4321',
      readAcceptTerms: true,
    },
    mx: {
      treatment: 'Dra.',
      state: 'Jalisco',
      identityDocumentOrMedicalCollegiate: '12345678',
      specialty: 'Cardiología',
      phone: '33 1234 5678',
    },
    ar: {
      state: 'Córdoba',
      nationalRegistration: '123456',
      provincialEnrollment: '30123',
      specialty: 'Clínica médica',
    },
    cl: { state: 'Metropolitana de Santiago', RUT: '12.345.678-5', specialty: 'Medicina interna' },
    cr: { identityDocumentOrMedicalCollegiate: '4567', specialty: 'Medicina general' },
    co: { identityDocumentOrMedicalCollegiate: '1020304050', specialty: 'Cardiología' },
    pe: { identityDocumentOrMedicalCollegiate: '054321', specialty: 'Oncología médica' },
  };

  function registrationBody(
    country: CountryCode,
    identity: ReturnType<typeof newIdentity>,
    fields: Fields = {},
  ): RegistrationRequestInput {
    return {
      ...registrationDefaults(country),
      idGigya: identity.uid,
      UIDSignature: identity.login.UIDSignature,
      signatureTimestamp: identity.login.signatureTimestamp,
      name: 'Joana Teste',
      email: identity.email,
      iamDoctor: true,
      ...countryFields[country],
      ...fields,
    } as RegistrationRequestInput;
  }

  const register = (country: CountryCode, body: unknown) =>
    api.post('/api/users', body, { country });

  function fieldProblems(response: { json(): unknown }): string[] {
    return (problemSchema.parse(response.json()).errors ?? [])
      .map((error) => `${error.field}: ${error.message}`)
      .sort();
  }

  describe('POST /api/users', () => {
    it('registers a Brazilian doctor with an active CRM, who can then sign in with the same signature', async () => {
      const identity = newIdentity();
      const response = await register('br', registrationBody('br', identity));
      expect(response.statusCode, response.body).toBe(200);
      expect(registrationResponseSchema.parse(response.json())).toEqual({ hasRegistred: true });

      const login = await api.post('/api/users/login', identity.login);
      expect(login.statusCode).toBe(200);
      const { profile } = loginResponseSchema.parse(login.json());
      expect(profile).toMatchObject({
        uid: identity.uid,
        firstName: 'Joana',
        lastName: 'Teste',
        name: 'Joana Teste',
        email: identity.email,
        country: 'br',
        registerUf: 'SP',
        registerNumber: '123456',
        specialty: 'CLÍNICA MÉDICA',
        phone: '11987654321',
        registrationType: 'CRM',
        category: 'MEDICO',
        canAcessSpeakTraining: false,
        preferences: [],
        profile: { state: 'SP', specialities: ['CLÍNICA MÉDICA'] },
      });
      // Registering accepts the version of the terms the country publishes.
      const terms = await api.get('/api/legal/terms', { country: 'br' });
      expect(profile.consent?.termsVersion).toBe(terms.json().version);
      expect(Date.now() - Date.parse(profile.consent?.acceptedAt ?? '')).toBeLessThan(60_000);
    });

    it('registers each country with its own fields, normalised', async () => {
      const expected: Record<Exclude<CountryCode, 'br'>, Record<string, unknown>> = {
        mx: { registerNumber: '12345678', profile: { state: 'Jalisco' }, phone: '3312345678' },
        ar: { registerNumber: '123456', profile: { state: 'Córdoba' } },
        cl: { registerNumber: '12345678-5', profile: { state: 'Metropolitana de Santiago' } },
        cr: { registerNumber: '4567' },
        co: { registerNumber: '1020304050' },
        pe: { registerNumber: '054321' },
      };
      for (const [country, profile] of Object.entries(expected) as [CountryCode, object][]) {
        const identity = newIdentity();
        const response = await register(country, registrationBody(country, identity));
        expect(response.statusCode, `${country}: ${response.body}`).toBe(200);
        expect(response.json()).toEqual({ hasRegistred: true });
        const login = loginResponseSchema.parse(
          (await api.post('/api/users/login', identity.login)).json(),
        );
        expect(login.profile, country).toMatchObject({
          country,
          registrationType: 'other',
          ...profile,
        });
      }
    });

    it("accepts spec §7's time zone as an offset (UTC-3) and keeps the country's IANA zone", async () => {
      const identity = newIdentity();
      const response = await register(
        'ar',
        registrationBody('ar', identity, { timezone: 'UTC-3' }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const [stored] = await t.app.database.db
        .select({ timezone: users.timezone })
        .from(users)
        .where(eq(users.email, identity.email));
      expect(stored?.timezone).toBe('America/Argentina/Buenos_Aires');
      const wrong = await register(
        'ar',
        registrationBody('ar', newIdentity(), { timezone: 'UTC-6' }),
      );
      expect(fieldProblems(wrong)).toEqual(['body.timezone: validation.timezone.mismatch']);
    });

    it('lists every problem with its field: Brazil (bad CRM, UF, phone, terms)', async () => {
      const identity = newIdentity();
      const response = await register(
        'br',
        registrationBody('br', identity, {
          registerNumber: '12a45',
          registerUf: 'XX',
          phone: '(11) 0123-4567',
          readAcceptTerms: false,
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(problemCode(response)).toBe('request.invalid');
      expect(fieldProblems(response)).toEqual([
        'body.phone: validation.phone.firstDigit',
        'body.readAcceptTerms: validation.terms.required',
        'body.registerNumber: validation.crm.invalid',
        'body.registerUf: validation.uf.invalid',
      ]);
    });

    it('lists every problem with its field: Chile (RUT check digit, phone) and Mexico', async () => {
      const chile = await register(
        'cl',
        registrationBody('cl', newIdentity(), { RUT: '12.345.678-9', phone: '12' }),
      );
      expect(chile.statusCode).toBe(400);
      expect(fieldProblems(chile)).toEqual([
        'body.RUT: validation.rut.invalid',
        'body.phone: validation.phone.length',
      ]);
      const mexico = await register(
        'mx',
        registrationBody('mx', newIdentity(), {
          treatment: 'Lic.',
          identityDocumentOrMedicalCollegiate: '123',
          state: 'Texas',
          phone: '55-12',
        }),
      );
      expect(fieldProblems(mexico)).toEqual([
        'body.identityDocumentOrMedicalCollegiate: validation.identityDocument.invalid',
        'body.phone: validation.phone.length',
        'body.state: validation.state.invalid',
        'body.treatment: validation.treatment.invalid',
      ]);
    });

    it('refuses dentists (registerType CRO) with a field problem', async () => {
      const response = await register(
        'br',
        registrationBody('br', newIdentity(), { registerType: 'CRO' }),
      );
      expect(response.statusCode).toBe(400);
      expect(fieldProblems(response)).toEqual([
        'body.registerType: validation.registerType.dentist',
      ]);
    });

    it('answers hasRegistred false with the reason for a suspended, cancelled or unknown CRM', async () => {
      const cases = [
        { registerUf: 'RJ', registerNumber: '222222', message: 'validation.crm.suspended' },
        { registerUf: 'MG', registerNumber: '333333', message: 'validation.crm.cancelled' },
        { registerUf: 'SP', registerNumber: '000987654', message: 'validation.crm.unknown' },
        // The number exists, but in another UF.
        { registerUf: 'RJ', registerNumber: '104233', message: 'validation.crm.unknown' },
      ];
      for (const { message, ...licence } of cases) {
        const identity = newIdentity();
        const response = await register('br', registrationBody('br', identity, licence));
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ hasRegistred: false, messages: [message] });
        // Nothing was saved: the sign-in still finds no product account.
        expect((await api.post('/api/users/login', identity.login)).statusCode).toBe(404);
      }
    });

    it("refuses a CRM another account holds (the demo doctor's 104233/SP) with its problem code", async () => {
      const identity = newIdentity('Rafael', 'Almeida Costa');
      const response = await register(
        'br',
        registrationBody('br', identity, { registerUf: 'SP', registerNumber: '104233' }),
      );
      expect(response.statusCode, response.body).toBe(409);
      expect(problemCode(response)).toBe(usersProblemCodes.licenceTaken);
      expect(fieldProblems(response)).toEqual(['body.registerNumber: validation.crm.taken']);
      const stored = await t.app.database.db
        .select()
        .from(users)
        .where(eq(users.uid, identity.uid));
      expect(stored).toEqual([]);
    });

    it("registers a licence whose registry name is not the registrant's, flagged for review", async () => {
      const licenceReviewOf = async (uid: string) =>
        (
          await t.app.database.db
            .select({ licenceReview: users.licenceReview })
            .from(users)
            .where(eq(users.uid, uid))
        )[0]?.licenceReview;
      // 555555/PE is Helena Barros Cavalcanti's in the registry.
      const stranger = newIdentity('Joana', 'Teste');
      const flagged = await register(
        'br',
        registrationBody('br', stranger, { registerUf: 'PE', registerNumber: '555555' }),
      );
      expect(flagged.json()).toEqual({ hasRegistred: true });
      expect(await licenceReviewOf(stranger.uid)).toBe(true);

      // 031877/RS is Fernanda Schmidt's: her own name, accents and case aside, is not flagged.
      const holder = newIdentity('FERNANDA', 'schmídt');
      const clean = await register(
        'br',
        registrationBody('br', holder, { registerUf: 'RS', registerNumber: '031877' }),
      );
      expect(clean.json()).toEqual({ hasRegistred: true });
      expect(await licenceReviewOf(holder.uid)).toBe(false);
    });

    it("refuses someone else's UID (403) and a forged signature (401)", async () => {
      const mine = newIdentity();
      const theirs = newIdentity();
      const stolen = await register(
        'br',
        registrationBody('br', mine, { idGigya: theirs.uid, email: theirs.email }),
      );
      expect(stolen.statusCode).toBe(403);
      expect(problemCode(stolen)).toBe('users.uid_not_owned');

      const forged = await register(
        'br',
        registrationBody('br', mine, { idGigya: 'nobody-has-this-uid', email: 'x@example.org' }),
      );
      expect(forged.statusCode).toBe(401);
      expect(problemCode(forged)).toBe('auth.signature_invalid');

      const old = newIdentity();
      const expired = await register(
        'br',
        registrationBody('br', old, {
          ...idp.sign(old.uid, new Date(Date.now() - 3_600_000)),
          UID: undefined,
        } as Fields),
      );
      expect(expired.statusCode).toBe(401);
      expect(problemCode(expired)).toBe('auth.signature_expired');
      const rows = await t.app.database.db
        .select({ uid: users.uid })
        .from(users)
        .where(eq(users.uid, theirs.uid));
      expect(rows).toEqual([]);
    });

    it("requires the identity account's e-mail and the site's country", async () => {
      const identity = newIdentity();
      const otherEmail = await register(
        'br',
        registrationBody('br', identity, { email: 'someone.else@example.org' }),
      );
      expect(otherEmail.statusCode).toBe(400);
      expect(fieldProblems(otherEmail)).toEqual(['body.email: validation.invalid']);
      const wrongSite = await register('mx', registrationBody('br', identity));
      expect(wrongSite.statusCode).toBe(400);
      expect(fieldProblems(wrongSite)).toEqual(['body.country: validation.country.invalid']);
    });

    it('answers true again for the same registration, 409 users.already_registered for another', async () => {
      const identity = newIdentity();
      const body = registrationBody('br', identity, { registerUf: 'MG', registerNumber: '45120' });
      expect((await register('br', body)).json()).toEqual({ hasRegistred: true });
      expect((await register('br', body)).json()).toEqual({ hasRegistred: true });
      const changed = await register('br', { ...body, specialty: 'PEDIATRIA' });
      expect(changed.statusCode).toBe(409);
      expect(problemCode(changed)).toBe('users.already_registered');
      const rows = await t.app.database.db
        .select({ id: userConsents.id })
        .from(userConsents)
        .innerJoin(users, eq(users.id, userConsents.userId))
        .where(eq(users.uid, identity.uid));
      expect(rows).toHaveLength(2); // terms and promotional, recorded once
    });
  });

  describe('GET /api/users/verify', () => {
    const verify = (email: string, remoteAddress?: string) =>
      api.get(`/api/users/verify?email=${encodeURIComponent(email)}`, { remoteAddress });

    it('is valid for a free e-mail, not for one of a product or identity account (any case)', async () => {
      expect(verifyEmailResponseSchema.parse((await verify('free@example.org')).json())).toEqual({
        valid: true,
      });
      expect((await verify('Demo.BR@pulso.example')).json()).toEqual({ valid: false });
      idp.add({ uid: 'identity-only', email: 'identity.only@example.org' });
      expect((await verify('identity.only@example.org')).json()).toEqual({ valid: false });
    });

    it("answers the spec's spelling with a trailing slash alike", async () => {
      const slashed = await api.get('/api/users/verify/?email=Demo.BR%40pulso.example');
      expect(slashed.statusCode).toBe(200);
      expect(slashed.json()).toEqual({ valid: false });
      const free = await api.get('/api/users/verify/?email=slash%40example.org');
      expect(free.json()).toEqual({ valid: true });
    });

    it('refuses a malformed address with a field problem', async () => {
      const response = await verify('not-an-email');
      expect(response.statusCode).toBe(400);
      expect(fieldProblems(response)).toEqual(['query.email: validation.email.invalid']);
    });

    it('limits how many addresses one client may test', async () => {
      const address = '192.0.2.77';
      for (let i = 0; i < 20; i += 1) {
        expect((await verify(`probe${i}@example.org`, address)).statusCode).toBe(200);
      }
      const limited = await verify('probe-last@example.org', address);
      expect(limited.statusCode).toBe(429);
      expect(problemCode(limited)).toBe('request.rate_limited');
      // The spec's spelling (trailing slash) is the same route: no second allowance.
      const slashed = await api.get('/api/users/verify/?email=probe-last%40example.org', {
        remoteAddress: address,
      });
      expect(slashed.statusCode).toBe(429);
      expect((await verify('probe-last@example.org', '192.0.2.78')).statusCode).toBe(200);
    });
  });
});
