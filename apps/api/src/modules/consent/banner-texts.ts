import { uiLanguages, type UiLanguage } from '@pulso/contracts/country';
import {
  consentTextKeys,
  consentTextVersion,
  type ConsentText,
  type ConsentTextKey,
} from '@pulso/contracts/consent';
import type { Translate } from '../../platform/spa/translations.ts';

export type ServedBannerText = ConsentText & { version: string };

/** The texts the banner shows: the `consent` section of the web app's translation files. */
export type BannerTextsSource = () => Promise<ServedBannerText[]>;

/**
 * The banner's text in each language the translation files hold whole, under the current
 * policy revision, with its version as the browser computes it (`consentTextVersion` over the
 * same strings). Each loader is one set of translation files (the build's; outside production
 * also the sources, which the development server serves); a language missing a text in a set
 * has no version from it.
 */
export function bannerTextsFrom(
  loaders: readonly ((language: UiLanguage) => Promise<Translate>)[],
  policyRevision: number,
): BannerTextsSource {
  return async () => {
    const found = new Map<string, ServedBannerText>();
    for (const load of loaders) {
      for (const language of uiLanguages) {
        const translate = await load(language);
        const texts: Partial<Record<ConsentTextKey, string>> = {};
        for (const key of consentTextKeys) {
          const text = translate(`consent.${key}`);
          if (text !== undefined) texts[key] = text;
        }
        if (Object.keys(texts).length !== consentTextKeys.length) continue;
        const text = {
          language,
          policyRevision,
          texts: texts as Record<ConsentTextKey, string>,
        };
        const version = await consentTextVersion(text);
        found.set(version, { ...text, version });
      }
    }
    return [...found.values()];
  };
}
