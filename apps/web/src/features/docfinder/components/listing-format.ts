import type { DoctorListing, Office } from '../api/docfinder-schemas.ts';

/** CFM Resolution 2.336/2023: a listing shows at most two specialties, each with its RQE. */
export const MAX_SPECIALTIES = 2;

/** "CRM 123456/SP · MÉDICO" (the category in capitals, as the resolution's examples). */
export function crmLine(listing: Pick<DoctorListing, 'crm' | 'uf'>, category: string): string {
  return `CRM ${listing.crm}/${listing.uf} · ${category.toLocaleUpperCase('pt-BR')}`;
}

/** "Rua Augusta, 100, sala 2 – Consolação, São Paulo/SP, CEP 01305-000". */
export function addressLine(office: Office): string {
  const street = [office.street, office.number, office.complement].filter(Boolean).join(', ');
  return `${street} – ${office.district}, ${office.municipality}/${office.uf}, CEP ${office.cep}`;
}

/** "~12 km"; under 1 km, "~0,4 km" (one decimal), in the page's number format. */
export function distanceText(km: number, locale: string): string {
  const digits = km < 10 ? 1 : 0;
  const value = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(km);
  return `~${value} km`;
}

/** The office nearest to the searched point (the list is ordered by it when `near` is given). */
export function nearestDistance(listing: DoctorListing): number | undefined {
  if (listing.distanceKm !== undefined) return listing.distanceKm;
  const known = listing.offices.flatMap((office) =>
    office.distanceKm === undefined ? [] : [office.distanceKm],
  );
  return known.length ? Math.min(...known) : undefined;
}
