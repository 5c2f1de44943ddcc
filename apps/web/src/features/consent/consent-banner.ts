import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-banner.css';
import { consentCategories, type ConsentCategory } from '@pulso/contracts/consent/categories';

/*
 * The self-hosted banner (vanilla-cookieconsent, bundled: no third-party script, the CSP stays
 * strict). Loaded on its own chunk, only when a choice is needed or the footer link asks for it.
 */

export interface BannerTexts {
  language: string;
  title: string;
  description: string;
  privacyLink: string;
  privacyHref: string;
  acceptAll: string;
  rejectAll: string;
  customise: string;
  preferencesTitle: string;
  save: string;
  close: string;
  necessaryTitle: string;
  necessaryDescription: string;
  analyticsTitle: string;
  analyticsDescription: string;
  marketingTitle: string;
  marketingDescription: string;
  revisionMessage: string;
}

export interface BannerOptions {
  revision: number;
  texts: BannerTexts;
  /** The categories already chosen elsewhere (an earlier choice, a GPC refusal), if any. */
  known: readonly ConsentCategory[] | undefined;
  /** Show the first-layer banner now (no choice under this revision yet). */
  ask: boolean;
  onChoice: (categories: ConsentCategory[]) => void;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

let started = false;
let syncing = false;

function acceptedCategories(): ConsentCategory[] {
  const accepted = CookieConsent.getUserPreferences().acceptedCategories;
  return consentCategories.filter((category) => accepted.includes(category));
}

export async function startBanner(options: BannerOptions): Promise<void> {
  if (started) return;
  started = true;
  const { texts } = options;
  const report = () => {
    if (!syncing) options.onChoice(acceptedCategories());
  };
  await CookieConsent.run({
    mode: 'opt-in',
    revision: options.revision,
    autoShow: false,
    hideFromBots: false,
    cookie: { name: 'pulso_cookie_choice', sameSite: 'Lax' },
    guiOptions: {
      // ANPD's guide: refusing is as easy and as visible as accepting.
      consentModal: { layout: 'box wide', position: 'bottom left', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: {},
      marketing: {},
    },
    onFirstConsent: report,
    onChange: report,
    language: {
      default: texts.language,
      translations: {
        [texts.language]: {
          consentModal: {
            title: texts.title,
            description: `${escape(texts.description)} {{revisionMessage}}`,
            revisionMessage: escape(texts.revisionMessage),
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.rejectAll,
            showPreferencesBtn: texts.customise,
            footer: `<a href="${escape(texts.privacyHref)}">${escape(texts.privacyLink)}</a>`,
          },
          preferencesModal: {
            title: texts.preferencesTitle,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.rejectAll,
            savePreferencesBtn: texts.save,
            closeIconLabel: texts.close,
            sections: [
              {
                title: texts.necessaryTitle,
                description: escape(texts.necessaryDescription),
                linkedCategory: 'necessary',
              },
              {
                title: texts.analyticsTitle,
                description: escape(texts.analyticsDescription),
                linkedCategory: 'analytics',
              },
              {
                title: texts.marketingTitle,
                description: escape(texts.marketingDescription),
                linkedCategory: 'marketing',
              },
            ],
          },
        },
      },
    },
  });
  // A choice this browser made without the banner (GPC) or under the same revision: mirrored
  // into the banner's own state, so its preferences open with it, without recording it again.
  if (options.known && !CookieConsent.validConsent()) {
    syncing = true;
    CookieConsent.acceptCategory([...options.known]);
    syncing = false;
  }
  if (options.ask && !CookieConsent.validConsent()) CookieConsent.show(true);
}

export function showBannerPreferences(): void {
  CookieConsent.showPreferences();
}
