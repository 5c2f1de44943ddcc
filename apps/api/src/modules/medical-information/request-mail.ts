import { maskPhone } from '@pulso/contracts/helpers/phone';
import { escapeHtml, type CaseFlag } from '@pulso/contracts/medical-information';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import type { CaseRecord } from './medical-information.repository.ts';
import { requestHtmlToText, sanitiseRequestHtml } from './request-html.ts';

/** The mail kind of a request to the team (logs and the X-Pulso-Mail-Kind header). */
export const REQUEST_MAIL_KIND = 'medical-information.request';

const words = {
  pt: {
    Artigo: 'Solicitação de Artigo Científico',
    Pergunta: 'Solicitação médica',
    'adverse-event': 'POSSÍVEL EVENTO ADVERSO',
    'quality-complaint': 'POSSÍVEL QUEIXA TÉCNICA',
    caseNumber: 'Caso',
    country: 'País',
    product: 'Produto',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    date: 'Data',
    request: 'Solicitação',
  },
  es: {
    Artigo: 'Solicitud de artículo científico',
    Pergunta: 'Solicitud médica',
    'adverse-event': 'POSIBLE EVENTO ADVERSO',
    'quality-complaint': 'POSIBLE RECLAMO DE CALIDAD',
    caseNumber: 'Caso',
    country: 'País',
    product: 'Producto',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    date: 'Fecha',
    request: 'Solicitud',
  },
} as const;

const flagMark = (flag: CaseFlag | null, language: keyof typeof words) =>
  flag ? `[${words[language][flag]}] ` : '';

/**
 * The mail the medical-information team receives for a request, in the country's language.
 * Every value the server writes into the HTML is escaped; the request's own HTML is sanitised to
 * the allow-list again right here, whatever was stored.
 */
export function requestMail(record: CaseRecord, to: string): MailMessage {
  const language = record.country === 'br' ? 'pt' : 'es';
  const w = words[language];
  const content = sanitiseRequestHtml(record.content);
  const fields: [string, string][] = [
    [w.caseNumber, record.caseNumber],
    [w.country, record.country.toUpperCase()],
    [w.product, record.product ?? '—'],
    [w.name, record.name],
    [w.email, record.email],
    [
      w.phone,
      record.phone ? (record.country === 'br' ? maskPhone(record.phone) : record.phone) : '—',
    ],
    [w.date, record.requestDate.toISOString()],
  ];
  const subject = `${flagMark(record.flaggedAs, language)}${w[record.type]} ${record.caseNumber}${
    record.product ? ` — ${record.product}` : ''
  }`;
  const text = [
    `${flagMark(record.flaggedAs, language)}${w[record.type]}`,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    `${w.request}:`,
    requestHtmlToText(content),
  ].join('\n');
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = [
    `<h1>${escapeHtml(`${flagMark(record.flaggedAs, language)}${w[record.type]}`)}</h1>`,
    `<table>${rows}</table>`,
    `<h2>${escapeHtml(w.request)}</h2>`,
    `<div>${content}</div>`,
  ].join('');
  return { to, subject, text, html, kind: REQUEST_MAIL_KIND };
}
