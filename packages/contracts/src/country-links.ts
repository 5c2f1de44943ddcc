/**
 * The profile's links that configuration may point elsewhere (COUNTRY_LINKS_<CC>): the company's
 * own pages and reporting channels. `reportSideEffect` is also the Andean footer's safety link.
 */
export const countryLinkNames = [
  'corporateSite',
  'terms',
  'privacy',
  'contact',
  'pharmaceuticals',
  'reportSideEffect',
  'technicalComplaint',
] as const;
export type CountryLinkName = (typeof countryLinkNames)[number];
