import type { CountryCode } from '@pulso/contracts/country';
import { countryProfiles } from '@pulso/contracts/country-profiles';
import { escapeHtml } from '@pulso/contracts/helpers/html';
import type { MailMessage } from '../../platform/mail/mail-message.ts';

/** The e-mail change's two mails, in Portuguese for Brazil and Spanish elsewhere. */
interface EmailChangeTexts {
  confirmSubject: (app: string) => string;
  greeting: (name: string) => string;
  confirmBody: (app: string) => string;
  confirmAction: string;
  confirmValidity: string;
  confirmIgnore: string;
  noticeSubject: (app: string) => string;
  noticeBody: (app: string, newEmail: string) => string;
  noticeWarning: (support: string) => string;
}

const texts: Record<'es' | 'pt', EmailChangeTexts> = {
  es: {
    confirmSubject: (app) => `Confirma tu nuevo correo de ${app}`,
    greeting: (name) => `Hola, ${name}:`,
    confirmBody: (app) =>
      `Pediste usar esta dirección para iniciar sesión en ${app}. Para confirmarla, abre este enlace:`,
    confirmAction: 'Confirmar mi nuevo correo',
    confirmValidity:
      'El enlace vence en 24 horas y sirve una sola vez. Al confirmarlo se cerrarán tus sesiones abiertas.',
    confirmIgnore: 'Si no lo pediste, ignora este mensaje: tu cuenta no cambiará.',
    noticeSubject: (app) => `Pidieron cambiar el correo de tu cuenta de ${app}`,
    noticeBody: (app, newEmail) =>
      `Se pidió cambiar el correo con el que inicias sesión en ${app} a ${newEmail}. El cambio se hará cuando se confirme desde esa dirección.`,
    noticeWarning: (support) => `Si no fuiste tú, cambia tu contraseña y escríbenos a ${support}.`,
  },
  pt: {
    confirmSubject: (app) => `Confirme seu novo e-mail do ${app}`,
    greeting: (name) => `Olá, ${name}!`,
    confirmBody: (app) =>
      `Você pediu para usar este endereço para entrar no ${app}. Para confirmá-lo, abra este link:`,
    confirmAction: 'Confirmar meu novo e-mail',
    confirmValidity:
      'O link vale por 24 horas e pode ser usado uma única vez. Ao confirmar, suas sessões abertas serão encerradas.',
    confirmIgnore: 'Se você não fez esse pedido, ignore esta mensagem: sua conta não mudará.',
    noticeSubject: (app) => `Pediram para alterar o e-mail da sua conta do ${app}`,
    noticeBody: (app, newEmail) =>
      `Foi pedido alterar o e-mail com que você entra no ${app} para ${newEmail}. A alteração será feita quando for confirmada a partir desse endereço.`,
    noticeWarning: (support) => `Se não foi você, altere sua senha e escreva para ${support}.`,
  },
};

export const EMAIL_CHANGE_CONFIRM_MAIL_KIND = 'users.email-change-confirm';
export const EMAIL_CHANGE_NOTICE_MAIL_KIND = 'users.email-change-notice';

const textsOf = (country: CountryCode) => texts[country === 'br' ? 'pt' : 'es'];

function render(
  input: { to: string; subject: string; kind: string },
  paragraphs: readonly string[],
  link?: { href: string; label: string },
): MailMessage {
  const text = [...paragraphs.slice(0, 2), ...(link ? [link.href] : []), ...paragraphs.slice(2)]
    .join('\n\n')
    .concat('\n');
  const html = [
    ...paragraphs.slice(0, 2).map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(link
      ? [
          `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
          `<p>${escapeHtml(link.href)}</p>`,
        ]
      : []),
    ...paragraphs.slice(2).map((line) => `<p>${escapeHtml(line)}</p>`),
  ].join('\n');
  return { ...input, text, html };
}

/** To the new address: the link that makes the change. */
export function emailChangeConfirmMail(input: {
  country: CountryCode;
  to: string;
  firstName: string;
  link: string;
}): MailMessage {
  const t = textsOf(input.country);
  const app = countryProfiles[input.country].appName;
  return render(
    { to: input.to, subject: t.confirmSubject(app), kind: EMAIL_CHANGE_CONFIRM_MAIL_KIND },
    [t.greeting(input.firstName), t.confirmBody(app), t.confirmValidity, t.confirmIgnore],
    { href: input.link, label: t.confirmAction },
  );
}

/** To the old address: a change was asked (no link: nothing to click for whoever reads it). */
export function emailChangeNoticeMail(input: {
  country: CountryCode;
  to: string;
  firstName: string;
  newEmail: string;
  supportEmail: string;
}): MailMessage {
  const t = textsOf(input.country);
  const app = countryProfiles[input.country].appName;
  return render(
    { to: input.to, subject: t.noticeSubject(app), kind: EMAIL_CHANGE_NOTICE_MAIL_KIND },
    [
      t.greeting(input.firstName),
      t.noticeBody(app, input.newEmail),
      t.noticeWarning(input.supportEmail),
    ],
  );
}

/** The page that confirms the change: the sign-in page, as the reset link's (`?emailToken=`). */
export function emailChangeLink(origin: string, token: string): string {
  const url = new URL('/signin', origin);
  url.searchParams.set('emailToken', token);
  return url.toString();
}
