import {
  categoriesFromOneTrustGroups,
  ONE_TRUST_SCRIPT_URL,
  type ConsentCategory,
} from '@pulso/contracts/consent/categories';
import type { OneTrustReceipt } from '@pulso/contracts/consent';

export type { OneTrustReceipt };

declare global {
  interface Window {
    OptanonWrapper?: () => void;
    OptanonActiveGroups?: string;
    OneTrust?: { ToggleInfoDisplay?: () => void };
  }
}

/** Spec §8: a consent-banner script that fails to load only logs (the spec gives no text). */
export const CONSENT_SCRIPT_FAILED = 'The cookie-consent script failed to load';

/** OneTrust's cookie with the state of a choice (a query string: consentId, datestamp, …). */
const ONE_TRUST_COOKIE = 'OptanonConsent';

const bounded = (value: string | null, max: number) =>
  value === null ? undefined : value.slice(0, max);

/**
 * What OneTrust reports of the visitor's choice (docs/decisions/070): its active groups and, from
 * its `OptanonConsent` cookie, its own consent id (the key of OneTrust's consent receipts), date
 * stamp, script version, groups and geolocation — bounded as the ledger accepts them.
 */
export function oneTrustReceipt(domainScript: string): OneTrustReceipt {
  const cookie = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${ONE_TRUST_COOKIE}=`));
  // Its value is a query string (`isGpcEnabled=0&datestamp=Mon+Jan+05+2026…&groups=C0001%3A1`).
  const fields = new URLSearchParams(cookie?.slice(ONE_TRUST_COOKIE.length + 1) ?? '');
  const receipt: OneTrustReceipt = {
    activeGroups: (window.OptanonActiveGroups ?? '').slice(0, 500),
    domainScript: domainScript.slice(0, 100),
    consentId: bounded(fields.get('consentId'), 100),
    datestamp: bounded(fields.get('datestamp'), 100),
    version: bounded(fields.get('version'), 50),
    groups: bounded(fields.get('groups'), 500),
    geolocation: bounded(fields.get('geolocation'), 50),
  };
  return Object.fromEntries(
    Object.entries(receipt).filter(([, value]) => value !== undefined),
  ) as OneTrustReceipt;
}

/**
 * OneTrust instead of our banner, for a country with `CONSENT_KEY_<CC>` (the server's CSP then
 * allows its CDN). OneTrust calls `OptanonWrapper` when it is ready and after every choice;
 * its active groups are mapped to our categories, and its report handed on for the ledger.
 */
export function loadOneTrust(
  domainScript: string,
  onCategories: (categories: ConsentCategory[], receipt: OneTrustReceipt) => void,
): void {
  window.OptanonWrapper = () =>
    onCategories(
      categoriesFromOneTrustGroups(window.OptanonActiveGroups ?? ''),
      oneTrustReceipt(domainScript),
    );
  const script = document.createElement('script');
  script.src = ONE_TRUST_SCRIPT_URL;
  script.charset = 'UTF-8';
  script.dataset.domainScript = domainScript;
  script.addEventListener('error', () => console.error(CONSENT_SCRIPT_FAILED));
  document.head.append(script);
}

/** OneTrust's preference centre (the footer link). */
export function showOneTrustPreferences(): void {
  window.OneTrust?.ToggleInfoDisplay?.();
}
