import type { CountryCode } from './country.ts';
import type { RegistrationField } from './country-profile.ts';

/**
 * Spec §3 labels as translation keys (resolved with the country's language file; the texts live
 * in the `country` section of apps/web/public/assets/i18n/*.json).
 */

/** State label: Región in Chile, Estado de la República in Mexico, Estado in Brazil, Provincia elsewhere. */
export function stateLabelKey(country: CountryCode): string {
  switch (country) {
    case 'cl':
    case 'mx':
    case 'br':
      return `country.${country}.labels.state`;
    default:
      return 'country.common.labels.state';
  }
}

/**
 * Identity-document label: cédula profesional in Mexico, CRM in Brazil, número de colegiado médico
 * in Costa Rica, número de colegiatura médica (CMP) in Peru, número de identificación elsewhere.
 */
export function identityDocumentLabelKey(country: CountryCode): string {
  switch (country) {
    case 'mx':
    case 'br':
    case 'cr':
    case 'pe':
      return `country.${country}.labels.identityDocument`;
    default:
      return 'country.common.labels.identityDocument';
  }
}

const fieldLabelKeys = {
  treatment: 'country.common.labels.treatment',
  salesRepresentativeCode: 'country.common.labels.salesRepresentativeCode',
  nationalRegistration: 'country.common.labels.nationalRegistration',
  provincialEnrollment: 'country.common.labels.provincialEnrollment',
  RUT: 'country.common.labels.rut',
  TermosEPoliticas: 'country.common.labels.termsAndPolicies',
} as const satisfies Partial<Record<RegistrationField, string>>;

/**
 * Label of a registration field (spec §3 "Registration fields per country"). Brazil's UF field is
 * its state field and its CRM field its identity document, so they take the spec's labels too.
 */
export function registrationFieldLabelKey(field: RegistrationField, country: CountryCode): string {
  switch (field) {
    case 'state':
    case 'UF':
      return stateLabelKey(country);
    case 'identityDocumentOrMedicalCollegiate':
    case 'CRM':
      return identityDocumentLabelKey(country);
    default:
      return fieldLabelKeys[field];
  }
}

/** Label of the registration specialty field. */
export const specialtyLabelKey = 'country.common.labels.specialty';

/** Spec §1 specialty areas of the content. */
export const specialtyAreas = [
  'cardiology',
  'womens-health',
  'oncology',
  'ophthalmology',
  'hematology',
  'pneumology',
] as const;
export type SpecialtyArea = (typeof specialtyAreas)[number];

const specialtyAreaKeySegment = {
  cardiology: 'cardiology',
  'womens-health': 'womensHealth',
  oncology: 'oncology',
  ophthalmology: 'ophthalmology',
  hematology: 'hematology',
  pneumology: 'pneumology',
} as const satisfies Record<SpecialtyArea, string>;

/** Cardiology is shown as Cardiorrenal everywhere; women's health as Ginecología in Mexico. */
export function specialtyAreaLabelKey(area: SpecialtyArea, country: CountryCode): string {
  const segment = specialtyAreaKeySegment[area];
  if (area === 'womens-health' && country === 'mx') return `country.mx.specialtyAreas.${segment}`;
  return `country.common.specialtyAreas.${segment}`;
}
