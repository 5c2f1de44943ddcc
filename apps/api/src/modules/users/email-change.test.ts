import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmEmailChangeResponseSchema,
  loginResponseSchema,
  updateProfileResponseSchema,
  userProfileSchema,
} from '@pulso/contracts/users';
import type { SmtpPeer } from '../../platform/mail/smtp-test-peer.ts';
import { callIdp, type IdpAnswer } from '../identity/testing/idp-calls.ts';
import { buildMailTestApp } from '../../testing/mail-test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  createApiClient,
  fieldProblems,
  problemCode,
  type ApiClient,
} from './testing/api-client.ts';

describe('email change', () => {
  /**
   * Account takeover defences (OWASP ASVS 5.0 level 2), with the real embedded identity provider
   * and a real SMTP peer: a new e-mail needs the password and the link mailed to it, the old
   * address is told, and a confirmed change or a password reset ends every session.
   */
  let t: TestApp;
  let api: ApiClient;
  let smtp: SmtpPeer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, smtp, close } = await buildMailTestApp());
    api = await createApiClient(t.app);
  });
  afterAll(() => close());

  const PASSWORD = 'Pulso!2026';

  async function idp(
    method: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<IdpAnswer> {
    return (await callIdp(t.app, method, body, { headers })).answer;
  }

  /** Signs in as the web app does: the provider's login, then the product's session. */
  async function signIn(email: string, password: string, apiKey: string): Promise<string> {
    const answer = await idp('login', { apiKey, loginID: email, password });
    expect(answer.errorCode, JSON.stringify(answer)).toBe(0);
    const { UID, UIDSignature, signatureTimestamp } = answer;
    const session = await api.post('/api/users/login', { UID, UIDSignature, signatureTimestamp });
    expect(session.statusCode, session.body).toBe(200);
    return loginResponseSchema.parse(session.json()).token;
  }

  const profileOf = async (token: string) =>
    userProfileSchema.parse((await api.get('/api/users/profile', { token })).json());

  const statusOf = async (token: string) =>
    (await api.get('/api/users/profile', { token })).statusCode;

  describe('changing the e-mail', () => {
    const NEW_EMAIL = 'camila.nueva@example.cl';
    let token: string;
    let otherDevice: string;

    beforeAll(async () => {
      token = await signIn('demo.cl@pulso.example', PASSWORD, 'pulso-cl');
      otherDevice = await signIn('demo.cl@pulso.example', PASSWORD, 'pulso-cl');
    });

    const change = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      api.put(
        '/api/users/profile',
        { email: NEW_EMAIL, phone: '+56 9 1111 2222', appVersion: '1.4.0', ...body },
        { token, headers },
      );

    it('needs the current password, and a wrong one changes nothing', async () => {
      const without = await change({});
      expect(without.statusCode).toBe(400);
      expect(problemCode(without)).toBe('users.password_required');
      expect(fieldProblems(without)).toEqual(['body.currentPassword: validation.required']);

      const wrong = await change({ currentPassword: 'not-the-password' });
      expect(wrong.statusCode).toBe(400);
      expect(problemCode(wrong)).toBe('users.password_incorrect');
      expect(fieldProblems(wrong)).toEqual(['body.currentPassword: validation.invalid']);

      expect((await profileOf(token)).email).toBe('demo.cl@pulso.example');
      expect(smtp.received.some((mail) => mail.envelopeTo.includes(NEW_EMAIL))).toBe(false);
    });

    it('checks the password before telling whether the new e-mail is taken (decision 071)', async () => {
      const taken = { email: 'demo.br@pulso.example' };
      const wrong = await change({ ...taken, currentPassword: 'not-the-password' });
      expect(wrong.statusCode).toBe(400);
      expect(problemCode(wrong)).toBe('users.password_incorrect');
      const without = await change(taken);
      expect(without.statusCode).toBe(400);
      expect(problemCode(without)).toBe('users.password_required');
      // Only the account's own password learns that the address is someone else's.
      const right = await change({ ...taken, currentPassword: PASSWORD });
      expect(right.statusCode).toBe(409);
      expect(problemCode(right)).toBe('users.email_taken');
    });

    it('still changes the phone alone without a password', async () => {
      const phoneOnly = await api.put(
        '/api/users/profile',
        { email: 'demo.cl@pulso.example', phone: '+56 9 3333 4444', appVersion: '1.4.0' },
        { token },
      );
      expect(phoneOnly.statusCode, phoneOnly.body).toBe(200);
      expect(updateProfileResponseSchema.parse(phoneOnly.json()).pendingEmail).toBeUndefined();
    });

    it('with the password, mails a link to the new address and tells the old one; nothing changes yet', async () => {
      // Host and Origin are the client's: the link's host comes from the account's country.
      const asked = await change(
        { currentPassword: PASSWORD },
        { host: 'website-mx.localhost:3000', origin: 'http://website-pe.evil.example' },
      );
      expect(asked.statusCode, asked.body).toBe(200);
      const answer = updateProfileResponseSchema.parse(asked.json());
      expect(answer).toMatchObject({
        email: 'demo.cl@pulso.example',
        pendingEmail: NEW_EMAIL,
        phone: '+56911112222',
      });
      expect((await profileOf(token)).email).toBe('demo.cl@pulso.example');

      const confirmMail = await smtp.waitForMail((mail) => mail.envelopeTo.includes(NEW_EMAIL));
      expect(confirmMail.subject).toBe('Confirma tu nuevo correo de Pulso');
      expect(confirmMail.text).toContain('Hola, Camila:');
      const link = /(\S+\/signin\?emailToken=([A-Za-z0-9_-]+))/.exec(confirmMail.text);
      expect(link?.[1]).toMatch(/^http:\/\/website-cl\.localhost:3000\/signin\?emailToken=/);
      expect(confirmMail.html).toContain(`href="${link?.[1]}"`);

      const notice = await smtp.waitForMail((mail) =>
        mail.envelopeTo.includes('demo.cl@pulso.example'),
      );
      expect(notice.subject).toBe('Pidieron cambiar el correo de tu cuenta de Pulso');
      expect(notice.text).toContain(NEW_EMAIL);
      expect(notice.text).not.toContain('emailToken');

      // The old address still signs in; the sessions still answer.
      expect(await statusOf(otherDevice)).toBe(200);
      const stillOld = await idp('login', {
        apiKey: 'pulso-cl',
        loginID: 'demo.cl@pulso.example',
        password: PASSWORD,
      });
      expect(stillOld.errorCode).toBe(0);

      const emailToken = link?.[2] ?? '';
      const confirmed = await api.post('/api/users/email/confirm', { token: emailToken });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmEmailChangeResponseSchema.parse(confirmed.json())).toEqual({
        email: NEW_EMAIL,
      });

      // Every session of the account has ended.
      for (const old of [token, otherDevice]) {
        const response = await api.get('/api/users/profile', { token: old });
        expect(response.statusCode).toBe(401);
        expect(problemCode(response)).toBe('auth.session_invalid');
      }
      // The new address signs in (identity and product agree); the old one no longer does.
      const fresh = await signIn(NEW_EMAIL, PASSWORD, 'pulso-cl');
      expect((await profileOf(fresh)).email).toBe(NEW_EMAIL);
      const old = await idp('login', {
        apiKey: 'pulso-cl',
        loginID: 'demo.cl@pulso.example',
        password: PASSWORD,
      });
      expect(old.errorCode).not.toBe(0);

      // The link works once.
      const again = await api.post('/api/users/email/confirm', { token: emailToken });
      expect(again.statusCode).toBe(400);
      expect(problemCode(again)).toBe('users.email_change_invalid');
    });

    it('refuses an e-mail another account uses, once the password is right', async () => {
      const mexico = await signIn('demo.mx@pulso.example', PASSWORD, 'pulso-mx');
      const taken = await api.put(
        '/api/users/profile',
        {
          email: 'DEMO.AR@pulso.example',
          phone: null,
          appVersion: '1.4.0',
          currentPassword: PASSWORD,
        },
        { token: mexico },
      );
      expect(taken.statusCode).toBe(409);
      expect(problemCode(taken)).toBe('users.email_taken');
    });

    it('answers 400 to an unknown link', async () => {
      const unknown = await api.post('/api/users/email/confirm', { token: 'x'.repeat(43) });
      expect(problemCode(unknown)).toBe('users.email_change_invalid');
    });
  });

  describe('a password reset', () => {
    it("ends every product session of the account (and no one else's)", async () => {
      const first = await signIn('demo.ar@pulso.example', PASSWORD, 'pulso-ar');
      const second = await signIn('demo.ar@pulso.example', PASSWORD, 'pulso-ar');
      const bystander = await signIn('demo.pe@pulso.example', PASSWORD, 'pulso-pe');
      expect(await statusOf(first)).toBe(200);

      const asked = await idp(
        'resetPassword',
        { apiKey: 'pulso-ar', loginID: 'demo.ar@pulso.example' },
        { origin: 'http://website-ar.localhost:3000' },
      );
      expect(asked.errorCode).toBe(0);
      const mail = await smtp.waitForMail(
        (received) =>
          received.envelopeTo.includes('demo.ar@pulso.example') &&
          received.text.includes('resetToken='),
      );
      const resetToken = /resetToken=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
      const reset = await idp('resetPassword', {
        apiKey: 'pulso-ar',
        passwordResetToken: resetToken,
        newPassword: 'Otra-Clave-Larga-2026!x',
      });
      expect(reset.errorCode, JSON.stringify(reset)).toBe(0);

      for (const token of [first, second]) {
        const response = await api.get('/api/users/profile', { token });
        expect(response.statusCode).toBe(401);
        expect(problemCode(response)).toBe('auth.session_invalid');
      }
      expect(await statusOf(bystander)).toBe(200);
      const fresh = await signIn('demo.ar@pulso.example', 'Otra-Clave-Larga-2026!x', 'pulso-ar');
      expect(await statusOf(fresh)).toBe(200);
    });
  });
});
