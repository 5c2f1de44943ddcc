import { setNonce } from 'get-nonce';
import type { i18n as I18n } from 'i18next';
import type { RuntimeConfig } from '@pulso/contracts/runtime-config';
import {
  createCountryContextValue,
  type CountryContextValue,
} from '../lib/country/country-context.ts';
import { resolveStartupCountry } from '../lib/country/resolve-startup-country.ts';
import { configureHttpClient } from '../lib/http/http-client.ts';
import { createI18n, type CreateI18nOptions } from '../lib/i18n.ts';
import { readSignedInHint, syncSignedInHint } from '../lib/session.ts';
import { readCspNonce, readRuntimeConfig } from '../lib/runtime-config.ts';

export interface AppStart {
  config: RuntimeConfig;
  country: CountryContextValue;
  i18n: I18n;
  styleNonce: string | undefined;
  /** The session hint the server rendered with (session.ts SignedInHintContext). */
  signedInHint: boolean;
}

/** What the page says about itself (its runtime config, the session hint, the CSP nonce). */
export interface AppInputs {
  config: RuntimeConfig;
  country: CountryContextValue;
  styleNonce?: string | undefined;
  signedInHint?: boolean;
  /** The translation files, when they are at hand (tests); else fetched by language. */
  translations?: CreateI18nOptions['resources'];
}

/**
 * Everything decided once, before the first render, from what the page said: the page language,
 * the HTTP client's standard headers and the translations of that language. The browser's entry
 * and the tests' harness (testing/render-app.tsx) both start the app through it.
 */
export function configureApp(inputs: AppInputs): AppStart {
  // zod without its compiled parsers: the CSP forbids eval, and zod's test for it (`new
  // Function`) is reported by the browser as a CSP violation (Lighthouse best practices). Set
  // through the global zod reads its configuration from (`z.config`), so that zod itself is not
  // loaded by the first page (issue 11).
  const zodGlobal = globalThis as { __zod_globalConfig?: object };
  Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });
  const { config, country, styleNonce, signedInHint = false } = inputs;
  document.documentElement.lang = country.htmlLang;
  configureHttpClient({
    apiKey: config.apiKey,
    region: country.regionalGroup,
    localeId: country.localeId,
    apiBaseUrl: config.apiBaseUrl,
    docfinderBaseUrl: config.docfinderBaseUrl,
  });
  // The style tag that locks the page's scroll under a modal (react-remove-scroll) takes its
  // nonce from get-nonce; without it the CSP refuses the tag.
  if (styleNonce) setNonce(styleNonce);
  const i18n = createI18n(
    country.language,
    inputs.translations ? { resources: inputs.translations } : {},
  );
  return { config, country, i18n, styleNonce, signedInHint };
}

/** The app's start in the browser: the country (spec §1) and the rest from the page. */
export function startApp(): AppStart {
  const config = readRuntimeConfig();
  const resolution = resolveStartupCountry(config);
  const country = createCountryContextValue(resolution.country, config, resolution.source);
  // As the server saw it with this document's request, before it is brought in step.
  const signedInHint = readSignedInHint();
  syncSignedInHint();
  return configureApp({ config, country, signedInHint, styleNonce: readCspNonce() });
}
