// Cookie-consent categories, sources and third-party hosts without Zod: the web app's shell
// imports these on every page, and the landing path carries no Zod (issue 11).
import {
  configuredCountryOf,
  countryFromWebsitePrefix,
  normaliseHost,
  type CountryCode,
} from '../country.ts';

/**
 * Cookie consent (issue 16, docs/decisions/049). Categories are opt-in except "necessary";
 * every choice is sent to `POST /api/consents` and kept in an append-only ledger.
 */
export const consentCategories = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/** Where the choice was made: our banner, OneTrust's, or a Global Privacy Control signal. */
export const consentSources = ['banner', 'onetrust', 'gpc'] as const;
export type ConsentSource = (typeof consentSources)[number];

/** OneTrust's group ids (C0001 strictly necessary … C0004 targeting) → our categories. */
export const oneTrustGroupCategories: Readonly<Record<string, ConsentCategory>> = {
  C0001: 'necessary',
  C0002: 'analytics',
  C0004: 'marketing',
};

/** The categories granted by OneTrust's `OptanonActiveGroups` string (",C0001,C0002,"). */
export function categoriesFromOneTrustGroups(activeGroups: string): ConsentCategory[] {
  const granted = new Set<ConsentCategory>(['necessary']);
  for (const group of activeGroups.split(',')) {
    const category = oneTrustGroupCategories[group.trim()];
    if (category) granted.add(category);
  }
  return consentCategories.filter((category) => granted.has(category));
}

/** The per-country and per-host third-party settings (spec §9), as runtime config carries them. */
export interface ThirdPartySettings {
  configuredHosts: Readonly<Record<string, CountryCode>>;
  countries: Readonly<Partial<Record<CountryCode, { consentKey: string; analyticsId: string }>>>;
  analyticsDefaultId: string;
}

/** The country a host serves by name alone (configured host, then website-XX), if any. */
export function countryOfHost(
  host: string,
  configuredHosts: Readonly<Record<string, CountryCode>>,
): CountryCode | undefined {
  return (
    configuredCountryOf(host, configuredHosts) ?? countryFromWebsitePrefix(normaliseHost(host))
  );
}

/**
 * Spec §9: the tag-manager container is chosen by host, with one default for the rest; '' when
 * none is configured (then no tag manager loads at all).
 */
export function tagManagerContainerOf(host: string, settings: ThirdPartySettings): string {
  const country = countryOfHost(host, settings.configuredHosts);
  return (country && settings.countries[country]?.analyticsId) || settings.analyticsDefaultId;
}

/** Where Google Tag Manager (and the GA4 tags it loads) reach: added to the CSP only when used. */
export const tagManagerOrigins = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
} as const;

/** OneTrust's CDN and geolocation service: added to the CSP only for a country that uses it. */
export const oneTrustOrigins = {
  script: ['https://cdn.cookielaw.org'],
  connect: ['https://cdn.cookielaw.org', 'https://geolocation.onetrust.com'],
  img: ['https://cdn.cookielaw.org'],
} as const;

/** OneTrust's loader script (its `data-domain-script` attribute carries the country's id). */
export const ONE_TRUST_SCRIPT_URL = 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js';
/** Google Tag Manager's loader. */
export const TAG_MANAGER_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';
