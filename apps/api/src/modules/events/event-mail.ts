import { uiLanguageOf, type CountryCode, type UiLanguage } from '@pulso/contracts/country';
import { escapeHtml } from '@pulso/contracts/helpers/html';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { calendarContentType, type CalendarMethod } from './calendar-file.ts';

/**
 * What the events module's mails share (reminders, changes): the doctor's language from their
 * country (es, es-MX or pt-br), a moment written in a zone, one set of paragraphs made into the
 * plain text and the HTML, and the `.ics` attached.
 */

export const mailLanguageOf = (country: CountryCode): UiLanguage => uiLanguageOf[country];

/** `{title}` → the value (a missing one: empty). */
export const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

const dateLocale: Record<UiLanguage, string> = { es: 'es', 'es-MX': 'es-MX', 'pt-br': 'pt-BR' };

/** "martes, 1 de diciembre de 2026, 18:00" of `at` on the wall clock of `timeZone`. */
export function formatWhen(at: Date, timeZone: string, language: UiLanguage): string {
  return new Intl.DateTimeFormat(dateLocale[language], {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(at);
}

/** A paragraph, or one that ends with a link (its address shown in the text, a label in HTML). */
export type MailBlock = string | { text: string; href: string; label: string };

/**
 * The plain text and the HTML of the same paragraphs. The text shows each link's address on a
 * line of its own; the HTML links the label (every `href` is the absolute address given).
 */
export function renderBlocks(blocks: readonly MailBlock[]): { text: string; html: string } {
  const text = blocks
    .map((block) => (typeof block === 'string' ? block : `${block.text}\n${block.href}`))
    .join('\n\n')
    .concat('\n');
  const html = blocks
    .map((block) =>
      typeof block === 'string'
        ? `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`
        : `<p>${escapeHtml(block.text)}<br><a href="${escapeHtml(block.href)}">${escapeHtml(block.label)}</a></p>`,
    )
    .join('\n');
  return { text, html };
}

/** The `.ics` as mailed: `evento.ics`, its Content-Type naming the method (decision 069). */
export const calendarAttachment = (
  ics: string,
  method: CalendarMethod,
): NonNullable<MailMessage['attachments']>[number] => ({
  filename: 'evento.ics',
  contentType: calendarContentType(method),
  content: ics,
});
