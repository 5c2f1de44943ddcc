import { act, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../config/storage-keys.ts';

/*
 * The dataLayer as Google Tag Manager reads it when it loads (docs/decisions/070): Consent Mode's
 * default first, nothing analytics-related before consent, no view queued before it sent after.
 * Each test gets the modules afresh (the tag manager loads once per page).
 */

const denied = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

/** The dataLayer, gtag()'s Arguments entries as arrays. */
const entries = () =>
  (window.dataLayer ?? []).map((entry) =>
    typeof (entry as { length?: unknown }).length === 'number'
      ? Array.from(entry as unknown as ArrayLike<unknown>)
      : entry,
  );

async function startPage(path: string) {
  vi.resetModules();
  const analytics = await import('../../lib/analytics.ts');
  const tagManager = await import('./tag-manager.ts');
  function Tracker() {
    analytics.useScreenViewTracking('GTM-TEST');
    return null;
  }
  const router = createMemoryRouter([{ path: '*', Component: Tracker }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return { ...analytics, ...tagManager, router };
}

beforeEach(() => {
  vi.useFakeTimers();
  // Signed in: a screen_view would carry the identity-provider id.
  localStorage.setItem(storageKeys.userId, 'idp-user-7');
});
afterEach(() => {
  delete window.dataLayer;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('analytics before and after the cookie choice', () => {
  it('queues nothing before consent; after "accept" the default comes first and only later views go', async () => {
    const page = await startPage('/novedades');
    // The visitor reads the page past the screen_view delay without choosing; a "registered"
    // event happens too.
    act(() => vi.advanceTimersByTime(2500));
    page.pushAnalyticsEvent('registered', { country: 'mx' });
    expect(window.dataLayer ?? []).toEqual([]);

    act(() => page.applyTagManagerConsent('GTM-TEST', ['necessary', 'analytics']));
    act(() => vi.advanceTimersByTime(10_000));
    await act(() => page.router.navigate('/eventos'));
    act(() => vi.advanceTimersByTime(2500));

    expect(entries()).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', { ...denied, analytics_storage: 'granted' }],
      expect.objectContaining({ event: 'gtm.js' }),
      // The pre-consent view of /novedades is not replayed: only the screen seen after.
      {
        event: 'screen_view',
        screen_name: 'online-events',
        user_id: 'idp-user-7',
        container_id: 'GTM-TEST',
      },
    ]);

    // Withdrawn: the state is updated, and no view is pushed any more.
    act(() => page.applyTagManagerConsent('GTM-TEST', ['necessary']));
    await act(() => page.router.navigate('/busqueda'));
    act(() => vi.advanceTimersByTime(2500));
    expect(entries().at(-1)).toEqual(['consent', 'update', denied]);
    expect(entries().filter((entry) => 'event' in Object(entry))).toHaveLength(2);
  });

  it('counts the current screen when analytics is accepted within its 2.5 s, after the consent', async () => {
    const page = await startPage('/novedades');
    act(() => vi.advanceTimersByTime(1000));
    act(() => page.applyTagManagerConsent('GTM-TEST', ['necessary', 'analytics']));
    act(() => vi.advanceTimersByTime(1500));
    expect(entries().map((entry) => (Array.isArray(entry) ? entry[1] : entry.event))).toEqual([
      'default',
      'update',
      'gtm.js',
      'screen_view',
    ]);
  });

  it('loads nothing and pushes nothing when analytics is refused or the host has no container', async () => {
    const page = await startPage('/novedades');
    act(() => page.applyTagManagerConsent('GTM-TEST', ['necessary', 'marketing']));
    act(() => page.applyTagManagerConsent('', ['necessary', 'analytics']));
    act(() => vi.advanceTimersByTime(5000));
    expect(window.dataLayer).toBeUndefined();
    expect(page.tagManagerLoaded()).toBe(false);
  });
});
