import { TAG_MANAGER_SCRIPT_URL, type ConsentCategory } from '@pulso/contracts/consent/categories';
import { setAnalyticsGranted } from '../../lib/analytics.ts';

/*
 * Google Tag Manager with Consent Mode v2 (docs/decisions/049, 070). Nothing here runs before the
 * visitor granted analytics: then the defaults (everything denied) go first, the update with the
 * granted categories next, and the loader last, so no tag ever runs without the consent state;
 * only then are analytics events pushed (lib/analytics.ts), and none after a withdrawal.
 */

type ConsentState = 'granted' | 'denied';

/** gtag() as Google defines it: it queues its `arguments` object, which GTM tells from events. */
function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- GTM reads commands as Arguments objects.
  window.dataLayer.push(arguments as unknown as Record<string, unknown>);
}

function consentModeOf(categories: readonly ConsentCategory[]): Record<string, ConsentState> {
  const state = (granted: boolean): ConsentState => (granted ? 'granted' : 'denied');
  const analytics = categories.includes('analytics');
  const marketing = categories.includes('marketing');
  return {
    analytics_storage: state(analytics),
    ad_storage: state(marketing),
    ad_user_data: state(marketing),
    ad_personalization: state(marketing),
  };
}

let loadedContainer: string | undefined;

/** Whether the tag manager's script was added to this page. */
export const tagManagerLoaded = (): boolean => loadedContainer !== undefined;

/**
 * Applies a choice: with analytics granted and a container configured, sets the Consent Mode
 * defaults, the granted state and loads GTM once; once loaded, later choices update its state.
 */
export function applyTagManagerConsent(
  containerId: string,
  categories: readonly ConsentCategory[],
): void {
  if (loadedContainer) {
    gtag('consent', 'update', consentModeOf(categories));
    setAnalyticsGranted(categories.includes('analytics'));
    return;
  }
  if (!containerId || !categories.includes('analytics')) return;
  gtag('consent', 'default', consentModeOf([]));
  gtag('consent', 'update', consentModeOf(categories));
  window.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_SCRIPT_URL}?id=${encodeURIComponent(containerId)}`;
  script.addEventListener('error', () => console.warn('Google Tag Manager failed to load'));
  document.head.append(script);
  loadedContainer = containerId;
  setAnalyticsGranted(true);
}
