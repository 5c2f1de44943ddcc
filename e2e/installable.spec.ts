import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test, textOf } from './fixtures.ts';

/*
 * The installable portal (issue 16, decision 047) in a production build: the service worker
 * registers, a navigation without network shows the offline page of the site's language, a push
 * message shows a notification, and a new build offers the update prompt.
 */

// The other journeys block service workers (playwright.config.ts); these are about the worker.
test.use({ serviceWorkers: 'allow' });

const dist = new URL('../apps/web/dist/', import.meta.url);

/** Until the service worker controls the page (registered by the app once it is stable). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 60_000,
  });
}

test('the service worker registers and serves the offline page without a network', async ({
  page,
  context,
  site,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${site('br')}/`);
  await controlled(page);
  expect(context.serviceWorkers().map((w) => new URL(w.url()).pathname)).toContain('/sw.js');

  await context.setOffline(true);
  await page.goto(`${site('br')}/eventos`);
  await expect(
    page.getByRole('heading', { level: 1, name: textOf('br', 'pwa.offline.title') }),
  ).toBeVisible();
  await expect(page.getByText(textOf('br', 'pwa.offline.needsLive'))).toBeVisible();
  await expect(page).toHaveURL(/\/eventos$/);

  // Back online, "try again" opens the page that was asked for.
  await context.setOffline(false);
  await page.getByRole('link', { name: textOf('br', 'pwa.offline.retry') }).click();
  await expect(page.getByRole('heading', { name: textOf('br', 'pwa.offline.title') })).toHaveCount(
    0,
  );
});

test('a push message shows a notification with its title', async ({ page, context, site }) => {
  test.setTimeout(90_000);
  const origin = site('mx');
  await context.grantPermissions(['notifications'], { origin });
  await page.goto(`${origin}/`);
  await controlled(page);
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const deliver = async (data: unknown) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: JSON.stringify(data),
    });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        data: n.data as unknown,
      })),
    );

  // Another site's address is refused: nothing is shown for it.
  await deliver({ id: 'x', title: 'Elsewhere', url: 'https://example.com/' });
  await deliver({ id: 'ev-1', title: 'Su evento empieza pronto', url: '/eventos' });
  // The worker may still be starting on a loaded machine: wait for the notification up to 30 s.
  await expect
    .poll(shown, { timeout: 30_000 })
    .toEqual([{ title: 'Su evento empieza pronto', data: { id: 'ev-1', url: '/eventos' } }]);
});

test('a new build offers the update prompt, and "reload" takes it', async ({ page, site }) => {
  test.setTimeout(90_000);
  await page.goto(`${site('br')}/`);
  await controlled(page);

  // A new build: the same service worker with one more line (and its precompressed twins).
  const file = new URL('sw.js', dist);
  const original = readFileSync(file);
  const twins = ['.br', '.gz'].map((ext) => [new URL(`sw.js${ext}`, dist), ext] as const);
  const originals = twins.map(([twin]) => readFileSync(twin));
  const next = Buffer.concat([original, Buffer.from(`\n// e2e build ${Date.now()}\n`)]);
  try {
    writeFileSync(file, next);
    for (const [twin, ext] of twins)
      writeFileSync(twin, ext === '.br' ? brotliCompressSync(next) : gzipSync(next));
    // What the browser also does on its own after a navigation or an hour (UPDATE_CHECK_MS).
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('status').filter({ hasText: textOf('br', 'pwa.update.message') });
    await expect(prompt).toBeVisible({ timeout: 20_000 });

    const firstLoad = await page.evaluate(() => performance.timeOrigin);
    await prompt.getByRole('button', { name: textOf('br', 'pwa.update.reload') }).click();
    // Polled from here: a function waiting inside the page can be lost with the page it reloads.
    await expect
      .poll(() => page.evaluate(() => performance.timeOrigin).catch(() => firstLoad))
      .not.toBe(firstLoad);
    await expect(prompt).toHaveCount(0);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting === null && navigator.serviceWorker.controller !== null;
      }),
    ).toBe(true);
  } finally {
    writeFileSync(file, original);
    twins.forEach(([twin], i) => writeFileSync(twin, originals[i]!));
  }
});
