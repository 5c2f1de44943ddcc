import { useTranslation } from '../../../lib/translation.tsx';

/** Dates and countries in the interface's language (`26 nov 2026, 19:30`, `México`). */
export function useFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'pt-br' ? 'pt-BR' : i18n.language;
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  return {
    dateTime: (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—'),
    country: (code: string) => regions.of(code.toUpperCase()) ?? code.toUpperCase(),
  };
}

/** An ISO instant as a `datetime-local` input's value, in the browser's time zone. */
export function toLocalInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A `datetime-local` value (browser's time zone) as an ISO instant; empty stays empty. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
