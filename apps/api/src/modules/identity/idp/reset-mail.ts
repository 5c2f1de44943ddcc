import type { CountryCode } from '@pulso/contracts/country';
import { countryProfiles } from '@pulso/contracts/country-profiles';
import type { MailMessage } from '../../../platform/mail/mail-message.ts';
import { escapeHtml } from '@pulso/contracts/helpers/html';

/** The password-reset e-mail, in Portuguese for Brazil and Spanish elsewhere (the API key's country). */
interface ResetMailTexts {
  subject: (app: string) => string;
  greeting: (name: string) => string;
  body: (app: string) => string;
  action: string;
  validity: string;
  ignore: string;
}

const texts: Record<'es' | 'pt', ResetMailTexts> = {
  es: {
    subject: (app) => `Restablece tu contraseña de ${app}`,
    greeting: (name) => `Hola, ${name}:`,
    body: (app) =>
      `Recibimos una solicitud para restablecer la contraseña de tu cuenta de ${app}. Para elegir una contraseña nueva, abre este enlace:`,
    action: 'Elegir una contraseña nueva',
    validity: 'El enlace vence en 1 hora y sirve una sola vez.',
    ignore: 'Si no lo solicitaste, ignora este mensaje: tu contraseña no cambiará.',
  },
  pt: {
    subject: (app) => `Redefina sua senha do ${app}`,
    greeting: (name) => `Olá, ${name}!`,
    body: (app) =>
      `Recebemos um pedido para redefinir a senha da sua conta do ${app}. Para escolher uma nova senha, abra este link:`,
    action: 'Escolher uma nova senha',
    validity: 'O link vale por 1 hora e pode ser usado uma única vez.',
    ignore: 'Se você não fez esse pedido, ignore esta mensagem: sua senha não será alterada.',
  },
};

export const PASSWORD_RESET_MAIL_KIND = 'idp.password-reset';

export function passwordResetMail(input: {
  country: CountryCode;
  to: string;
  firstName: string;
  link: string;
}): MailMessage {
  const t = texts[input.country === 'br' ? 'pt' : 'es'];
  const app = countryProfiles[input.country].appName;
  const text = [
    t.greeting(input.firstName),
    '',
    t.body(app),
    '',
    input.link,
    '',
    t.validity,
    t.ignore,
    '',
  ].join('\n');
  const link = escapeHtml(input.link);
  const html = [
    `<p>${escapeHtml(t.greeting(input.firstName))}</p>`,
    `<p>${escapeHtml(t.body(app))}</p>`,
    `<p><a href="${link}">${escapeHtml(t.action)}</a></p>`,
    `<p>${link}</p>`,
    `<p>${escapeHtml(t.validity)}<br>${escapeHtml(t.ignore)}</p>`,
  ].join('\n');
  return { to: input.to, subject: t.subject(app), text, html, kind: PASSWORD_RESET_MAIL_KIND };
}
