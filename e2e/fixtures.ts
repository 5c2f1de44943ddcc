import { test as base, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { countryCodes, uiLanguageOf, type CountryCode } from '@pulso/contracts/country';
import { countryProfiles } from '@pulso/contracts/country-profiles';

export { expect, countryCodes, countryProfiles, type CountryCode };

type Dictionary = Record<string, unknown>;
const dictionaries = new Map<string, Dictionary>();

function dictionary(language: string): Dictionary {
  let found = dictionaries.get(language);
  if (!found) {
    const file = new URL(`../apps/web/public/assets/i18n/${language}.json`, import.meta.url);
    found = JSON.parse(readFileSync(file, 'utf8')) as Dictionary;
    dictionaries.set(language, found);
  }
  return found;
}

function lookup(dict: Dictionary, key: string): string | undefined {
  let node: unknown = dict;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Dictionary)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text a user of `country` sees for a translation key (es-MX falls back to es). */
export function textOf(country: CountryCode, key: string): string {
  const language = uiLanguageOf[country];
  const text =
    lookup(dictionary(language), key) ??
    (language === 'es-MX' ? lookup(dictionary('es'), key) : undefined);
  if (text === undefined) throw new Error(`no translation for ${key} in ${language}`);
  return text;
}

/** The origin of a country's site on the server under test. */
export function siteOf(country: CountryCode, baseURL: string | undefined): string {
  const port = new URL(baseURL ?? 'http://localhost:3000').port;
  return `http://website-${country}.localhost:${port}`;
}

export const test = base.extend<{ site: (country: CountryCode) => string }>({
  site: async ({ baseURL }, use) => {
    await use((country) => siteOf(country, baseURL));
  },
});
