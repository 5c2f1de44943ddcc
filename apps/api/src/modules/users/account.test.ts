import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgotEmailResponseSchema } from '@pulso/contracts/forgot-email';
import { problemSchema } from '@pulso/contracts/problem';
import {
  loginResponseSchema,
  preferencesResponseSchema,
  updateProfileResponseSchema,
  userDataExportSchema,
  userProfileSchema,
} from '@pulso/contracts/users';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createApiClient, problemCode, type ApiClient } from './testing/api-client.ts';
import {
  createFakeIdentityProvider,
  type FakeIdentityProvider,
} from '../identity/testing/fake-identity-provider.ts';

describe('account', () => {
  let t: TestApp;
  let api: ApiClient;
  let idp: FakeIdentityProvider;

  const demoIdentities = [
    ['demo-br', 'demo.br@pulso.example'],
    ['demo-mx', 'demo.mx@pulso.example'],
    ['demo-ar', 'demo.ar@pulso.example'],
    ['demo-cl', 'demo.cl@pulso.example'],
    ['speaker-br', 'speaker.br@pulso.example'],
  ] as const;

  beforeAll(async () => {
    idp = createFakeIdentityProvider();
    for (const [uid, email] of demoIdentities) idp.add({ uid, email, password: 'Pulso!2026' });
    t = await buildTestApp({ identityProvider: idp });
    api = await createApiClient(t.app);
  });
  afterAll(() => t.close());

  const startSeconds = Math.floor(Date.now() / 1000);
  let signIns = 0;
  /**
   * Signs in with a signature of its own: two sign-ins of one account within the same second
   * would carry the same signature, which the second time is a replay.
   */
  async function signIn(uid: string): Promise<string> {
    signIns += 1;
    const response = await api.post(
      '/api/users/login',
      idp.sign(uid, new Date((startSeconds - signIns) * 1000)),
    );
    expect(response.statusCode, response.body).toBe(200);
    return loginResponseSchema.parse(response.json()).token;
  }

  const fieldProblems = (response: { json(): unknown }) =>
    (problemSchema.parse(response.json()).errors ?? [])
      .map((e) => `${e.field}: ${e.message}`)
      .sort();

  describe('GET and PUT /api/users/profile', () => {
    it('answers every field of the profile', async () => {
      const token = await signIn('demo-mx');
      const response = await api.get('/api/users/profile', { token });
      expect(response.statusCode).toBe(200);
      const profile = userProfileSchema.strict().parse(response.json());
      expect(profile).toMatchObject({
        uid: 'demo-mx',
        firstName: 'María Fernanda',
        lastName: 'López Hernández',
        name: 'María Fernanda López Hernández',
        email: 'demo.mx@pulso.example',
        specialty: 'Cardiología',
        preferences: ['cardiology', 'womens-health'],
        category: 'MEDICO',
        country: 'mx',
        pushNotifications: false,
        phone: '3312345678',
        registerNumber: '7654321',
        registerUf: null,
        canAcessSpeakTraining: false,
        registrationType: 'other',
        profile: {
          firstName: 'María Fernanda',
          lastName: 'López Hernández',
          state: 'Jalisco',
          specialities: ['Cardiología'],
          email: 'demo.mx@pulso.example',
          phones: [{ type: 'mobile', number: '3312345678' }],
        },
      });
      // The version of the terms the country publishes.
      const terms = await api.get('/api/legal/terms', { country: 'mx' });
      expect(profile.consent?.termsVersion).toBe(terms.json().version);
    });

    it("applies the phone rules of the account's country", async () => {
      const brazil = await signIn('demo-br');
      const mexico = await signIn('demo-ar');
      const update = (token: string, phone: string) =>
        api.put(
          '/api/users/profile',
          { email: 'demo.br@pulso.example', phone, appVersion: '1.4.0' },
          { token },
        );
      // 8 digits without area code: fine in Argentina, not in Brazil.
      const bad = await update(brazil, '9876-5432');
      expect(bad.statusCode).toBe(400);
      expect(fieldProblems(bad)).toEqual(['body.phone: validation.phone.length']);
      expect(fieldProblems(await update(brazil, '(11) 1876-5432'))).toEqual([
        'body.phone: validation.phone.firstDigit',
      ]);
      const good = await update(brazil, '(21) 3456-7890');
      expect(good.statusCode).toBe(200);
      expect(userProfileSchema.parse(good.json())).toMatchObject({
        phone: '2134567890',
        profile: { phones: [{ type: 'landline', number: '2134567890' }] },
      });
      const argentina = await api.put(
        '/api/users/profile',
        { email: 'demo.ar@pulso.example', phone: '9876-5432', appVersion: '1.4.0' },
        { token: mexico },
      );
      expect(argentina.statusCode).toBe(200);
      expect(userProfileSchema.parse(argentina.json()).phone).toBe('98765432');
      // A blank phone clears it.
      const cleared = await api.put(
        '/api/users/profile',
        { email: 'demo.ar@pulso.example', phone: '', appVersion: '1.4.0' },
        { token: mexico },
      );
      expect(userProfileSchema.parse(cleared.json())).toMatchObject({
        phone: null,
        profile: { phones: [] },
      });
    });

    it('keeps e-mails unique; a new one waits for its link (email-change.test.ts)', async () => {
      const token = await signIn('demo-cl');
      const taken = await api.put(
        '/api/users/profile',
        {
          email: 'DEMO.BR@pulso.example',
          phone: null,
          appVersion: '1.4.0',
          currentPassword: 'Pulso!2026',
        },
        { token },
      );
      expect(taken.statusCode).toBe(409);
      expect(problemCode(taken)).toBe('users.email_taken');

      const asked = await api.put(
        '/api/users/profile',
        {
          email: 'Camila.Rojas@Example.CL',
          phone: '+56 9 1111 2222',
          appVersion: '1.4.0',
          currentPassword: 'Pulso!2026',
        },
        { token },
      );
      expect(asked.statusCode, asked.body).toBe(200);
      expect(updateProfileResponseSchema.parse(asked.json())).toMatchObject({
        email: 'demo.cl@pulso.example',
        pendingEmail: 'camila.rojas@example.cl',
        phone: '+56911112222',
      });
      expect((await idp.getAccount('demo-cl'))?.email).toBe('demo.cl@pulso.example');

      // Free in the product, but another identity account's login: refused.
      idp.add({ uid: 'identity-only', email: 'identity.only@example.org' });
      const identityTaken = await api.put(
        '/api/users/profile',
        {
          email: 'identity.only@example.org',
          phone: null,
          appVersion: '1.4.0',
          currentPassword: 'Pulso!2026',
        },
        { token },
      );
      expect(identityTaken.statusCode).toBe(409);
      expect(problemCode(identityTaken)).toBe('users.email_taken');
      const profile = userProfileSchema.parse(
        (await api.get('/api/users/profile', { token })).json(),
      );
      expect(profile.email).toBe('demo.cl@pulso.example');
    });

    it('needs a session', async () => {
      const response = await api.put('/api/users/profile', {
        email: 'a@example.org',
        appVersion: '1',
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('PATCH /api/users/preferences', () => {
    it('adds and removes areas without duplicates, in order', async () => {
      const token = await signIn('speaker-br');
      const patch = (body: object) => api.patch('/api/users/preferences', body, { token });
      const first = await patch({ add: ['cardiology', 'oncology', 'cardiology'] });
      expect(preferencesResponseSchema.parse(first.json()).preferences).toEqual([
        'oncology',
        'hematology',
        'cardiology',
      ]);
      const second = await patch({ add: ['pneumology'], remove: ['hematology', 'ophthalmology'] });
      expect(second.json()).toEqual({ preferences: ['oncology', 'cardiology', 'pneumology'] });
      const profile = userProfileSchema.parse(
        (await api.get('/api/users/profile', { token })).json(),
      );
      expect(profile.preferences).toEqual(['oncology', 'cardiology', 'pneumology']);
    });

    it('refuses an empty patch, an unknown area and an area both added and removed', async () => {
      const token = await signIn('speaker-br');
      const patch = (body: object) => api.patch('/api/users/preferences', body, { token });
      expect(fieldProblems(await patch({}))).toEqual(['body.add: validation.preferences.empty']);
      expect(fieldProblems(await patch({ add: ['dentistry'] }))).toEqual([
        'body.add.0: validation.specialtyArea.invalid',
      ]);
      expect(fieldProblems(await patch({ add: ['oncology'], remove: ['oncology'] }))).toEqual([
        'body.remove: validation.preferences.conflict',
      ]);
    });
  });

  describe('data export and account deletion', () => {
    it('exports the profile, the consents with date and version, and the sessions', async () => {
      const token = await signIn('demo-br');
      const response = await api.get('/api/users/me/data', { token });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="pulso-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const data = userDataExportSchema.parse(response.json());
      expect(data.profile.uid).toBe('demo-br');
      const terms = data.consents.find((consent) => consent.kind === 'terms');
      expect(terms).toMatchObject({ granted: true, at: '2026-01-05T12:00:00.000Z' });
      const legal = await api.get('/api/legal/terms', { country: 'br' });
      expect(terms?.termsVersion).toBe((legal.json() as { version: string }).version);
      expect(data.consents.find((consent) => consent.kind === 'promotional')?.granted).toBe(true);
      expect(data.sessions.length).toBeGreaterThanOrEqual(1);
      expect(data.sessions[0]?.revokedAt).toBeNull();
    });

    it('refuses a wrong password and keeps everything', async () => {
      const token = await signIn('demo-mx');
      const wrong = await api.post('/api/users/me/delete', { password: 'nope' }, { token });
      expect(wrong.statusCode).toBe(400);
      expect(problemCode(wrong)).toBe('users.password_incorrect');
      const noPassword = await api.post('/api/users/me/delete', { confirm: true }, { token });
      expect(problemCode(noPassword)).toBe('users.password_required');
      expect((await api.get('/api/users/profile', { token })).statusCode).toBe(200);
      expect(await idp.getAccount('demo-mx')).toBeDefined();
    });

    it('deletes both accounts, frees the e-mail and ends every session', async () => {
      const first = await signIn('demo-mx');
      const second = await signIn('demo-mx');
      expect((await api.get('/api/users/verify?email=demo.mx@pulso.example')).json()).toEqual({
        valid: false,
      });
      const response = await api.post(
        '/api/users/me/delete',
        { password: 'Pulso!2026' },
        { token: first },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deleted: true });
      for (const token of [first, second]) {
        const after = await api.get('/api/users/profile', { token });
        expect(after.statusCode).toBe(401);
      }
      expect(await idp.getAccount('demo-mx')).toBeUndefined();
      expect((await api.get('/api/users/verify?email=demo.mx@pulso.example')).json()).toEqual({
        valid: true,
      });
    });

    it('when the identity provider fails, keeps the product account so the user can try again', async () => {
      const token = await signIn('demo-ar');
      idp.failNextDelete = true;
      const failed = await api.post('/api/users/me/delete', { password: 'Pulso!2026' }, { token });
      expect(failed.statusCode).toBe(500);
      expect((await api.get('/api/users/profile', { token })).statusCode).toBe(200);
      const retried = await api.post('/api/users/me/delete', { password: 'Pulso!2026' }, { token });
      expect(retried.json()).toEqual({ deleted: true });
    });
  });

  describe('POST /api/public/forgot-email', () => {
    it('gives a masked e-mail for a registered CRM', async () => {
      const response = await api.post(
        '/api/public/forgot-email',
        { registerUf: 'rj', registerNumber: '87512' },
        { country: 'br' },
      );
      expect(response.statusCode).toBe(200);
      expect(forgotEmailResponseSchema.parse(response.json())).toEqual({
        found: true,
        maskedEmail: 's********r@p***o.example',
      });
    });

    it('gives the support contact for a CRM without an account', async () => {
      const response = await api.post(
        '/api/public/forgot-email',
        { registerUf: 'SP', registerNumber: '123456' },
        { country: 'br' },
      );
      expect(response.json()).toEqual({
        found: false,
        supportEmail: 'suporte.br@pulso.example',
        supportPhone: '0800 000 0000',
      });
    });

    it('exists in Brazil only', async () => {
      const response = await api.post(
        '/api/public/forgot-email',
        { registerUf: 'SP', registerNumber: '123456' },
        { country: 'mx' },
      );
      expect(response.statusCode).toBe(404);
      expect(problemCode(response)).toBe('route.not_found');
    });

    it('is rate-limited per client address', async () => {
      const remoteAddress = '198.51.100.9';
      const ask = () =>
        api.post(
          '/api/public/forgot-email',
          { registerUf: 'SP', registerNumber: '123456' },
          { country: 'br', remoteAddress },
        );
      for (let i = 0; i < 5; i += 1) expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(429);
    });
  });
});
