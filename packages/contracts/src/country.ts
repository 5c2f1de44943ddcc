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

/**
 * The country of a host among the configured ones (PUBLIC_HOSTS): an entry that names the port
 * (`localhost:4173`, a test rig) matches that port only; one without matches on any port.
 */
export function configuredCountryOf(
  host: string,
  configuredHosts: Readonly<Record<string, CountryCode>> | undefined,
): CountryCode | undefined {
  if (!configuredHosts) return undefined;
  return configuredHosts[host.trim().toLowerCase()] ?? configuredHosts[normaliseHost(host)];
}

/** A loopback name: `localhost`, any `*.localhost`, 127.x.x.x or [::1] (port ignored). */
export function isLoopbackHost(host: string): boolean {
  const name = normaliseHost(host);
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  );
}

/**
 * The origin of a configured host (PUBLIC_HOSTS entry): `https://` it, except a loopback name,
 * which no certificate can cover (a test rig: `http://website-mx.localhost:4173`).
 */
export function configuredHostOrigin(host: string): string {
  return `${isLoopbackHost(host) ? 'http' : 'https'}://${host}`;
}

export type CountrySource = 'loc' | 'host' | 'website-prefix' | 'stored' | 'default';

export interface CountryResolutionInput {
  /** The request's host, with or without port. */
  host: string;
  /** Configured host names (a port only where they name one) and the country each serves. */
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
  const configured = configuredCountryOf(input.host, input.configuredHosts);
  if (configured) return { country: configured, source: 'host' };

  const prefixed = countryFromWebsitePrefix(host);
  if (prefixed) return { country: prefixed, source: 'website-prefix' };

  const stored = countryFromLocaleId(input.storedLocale);
  if (stored) return { country: stored, source: 'stored' };

  return { country: 'br', source: 'default' };
}
