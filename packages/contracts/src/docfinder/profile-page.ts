import type { DocfinderProfile } from '../docfinder.ts';

/**
 * What search engines read of a doctor's public profile (`/buscador-medico/medico/{id}`): the
 * server writes it into the page's HTML on a direct load (docs/decisions/046), the web app into
 * the document when it shows the profile. Zod-free: the public pages import it.
 */

/** The profile's address on a country site's origin. */
export const doctorProfilePath = (id: string): string =>
  `/buscador-medico/medico/${encodeURIComponent(id)}`;

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

/**
 * The profile's title and description (CFM format, in Portuguese like the listing):
 * "Ana Souza – CRM 123456/SP · MÉDICO" and "Cardiologia (RQE 123). São Paulo/SP, Campinas/SP.
 * Telemedicina."
 */
export function doctorProfileText(profile: DocfinderProfile): {
  name: string;
  description: string;
} {
  const licence = `CRM ${profile.crm}/${profile.uf} · MÉDICO`;
  const specialties = profile.specialties.map((s) => `${s.name} (RQE ${s.rqe})`).join(', ');
  const places = [
    ...new Set(profile.offices.map((office) => `${office.municipalityName}/${office.uf}`)),
  ].join(', ');
  const telemedicine = profile.offices.some((office) => office.telemedicine);
  return {
    name: `${profile.name} – ${licence}`,
    description: [
      `${profile.name}, ${licence}.`,
      specialties && `${specialties}.`,
      places && `${places}.`,
      telemedicine && 'Atende por telemedicina.',
    ]
      .filter(Boolean)
      .join(' '),
  };
}
