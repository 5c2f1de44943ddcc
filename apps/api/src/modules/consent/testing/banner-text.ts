import { readFileSync } from 'node:fs';
import {
  consentTextKeys,
  consentTextVersion,
  type ConsentText,
  type ConsentTextKey,
} from '@pulso/contracts/consent';
import type { UiLanguage } from '@pulso/contracts/country';

const i18nDir = new URL('../../../../../web/public/assets/i18n/', import.meta.url);

function consentSection(file: string): Partial<Record<ConsentTextKey, string>> {
  const tree = JSON.parse(readFileSync(new URL(`${file}.json`, i18nDir), 'utf8')) as {
    consent?: Partial<Record<ConsentTextKey, string>>;
  };
  return tree.consent ?? {};
}

/**
 * The banner's text as the web app shows it in a language (its translation file, es under
 * es-MX), read here from the files themselves, not through the server's code.
 */
export function bannerText(language: UiLanguage, policyRevision: number): ConsentText {
  const section = {
    ...(language === 'es-MX' ? consentSection('es') : {}),
    ...consentSection(language),
  };
  const texts = Object.fromEntries(consentTextKeys.map((key) => [key, section[key]])) as Record<
    ConsentTextKey,
    string
  >;
  return { language, policyRevision, texts };
}

/** The version of that text (what the web app sends as `textVersion`). */
export const bannerTextVersion = (language: UiLanguage, policyRevision: number): Promise<string> =>
  consentTextVersion(bannerText(language, policyRevision));
