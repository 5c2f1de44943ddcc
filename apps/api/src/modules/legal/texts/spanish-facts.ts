import type { CountryCode } from '@pulso/contracts/country';

/**
 * What the Spanish terms and privacy texts need to know about one country: its laws, authorities
 * and the operating company. Company names, addresses and e-mail addresses are placeholders of a
 * fictitious operator (reserved `.example` domain): the legal team replaces them before launch.
 */
export interface SpanishCountryFacts {
  country: Exclude<CountryCode, 'br'>;
  /** Spec §9 date, as the spec writes it. */
  lastUpdated: string;
  /** ISO date of that update: the version a user accepts. */
  version: string;
  countryName: string;
  company: string;
  address: string;
  contactEmail: string;
  privacyEmail: string;
  safetyEmail: string;
  /** Medicines regulator, with article: "la Comisión Federal … (COFEPRIS)". */
  healthAuthority: string;
  pharmacovigilanceCenter: string;
  /** What a professional gives to be verified. */
  professionalRecord: string;
  /** The rule that keeps prescription-medicine information for professionals. */
  advertisingRules: string;
  /** The personal-data law, with article: "la Ley N° 29733 …". */
  dataLaw: string;
  governingLaw: string;
  jurisdiction: string;
  privacyTitle: string;
  legalBasis: string[];
  internationalTransfers: string;
  rights: string[];
  authority: string[];
}
