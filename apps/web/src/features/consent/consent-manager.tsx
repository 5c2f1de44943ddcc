import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { tagManagerContainerOf, type ConsentCategory } from '@pulso/contracts/consent/categories';
import { useRuntimeConfig } from '../../lib/config-context.ts';
import { useCountry } from '../../lib/country/country-context.ts';
import { currentConsent, globalPrivacyControl, saveConsent } from './consent-store.ts';
import type { BannerOptions, BannerTexts } from './consent-banner.ts';
import { loadOneTrust, showOneTrustPreferences } from './one-trust.ts';
import { applyTagManagerConsent } from './tag-manager.ts';

/*
 * Cookie consent and analytics (issue 16, docs/decisions/049). On start: OneTrust when the
 * country has an id; else the stored choice (current revision) applies, a Global Privacy Control
 * signal is recorded as a refusal, and only otherwise does the banner's chunk load and ask.
 */

let openPreferences: (() => void) | undefined;

/** The footer link: opens the banner's (or OneTrust's) preferences to change the choice. */
export function openConsentPreferences(): void {
  openPreferences?.();
}

const loadBanner = () => import('./consent-banner.ts');

export function ConsentManager() {
  const config = useRuntimeConfig();
  const { country, profile } = useCountry();
  const { t, i18n } = useTranslation();
  const oneTrustKey = config.countries[country]?.consentKey ?? '';
  const revision = config.consentPolicyRevision;
  const containerId = tagManagerContainerOf(window.location.host, config);
  const privacyHref = profile.privacy.link;

  useEffect(() => {
    const apply = (categories: readonly ConsentCategory[]) =>
      applyTagManagerConsent(containerId, categories);

    if (oneTrustKey) {
      let last = currentConsent(revision)?.categories.join();
      loadOneTrust(oneTrustKey, (categories) => {
        apply(categories);
        if (categories.join() !== last) saveConsent(categories, revision, 'onetrust');
        last = categories.join();
      });
      openPreferences = showOneTrustPreferences;
      return;
    }

    const texts: BannerTexts = {
      language: i18n.language,
      privacyHref,
      ...Object.fromEntries(
        (
          [
            'title',
            'description',
            'privacyLink',
            'acceptAll',
            'rejectAll',
            'customise',
            'preferencesTitle',
            'save',
            'close',
            'necessaryTitle',
            'necessaryDescription',
            'analyticsTitle',
            'analyticsDescription',
            'marketingTitle',
            'marketingDescription',
            'revisionMessage',
          ] as const
        ).map((key) => [key, t(`consent.${key}`)]),
      ),
    } as BannerTexts;
    const onChoice = (categories: ConsentCategory[]) =>
      apply(saveConsent(categories, revision, 'banner').categories);
    const start = async (ask: boolean) => {
      const banner = await loadBanner();
      const options: BannerOptions = {
        revision,
        texts,
        known: currentConsent(revision)?.categories,
        ask,
        onChoice,
      };
      await banner.startBanner(options);
      return banner;
    };
    openPreferences = () => {
      void start(false).then((banner) => banner.showBannerPreferences());
    };

    const stored = currentConsent(revision);
    if (stored) {
      apply(stored.categories);
      return;
    }
    if (globalPrivacyControl()) {
      saveConsent([], revision, 'gpc');
      return;
    }
    // After the page's own first paint and data: the banner never competes with it.
    const handle = window.setTimeout(() => void start(true), 0);
    return () => window.clearTimeout(handle);
  }, [oneTrustKey, revision, containerId, privacyHref, t, i18n.language]);

  return null;
}
