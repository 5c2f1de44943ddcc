import { useMemo } from 'react';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * Dates and countries in the interface's language (`26 nov 2026, 19:30`, `México`); `instant`
 * says the staff member's own time with its zone (`20 nov 2026, 04:00 GMT-6`), `wallClock` a
 * place's time as written (an event's), `day` a date alone.
 */
export function useFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'pt-br' ? 'pt-BR' : i18n.language;
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const zoned = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const regions = new Intl.DisplayNames([locale], { type: 'region' });
    return {
      locale,
      dateTime: (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—'),
      instant: (iso: string) => zoned.format(new Date(iso)),
      wallClock: (local: string) => dateTime.format(new Date(local)),
      day: (isoDay: string) => date.format(new Date(`${isoDay}T00:00:00Z`)),
      country: (code: string) => regions.of(code.toUpperCase()) ?? code.toUpperCase(),
    };
  }, [locale]);
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
