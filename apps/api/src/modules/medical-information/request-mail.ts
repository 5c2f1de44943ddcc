import { escapeHtml } from '@pulso/contracts/helpers/html';
import { maskPhone } from '@pulso/contracts/helpers/phone';
import type { ArticleMailDetails, CaseFlag } from '@pulso/contracts/medical-information';
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
    details: 'Dados do artigo enviados pelo médico',
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
    details: 'Datos del artículo enviados por el médico',
  },
} as const;

/** The sendMail fields (spec §3 "Article mail request") in the mail, by the country's language. */
const detailLabels = {
  pt: {
    assunto: 'Assunto',
    nome: 'Nome',
    sobrenome: 'Sobrenome',
    titulo: 'Título',
    telefone: 'Telefone',
    email: 'E-mail',
    tituloArtigo: 'Título do artigo',
    nomeRevista: 'Revista',
    autor: 'Autor',
    anoPublicacao: 'Ano de publicação',
    produto: 'Produto',
    tipo: 'Tipo',
  },
  es: {
    assunto: 'Asunto',
    nome: 'Nombre',
    sobrenome: 'Apellido',
    titulo: 'Título',
    telefone: 'Teléfono',
    email: 'Correo electrónico',
    tituloArtigo: 'Título del artículo',
    nomeRevista: 'Revista',
    autor: 'Autor',
    anoPublicacao: 'Año de publicación',
    produto: 'Producto',
    tipo: 'Tipo',
  },
} as const satisfies Record<keyof typeof words, Record<string, string>>;

type DetailField = keyof (typeof detailLabels)['pt'];

function detailRows(details: ArticleMailDetails | null, language: keyof typeof words) {
  if (!details) return [];
  const labels = detailLabels[language];
  return (Object.keys(labels) as DetailField[]).flatMap((field): [string, string][] => {
    const value = details[field];
    return value === null || value === undefined || value === ''
      ? []
      : [[labels[field], String(value)]];
  });
}

const tableOf = (fields: [string, string][]) =>
  `<table>${fields
    .map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;

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
  const details = detailRows(record.mailDetails, language);
  const lines = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`);
  const text = [
    `${flagMark(record.flaggedAs, language)}${w[record.type]}`,
    '',
    ...lines(fields),
    '',
    `${w.request}:`,
    requestHtmlToText(content),
    ...(details.length ? ['', `${w.details}:`, ...lines(details)] : []),
  ].join('\n');
  const html = [
    `<h1>${escapeHtml(`${flagMark(record.flaggedAs, language)}${w[record.type]}`)}</h1>`,
    tableOf(fields),
    `<h2>${escapeHtml(w.request)}</h2>`,
    `<div>${content}</div>`,
    ...(details.length ? [`<h2>${escapeHtml(w.details)}</h2>`, tableOf(details)] : []),
  ].join('');
  return { to, subject, text, html, kind: REQUEST_MAIL_KIND };
}
