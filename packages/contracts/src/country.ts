// No zod here: every page of the web app starts with these (issue 11); the schemas of these
// values are in value-schemas.ts.

/** The seven countries, by ISO 3166-1 alpha-2 code in lower case. */
export const countryCodes = ['mx', 'ar', 'cl', 'cr', 'co', 'pe', 'br'] as const;
export type CountryCode = (typeof countryCodes)[number];

/** Locale ids accepted by `?loc=` and sent in the `locale-id` header. */
export const localeIds = {
  mx: 'es-MX',
  ar: 'es-AR',
  cl: 'es-CL',
  cr: 'es-CR',
  co: 'es-CO',
  pe: 'es-PE',
  br: 'pt-BR',
} as const satisfies Record<CountryCode, string>;
export type LocaleId = (typeof localeIds)[CountryCode];

/** Spec §1 regional groups, sent as the `region` header. */
export const regionalGroups = ['MEXICO', 'CONOSUR', 'PACA', 'BRASIL'] as const;
export type RegionalGroup = (typeof regionalGroups)[number];

export const regionalGroupOf = {
  mx: 'MEXICO',
  ar: 'CONOSUR',
  cl: 'CONOSUR',
  cr: 'PACA',
  co: 'PACA',
  pe: 'PACA',
  br: 'BRASIL',
} as const satisfies Record<CountryCode, RegionalGroup>;

/** Interface languages: the names of the translation files under /assets/i18n. */
export const uiLanguages = ['es', 'es-MX', 'pt-br'] as const;
export type UiLanguage = (typeof uiLanguages)[number];

export const uiLanguageOf = {
  mx: 'es-MX',
  ar: 'es',
  cl: 'es',
  cr: 'es',
  co: 'es',
  pe: 'es',
  br: 'pt-br',
} as const satisfies Record<CountryCode, UiLanguage>;

/** The value of `<html lang>`: pt for Brazil, es-MX for Mexico, es elsewhere (spec §1). */
export const htmlLangOf = {
  mx: 'es-MX',
  ar: 'es',
  cl: 'es',
  cr: 'es',
  co: 'es',
  pe: 'es',
  br: 'pt',
} as const satisfies Record<CountryCode, string>;

export const isCountryCode = (value: unknown): value is CountryCode =>
  typeof value === 'string' && (countryCodes as readonly string[]).includes(value);

/** `es-ar`, `ES-AR`, `es-AR` → `ar`; anything else → undefined. */
export function countryFromLocaleId(value: string | null | undefined): CountryCode | undefined {
  if (!value) return undefined;
  const wanted = value.trim().toLowerCase();
  return countryCodes.find((code) => localeIds[code].toLowerCase() === wanted);
}

/** `website-ar.localhost` → `ar`; `WEBSITE-BR.example.com:3000` → `br`. */
export function countryFromWebsitePrefix(host: string): CountryCode | undefined {
  const match = /^website-([a-z]{2})(?:[.:]|$)/i.exec(host.trim());
  const code = match?.[1]?.toLowerCase();
  return isCountryCode(code) ? code : undefined;
}

/** Host names without port, lower case. */
export function normaliseHost(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.replace(/:\d+$/, '');
}

export type CountrySource = 'loc' | 'host' | 'website-prefix' | 'stored' | 'default';

export interface CountryResolutionInput {
  /** The request's host, with or without port. */
  host: string;
  /** Configured host names (without port) and the country each serves. */
  configuredHosts?: Readonly<Record<string, CountryCode>>;
  /** The `loc` query parameter, if any. */
  forcedLocale?: string | null;
  /** The locale id remembered from an earlier `?loc=` (browser storage). */
  storedLocale?: string | null;
}

export interface CountryResolution {
  country: CountryCode;
  source: CountrySource;
  /** Set when the resolution should be remembered (a valid `?loc=`). */
  remember?: LocaleId;
}

/**
 * Spec §1: `?loc=` forces a locale (and is remembered); otherwise a configured host name, then a
 * `website-XX` prefix, then the stored locale, then Brazil.
 */
export function resolveCountry(input: CountryResolutionInput): CountryResolution {
  const forced = countryFromLocaleId(input.forcedLocale);
  if (forced) return { country: forced, source: 'loc', remember: localeIds[forced] };

  const host = normaliseHost(input.host);
  const configured = input.configuredHosts?.[host];
  if (configured) return { country: configured, source: 'host' };

  const prefixed = countryFromWebsitePrefix(host);
  if (prefixed) return { country: prefixed, source: 'website-prefix' };

  const stored = countryFromLocaleId(input.storedLocale);
  if (stored) return { country: stored, source: 'stored' };

  return { country: 'br', source: 'default' };
}
