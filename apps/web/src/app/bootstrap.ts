import { setNonce } from 'get-nonce';
import type { i18n as I18n } from 'i18next';
import type { RuntimeConfig } from '@pulso/contracts/runtime-config';
import {
  createCountryContextValue,
  type CountryContextValue,
} from '../lib/country/country-context.ts';
import { resolveStartupCountry } from '../lib/country/resolve-startup-country.ts';
import { configureHttpClient } from '../lib/http/http-client.ts';
import { createI18n } from '../lib/i18n.ts';
import { readSignedInHint, syncSignedInHint } from '../lib/identity/session.ts';
import { readCspNonce, readRuntimeConfig } from '../lib/runtime-config.ts';

export interface AppStart {
  config: RuntimeConfig;
  country: CountryContextValue;
  i18n: I18n;
  styleNonce: string | undefined;
  /** The session hint the server rendered with (session.ts SignedInHintContext). */
  signedInHint: boolean;
}

/**
 * Everything decided once, before the first render: configuration, the country (spec §1), the
 * page language, the HTTP client's standard headers and the translations of that language.
 */
export function startApp(): AppStart {
  // zod without its compiled parsers: the CSP forbids eval, and zod's test for it (`new
  // Function`) is reported by the browser as a CSP violation (Lighthouse best practices). Set
  // through the global zod reads its configuration from (`z.config`), so that zod itself is not
  // loaded by the first page (issue 11).
  const zodGlobal = globalThis as { __zod_globalConfig?: object };
  Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });
  const config = readRuntimeConfig();
  const resolution = resolveStartupCountry(config);
  const country = createCountryContextValue(resolution.country, config, resolution.source);
  document.documentElement.lang = country.htmlLang;
  configureHttpClient({
    apiKey: config.apiKey,
    region: country.regionalGroup,
    localeId: country.localeId,
    apiBaseUrl: config.apiBaseUrl,
    docfinderBaseUrl: config.docfinderBaseUrl,
  });
  // As the server saw it with this document's request, before it is brought in step.
  const signedInHint = readSignedInHint();
  syncSignedInHint();
  const styleNonce = readCspNonce();
  // The style tag that locks the page's scroll under a modal (react-remove-scroll) takes its
  // nonce from get-nonce; without it the CSP refuses the tag.
  if (styleNonce) setNonce(styleNonce);
  return { config, country, i18n: createI18n(country.language), styleNonce, signedInHint };
}
