import type { Page, Response } from '@playwright/test';
import { expect, test, textOf } from './fixtures.ts';

// A browser that has not chosen yet (the other journeys start with "necessary only").
test.use({ consentChoice: null });

/** Every request to Google's tag hosts, answered here (the machine has no internet). */
async function interceptTagManager(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.context().route(/googletagmanager\.com|google-analytics\.com/, async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return asked;
}

const consentPosted = (page: Page) =>
  page.waitForResponse(
    (response: Response) =>
      response.url().endsWith('/api/consents') && response.request().method() === 'POST',
  );

test('mx: no tag manager before a choice nor after "reject"; one after "accept"; both recorded', async ({
  page,
  site,
}) => {
  test.slow();
  const tagRequests = await interceptTagManager(page);
  await page.goto(`${site('mx')}/`);

  const banner = page.getByRole('dialog', { name: textOf('mx', 'consent.title') });
  // The banner's chunk loads after the app has started (slow on a busy machine).
  await expect(banner).toBeVisible({ timeout: 30_000 });
  const accept = banner.getByRole('button', { name: textOf('mx', 'consent.acceptAll') });
  const reject = banner.getByRole('button', { name: textOf('mx', 'consent.rejectAll') });
  // ANPD's guide: refusing is as visible as accepting (same size, both on the first layer).
  const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(Math.round(rejectBox!.height)).toBe(Math.round(acceptBox!.height));
  expect(tagRequests).toEqual([]);

  const rejected = consentPosted(page);
  await reject.click();
  const rejection = await rejected;
  expect(rejection.status()).toBe(201);
  expect(rejection.request().postDataJSON()).toMatchObject({
    categories: ['necessary'],
    source: 'banner',
    textVersion: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  // The server knew the text shown (it serves it) and recorded it with its language.
  expect(await rejection.json()).toMatchObject({ language: 'es-MX' });
  await expect(banner).toBeHidden();

  // The choice holds on the next visit: no banner, still no tag manager.
  await page.reload();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(banner).toBeHidden();
  expect(tagRequests).toEqual([]);

  // Nothing analytics-related waits in the page before consent (no screen_view of the landing,
  // tracked as "home", is queued for the tag manager to send later).
  expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? [])).toEqual(
    [],
  );

  // The footer link changes it (a press while the page hydrates is replayed by React).
  const preferences = page.getByRole('dialog', { name: textOf('mx', 'consent.preferencesTitle') });
  await page.getByRole('button', { name: textOf('mx', 'consent.footerLink') }).click();
  await expect(preferences).toBeVisible();
  const accepted = consentPosted(page);
  await preferences.getByRole('button', { name: textOf('mx', 'consent.acceptAll') }).click();
  const acceptance = await accepted;
  expect(acceptance.status()).toBe(201);
  expect(acceptance.request().postDataJSON()).toMatchObject({
    categories: ['necessary', 'analytics', 'marketing'],
  });
  expect((await acceptance.json()) as { host: string }).toMatchObject({
    host: 'website-mx.localhost',
    country: 'mx',
  });
  await expect
    .poll(() => tagRequests.filter((url) => url.includes('/gtm.js?id=GTM-E2EMX')).length)
    .toBe(1);
  const commands: unknown[] = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: { length?: unknown }[] }).dataLayer ?? []).map((entry) =>
      Array.isArray(entry) || typeof entry.length === 'number'
        ? Array.from(entry as unknown as ArrayLike<unknown>)
        : entry,
    ),
  );
  const defaults = commands.findIndex(
    (entry) => Array.isArray(entry) && entry[0] === 'consent' && entry[1] === 'default',
  );
  const loader = commands.findIndex(
    (entry) => !Array.isArray(entry) && (entry as { event?: string }).event === 'gtm.js',
  );
  // Consent Mode v2: the defaults (all denied) are the dataLayer's first entry, before the loader
  // and before any event.
  expect(defaults).toBe(0);
  expect(defaults).toBeLessThan(loader);
  const firstEvent = commands.findIndex(
    (entry) => !Array.isArray(entry) && (entry as { event?: string }).event !== 'gtm.js',
  );
  if (firstEvent >= 0) expect(firstEvent).toBeGreaterThan(loader);
  expect(commands[defaults]).toEqual([
    'consent',
    'default',
    expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
  ]);
});

test('br: Global Privacy Control is a refusal, recorded without asking', async ({ page, site }) => {
  const tagRequests = await interceptTagManager(page);
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const recorded = consentPosted(page);
  await page.goto(`${site('br')}/`);
  const refusal = await recorded;
  expect(refusal.request().postDataJSON()).toMatchObject({
    categories: ['necessary'],
    source: 'gpc',
  });
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('dialog', { name: textOf('br', 'consent.title') })).toHaveCount(0);
  expect(tagRequests).toEqual([]);
});
