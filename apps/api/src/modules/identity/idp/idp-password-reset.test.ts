import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsLoginSuccessSchema } from '@pulso/contracts/identity';
import type { SmtpPeer } from '../../../platform/mail/smtp-test-peer.ts';
import type { MailMessage } from '../../../platform/mail/mail-message.ts';
import { MAIL_QUEUE } from '../../../platform/mail/mail-outbox.ts';
import { buildMailTestApp } from '../../../testing/mail-test-app.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { idpClient, PASSWORD } from '../testing/idp-client.ts';

describe('idp password reset', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, smtp, close } = await buildMailTestApp());
  });
  afterAll(() => close());

  const { call, login, expectError, signatureCheck } = idpClient(() => t);

  describe('password reset', () => {
    const origin = 'http://website-pe.localhost:3000';

    it('mails a one-hour, single-use link (same answer for unknown e-mails) and the new password works', async () => {
      const known = await call(
        'resetPassword',
        { apiKey: 'pulso-pe', loginID: 'demo.pe@pulso.example' },
        { origin },
      );
      const unknown = await call(
        'resetPassword',
        { apiKey: 'pulso-pe', loginID: 'nadie@pulso.example' },
        { origin },
      );
      expect(known.errorCode).toBe(0);
      const { callId: _a, time: _b, ...knownShape } = known;
      const { callId: _c, time: _d, ...unknownShape } = unknown;
      expect(unknownShape).toEqual(knownShape);

      const mail = await smtp.waitForMail((received) =>
        received.envelopeTo.includes('demo.pe@pulso.example'),
      );
      expect(mail.subject).toBe('Restablece tu contraseña de Pulso');
      expect(mail.text).toContain('Hola, Diego:');
      const link = /(\S+\/signin\?resetToken=([A-Za-z0-9_-]+))/.exec(mail.text);
      expect(link?.[1]).toMatch(/^http:\/\/website-pe\.localhost:3000\/signin\?resetToken=/);
      const token = link?.[2] ?? '';
      expect(mail.html).toContain(`href="${link?.[1]}"`);

      const refused = async (newPassword: string) =>
        expectError(
          await call('resetPassword', {
            apiKey: 'pulso-pe',
            passwordResetToken: token,
            newPassword,
          }),
          400009,
        );
      const weak = await refused('abc');
      expect(weak.validationErrors?.map((problem) => problem.fieldName)).toContain('newPassword');
      const common = await refused('Pulso!2026');
      expect(common.validationErrors).toEqual([
        { errorCode: 400006, fieldName: 'newPassword', message: 'validation.password.common' },
      ]);

      const reset = await call('resetPassword', {
        apiKey: 'pulso-pe',
        passwordResetToken: token,
        newPassword: 'Nueva-clave-9',
      });
      expect(reset.errorCode).toBe(0);
      expectError(await login('demo.pe@pulso.example', PASSWORD, 'pulso-pe'), 403042);
      const signedIn = await login('demo.pe@pulso.example', 'Nueva-clave-9', 'pulso-pe');
      expect(signatureCheck(accountsLoginSuccessSchema.parse(signedIn))).toBe('valid');

      expectError(
        await call('resetPassword', {
          apiKey: 'pulso-pe',
          passwordResetToken: token,
          newPassword: 'Otra-clave-10',
        }),
        400006,
      );
      expect(smtp.received.filter((m) => m.envelopeTo.includes('nadie@pulso.example'))).toEqual([]);
    });

    it('writes to Brazilians in Portuguese', async () => {
      await call(
        'resetPassword',
        { apiKey: 'pulso-br', loginID: 'speaker.br@pulso.example' },
        { origin: 'http://website-br.localhost:3000' },
      );
      const mail = await smtp.waitForMail((received) =>
        received.envelopeTo.includes('speaker.br@pulso.example'),
      );
      expect(mail.subject).toBe('Redefina sua senha do Pulso');
      expect(mail.text).toContain('Olá, Beatriz!');
      expect(mail.text).toContain('http://website-br.localhost:3000/signin?resetToken=');
    });

    it('never puts a link to a host the request chose freely into a mail', async () => {
      const answer = await call(
        'resetPassword',
        { apiKey: 'pulso-mx', loginID: 'demo.mx@pulso.example' },
        { origin: 'https://attacker.example', host: 'attacker.example' },
      );
      expect(answer.errorCode).toBe(0);
      // A reset mail is queued in the transaction of the answer: none was, so none can leave.
      const queued = await t.app.jobs.findJobs<MailMessage>(MAIL_QUEUE);
      expect(queued.filter((job) => job.data.to === 'demo.mx@pulso.example')).toEqual([]);
      expect(queued.filter((job) => job.data.text.includes('attacker.example'))).toEqual([]);
      expect(smtp.received.filter((m) => m.envelopeTo.includes('demo.mx@pulso.example'))).toEqual(
        [],
      );
    });
  });
});
