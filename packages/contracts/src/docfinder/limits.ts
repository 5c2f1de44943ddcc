/** Limits and constants of the doctor finder (zod-free: pages read them without zod). */

/** Results per search page (fixed: no bulk export of doctors' data). */
export const DOCFINDER_PAGE_SIZE = 20;
/** Deepest page answered: at most DOCFINDER_PAGE_SIZE × DOCFINDER_MAX_PAGE results per search. */
export const DOCFINDER_MAX_PAGE = 50;
/** `radiusKm` when `near` is given without one. */
export const DOCFINDER_DEFAULT_RADIUS_KM = 25;
export const DOCFINDER_MAX_RADIUS_KM = 500;
export const DOCFINDER_QUERY_MAX_LENGTH = 100;
/** CFM Resolution 2.336/2023: a listing names at most two specialties, each with its RQE. */
export const DOCFINDER_MAX_SPECIALTIES = 2;
export const DOCFINDER_MAX_LANGUAGES = 10;
export const DOCFINDER_MAX_OFFICES = 10;
export const DOCFINDER_MAX_PHONES = 3;
export const DOCFINDER_MAX_HOURS = 21;
/** RQE (Registro de Qualificação de Especialista): digits only, 1 to 8. */
export const RQE_MAX_DIGITS = 8;

export const DOCFINDER_ADDRESS_LIMITS = {
  street: 120,
  number: 20,
  complement: 80,
  district: 80,
} as const;

/**
 * Version of the consent text a doctor accepts to be listed (LGPD): sent back with the opt-in and
 * stored with its time. A new text gets a new version; the web shows the text of this version.
 */
export const DOCFINDER_CONSENT_VERSION = 'docfinder-consent-2026-11';

/** Countries whose doctors can list (the model carries a country; Brazil's rules only today). */
export const docfinderCountries = ['br'] as const;
export type DocfinderCountry = (typeof docfinderCountries)[number];

/** Whether a country's site has the doctor finder (its menu item, landing offer and screens). */
export function hasDoctorFinder(country: string): country is DocfinderCountry {
  return (docfinderCountries as readonly string[]).includes(country);
}

/** Days of the week of an office's opening hours, Monday first. */
export const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof weekDays)[number];

/** Languages a doctor can say they attend in (ISO 639 codes; `bzs`: Libras, Brazilian Sign Language). */
export const docfinderLanguages = [
  'pt',
  'en',
  'es',
  'fr',
  'de',
  'it',
  'ja',
  'zh',
  'ko',
  'ar',
  'he',
  'ru',
  'bzs',
] as const;
export type DocfinderLanguage = (typeof docfinderLanguages)[number];

/** A listing's state as its doctor sees it (`GET /docfinder/v1/me`). */
/** `hidden-by-staff`: the company's staff hid it (back office, docs/decisions/056). */
export const listingStates = [
  'not-listed',
  'listed',
  'hidden-licence-inactive',
  'hidden-by-staff',
] as const;
export type ListingState = (typeof listingStates)[number];

/**
 * Message keys of the doctor finder's own field problems (translated by the web like
 * `validationMessages`; other fields use those shared keys).
 */
export const docfinderValidationMessages = {
  nearInvalid: 'validation.docfinder.near',
  radiusInvalid: 'validation.docfinder.radius',
  radiusWithoutNear: 'validation.docfinder.radiusWithoutNear',
  pageInvalid: 'validation.docfinder.page',
  pageTooDeep: 'validation.docfinder.pageTooDeep',
  cepInvalid: 'validation.docfinder.cep',
  cepWithNear: 'validation.docfinder.cepWithNear',
  municipalityInvalid: 'validation.docfinder.municipality',
  municipalityOutsideUf: 'validation.docfinder.municipalityOutsideUf',
  rqeInvalid: 'validation.docfinder.rqe',
  specialtyRepeated: 'validation.docfinder.specialtyRepeated',
  languageInvalid: 'validation.docfinder.language',
  consentRequired: 'validation.docfinder.consent',
  consentVersion: 'validation.docfinder.consentVersion',
  hoursInvalid: 'validation.docfinder.hours',
  phonesRequired: 'validation.docfinder.phonesRequired',
} as const;
