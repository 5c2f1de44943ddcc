import {
  categoriesFromOneTrustGroups,
  ONE_TRUST_SCRIPT_URL,
  type ConsentCategory,
} from '@pulso/contracts/consent/categories';

declare global {
  interface Window {
    OptanonWrapper?: () => void;
    OptanonActiveGroups?: string;
    OneTrust?: { ToggleInfoDisplay?: () => void };
  }
}

/** Spec §8: a consent-banner script that fails to load only logs (the spec gives no text). */
export const CONSENT_SCRIPT_FAILED = 'The cookie-consent script failed to load';

/**
 * OneTrust instead of our banner, for a country with `CONSENT_KEY_<CC>` (the server's CSP then
 * allows its CDN). OneTrust calls `OptanonWrapper` when it is ready and after every choice;
 * its active groups are mapped to our categories.
 */
export function loadOneTrust(
  domainScript: string,
  onCategories: (categories: ConsentCategory[]) => void,
): void {
  window.OptanonWrapper = () =>
    onCategories(categoriesFromOneTrustGroups(window.OptanonActiveGroups ?? ''));
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
