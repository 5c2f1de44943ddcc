import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { tagManagerContainerOf, type ConsentCategory } from '@pulso/contracts/consent/categories';
import {
  consentTextKeys,
  type ConsentText,
  type ConsentTextKey,
} from '@pulso/contracts/consent/text-version';
import { useRuntimeConfig } from '../../lib/config-context.ts';
import { useCountry } from '../../lib/country/country-context.ts';
import { useIsSignedIn } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useTranslation } from '../../lib/translation.tsx';
import {
  currentConsent,
  globalPrivacyControl,
  linkConsentToAccount,
  readStoredConsent,
  saveConsent,
} from './consent-store.ts';
import type { BannerView } from './consent-banner.tsx';
import { loadOneTrust, showOneTrustPreferences } from './one-trust.ts';
import { applyTagManagerConsent } from './tag-manager.ts';

/*
 * Cookie consent and analytics (issue 16, docs/decisions/049, 053 and 070). On start: OneTrust
 * when the country has an id; else the stored choice (current revision) applies, a Global
 * Privacy Control signal is recorded as a refusal, and only otherwise does the banner's chunk
 * load and ask. A banner choice goes to the ledger with the version of the texts it showed; at
 * sign-in the choices this browser made signed out are tied to the account.
 */

let openPreferences: (() => void) | undefined;
/** Asked for before the manager was drawn (it comes in a turn after the page: app-shell.tsx). */
let openWhenDrawn = false;

/** The footer link: opens the banner's (or OneTrust's) preferences to change the choice. */
export function openConsentPreferences(): void {
  if (openPreferences) openPreferences();
  else openWhenDrawn = true;
}

function setOpenPreferences(open: () => void): void {
  openPreferences = open;
  if (openWhenDrawn) {
    openWhenDrawn = false;
    open();
  }
}

const ConsentBanner = lazy(() => import('./consent-banner.tsx'));

export function ConsentManager() {
  const config = useRuntimeConfig();
  const { country, profile, language } = useCountry();
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const oneTrustKey = config.countries[country]?.consentKey ?? '';
  const revision = config.consentPolicyRevision;
  const containerId = tagManagerContainerOf(window.location.host, config);
  const [view, setView] = useState<BannerView | null>(null);

  // Signed in (now, or at a start with a session): the signed-out choices become the account's.
  useEffect(() => {
    if (signedIn) void linkConsentToAccount();
  }, [signedIn]);

  // The footer link's opener, while this manager is drawn.
  useEffect(() => {
    const open = oneTrustKey ? showOneTrustPreferences : () => setView('preferences');
    setOpenPreferences(open);
    return () => {
      if (openPreferences === open) openPreferences = undefined;
    };
  }, [oneTrustKey]);

  useEffect(() => {
    const apply = (categories: readonly ConsentCategory[]) =>
      applyTagManagerConsent(containerId, categories);

    if (oneTrustKey) {
      let last = currentConsent(revision)?.categories.join();
      loadOneTrust(oneTrustKey, (categories, oneTrust) => {
        apply(categories);
        if (categories.join() !== last) saveConsent(categories, revision, 'onetrust', { oneTrust });
        last = categories.join();
      });
      return;
    }

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
    const handle = window.setTimeout(() => setView('ask'), 0);
    return () => window.clearTimeout(handle);
  }, [oneTrustKey, revision, containerId]);

  if (!view) return null;
  const stored = readStoredConsent();
  const current = currentConsent(revision);
  // What the banner shows (its chunk translates the same keys in the same language).
  const shown: ConsentText = {
    language,
    policyRevision: revision,
    texts: Object.fromEntries(consentTextKeys.map((key) => [key, t(`consent.${key}`)])) as Record<
      ConsentTextKey,
      string
    >,
  };
  // In the document's body, outside the app's own tree.
  return createPortal(
    <Suspense fallback={null}>
      <ConsentBanner
        view={view}
        known={current?.categories}
        revised={Boolean(stored) && !current}
        privacyHref={profile.privacy.link}
        onChoice={(categories) => {
          applyTagManagerConsent(
            containerId,
            saveConsent(categories, revision, 'banner', {
              text: shown,
              onRefused: (error) => toast.error(t(`errors.codes.${error.code}`)),
            }).categories,
          );
          setView(null);
        }}
        onView={setView}
      />
    </Suspense>,
    document.body,
  );
}
