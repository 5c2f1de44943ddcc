import type { DoctorListing } from '../api/docfinder-schemas.ts';

/**
 * schema.org `Physician` of a listing, for search engines: only what the doctor published (name,
 * licence, specialties, offices and their phones) — nothing from the account.
 */
export function physicianJsonLd(listing: DoctorListing, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name: listing.name,
    url,
    identifier: {
      '@type': 'PropertyValue',
      propertyID: `CRM-${listing.uf}`,
      value: listing.crm,
    },
    medicalSpecialty: listing.specialties.slice(0, 2).map((specialty) => specialty.name),
    ...(listing.languages?.length ? { knowsLanguage: listing.languages } : {}),
    address: listing.offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: [office.street, office.number, office.complement].filter(Boolean).join(', '),
      addressLocality: office.municipality,
      addressRegion: office.uf,
      postalCode: office.cep,
      addressCountry: 'BR',
    })),
    telephone: listing.offices.flatMap((office) => office.phones),
    availableService: listing.offices.some((office) => office.telemedicine)
      ? { '@type': 'MedicalTherapy', name: 'Telemedicina' }
      : undefined,
  };
}

/** JSON inside `<script>`: `<` escaped so no text of the listing can close the element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
