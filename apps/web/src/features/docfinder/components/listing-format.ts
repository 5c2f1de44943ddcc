import type { DocfinderResult, Office, OpeningHours } from '@pulso/contracts/docfinder';
import { weekDays, type WeekDay } from '@pulso/contracts/docfinder/limits';

/** "CRM 123456/SP · MÉDICO" (CFM Resolution 2.336/2023; the category in capitals). */
export function crmLine(listing: Pick<DocfinderResult, 'crm' | 'uf'>, category: string): string {
  return `CRM ${listing.crm}/${listing.uf} · ${category.toLocaleUpperCase('pt-BR')}`;
}

/** "Rua Augusta, 100, sala 2 – Consolação, São Paulo/SP, CEP 01305-000". */
export function addressLine(office: Office): string {
  const street = [office.street, office.number, office.complement].filter(Boolean).join(', ');
  return `${street} – ${office.district}, ${office.municipalityName}/${office.uf}, CEP ${office.cep}`;
}

/** "~12 km"; under 10 km one decimal ("~2,5 km"), in the page's number format. */
export function distanceText(km: number, locale: string): string {
  const digits = km < 10 ? 1 : 0;
  const value = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(km);
  return `~${value} km`;
}

/** Opening hours grouped by day, Monday first: [['mon', ['08:00–12:00', '14:00–18:00']], …]. */
export function hoursByDay(hours: readonly OpeningHours[]): [WeekDay, string[]][] {
  return weekDays.flatMap((day) => {
    const periods = hours
      .filter((period) => period.day === day)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((period) => `${period.opens}–${period.closes}`);
    return periods.length ? [[day, periods] as [WeekDay, string[]]] : [];
  });
}
