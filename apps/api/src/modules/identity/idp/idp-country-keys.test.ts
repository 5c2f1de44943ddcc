import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsLoginSuccessSchema } from '@pulso/contracts/identity';
import type { MailMessage } from '../../../platform/mail/mail-message.ts';
import { MAIL_QUEUE } from '../../../platform/mail/mail-outbox.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { idpClient, PASSWORD } from '../testing/idp-client.ts';

describe('idp country keys', () => {
  /**
   * Each country's key (`IDP_API_KEY_<CC>`) is a site of its own, as SAP Customer Data Cloud's
   * sites are: an account registered through one country's key does not exist for another's
   * (decision 071).
   */
  let t: TestApp;
  beforeAll(async () => {
    // No SMTP_URL: mail stays queued, and the reset link is read from the queue.
    t = await buildTestApp({ env: { IDP_RATE_LIMIT_MAX: '10000' } });
  });
  afterAll(() => t.close());

  const { call, login, expectError } = idpClient(() => t);

  const shape = (answer: Record<string, unknown>) => {
    const { callId: _callId, time: _time, ...rest } = answer;
    return rest;
  };

  describe("another country's identity key", () => {
    it('does not sign an account in: the answer of an unknown e-mail', async () => {
      const throughMexico = expectError(
        await login('demo.br@pulso.example', PASSWORD, 'pulso-mx'),
        403042,
      );
      const unknown = expectError(
        await login('nobody.here@pulso.example', PASSWORD, 'pulso-mx'),
        403042,
      );
      expect(shape(throughMexico)).toEqual(shape(unknown));
      expect((await login('demo.br@pulso.example', PASSWORD, 'pulso-br')).errorCode).toBe(0);
    });

    it('does not finalise a registration started through another key', async () => {
      const init = await call('initRegistration', { apiKey: 'pulso-co' });
      const pending = expectError(
        await call('register', {
          apiKey: 'pulso-co',
          regToken: init.regToken,
          email: 'pendiente.co@pulso.example',
          password: 'Clave-segura-1',
          profile: { firstName: 'Pablo', lastName: 'Pendiente' },
        }),
        206001,
      );
      expectError(
        await call('finalizeRegistration', { apiKey: 'pulso-mx', regToken: pending.regToken }),
        400006,
      );
      const finalized = accountsLoginSuccessSchema.parse(
        await call('finalizeRegistration', { apiKey: 'pulso-co', regToken: pending.regToken }),
      );
      expect(finalized.isRegistered).toBe(true);
    });

    it("does not set a new password with a reset link of another country's account", async () => {
      const owner = 'demo.ar@pulso.example';
      const asked = await call(
        'resetPassword',
        { apiKey: 'pulso-ar', loginID: owner },
        { origin: 'http://website-ar.localhost:3000' },
      );
      expect(asked.errorCode).toBe(0);
      const queued = await t.app.jobs.findJobs<MailMessage>(MAIL_QUEUE, { queued: true });
      const mail = queued.findLast((job) => job.data.to === owner);
      const token = /resetToken=([A-Za-z0-9_-]+)/.exec(mail?.data.text ?? '')?.[1];
      expect(token).toBeDefined();

      const reset = (apiKey: string, newPassword: string) =>
        call('resetPassword', { apiKey, passwordResetToken: token, newPassword });
      expectError(await reset('pulso-cl', 'Clave-de-otro-1'), 400006);
      expectError(await login(owner, 'Clave-de-otro-1', 'pulso-ar'), 403042);
      // The link still works through its own country's key.
      expect((await reset('pulso-ar', 'Nueva-clave-2')).errorCode).toBe(0);
      expect((await login(owner, 'Nueva-clave-2', 'pulso-ar')).errorCode).toBe(0);
    });
  });
});
