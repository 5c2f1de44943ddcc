import { afterEach, describe, expect, it } from 'vitest';
import { applyTagManagerConsent, tagManagerLoaded } from './tag-manager.ts';

const loaders = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]')].map(
    (script) => script.src,
  );
const commands = () =>
  (window.dataLayer ?? []).map((entry) =>
    typeof (entry as { length?: unknown }).length === 'number'
      ? Array.from(entry as unknown as ArrayLike<unknown>)
      : entry,
  );

afterEach(() => {
  window.dataLayer = [];
});

describe('Google Tag Manager', () => {
  it('loads only with a container and analytics consent, after the all-denied defaults', () => {
    applyTagManagerConsent('', ['necessary', 'analytics']);
    applyTagManagerConsent('GTM-TEST', ['necessary', 'marketing']);
    expect(loaders()).toEqual([]);
    expect(tagManagerLoaded()).toBe(false);

    applyTagManagerConsent('GTM-TEST', ['necessary', 'analytics']);
    expect(loaders()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST']);
    expect(commands()).toEqual([
      [
        'consent',
        'default',
        {
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ],
      [
        'consent',
        'update',
        expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
      ],
      expect.objectContaining({ event: 'gtm.js' }),
    ]);

    // A later refusal updates the state of the loaded container, and loads nothing more.
    applyTagManagerConsent('GTM-TEST', ['necessary']);
    expect(loaders()).toHaveLength(1);
    expect(commands().at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ]);
  });
});
