import type { DocfinderProfile } from '@pulso/contracts/docfinder';

/**
 * schema.org `Physician` of a public profile, for search engines: only what the doctor published
 * (name, licence, specialties, languages, offices and their phones) — nothing from the account.
 */
export function physicianJsonLd(profile: DocfinderProfile, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name: profile.name,
    url,
    identifier: { '@type': 'PropertyValue', propertyID: `CRM-${profile.uf}`, value: profile.crm },
    medicalSpecialty: profile.specialties.map((specialty) => specialty.name),
    ...(profile.languages.length ? { knowsLanguage: profile.languages } : {}),
    address: profile.offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: [office.street, office.number, office.complement].filter(Boolean).join(', '),
      addressLocality: office.municipalityName,
      addressRegion: office.uf,
      postalCode: office.cep,
      addressCountry: 'BR',
    })),
    telephone: profile.offices.flatMap((office) => office.phones.map((phone) => `+55${phone}`)),
  };
}

/** JSON inside `<script>`: `<` escaped so no text of the listing can close the element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
