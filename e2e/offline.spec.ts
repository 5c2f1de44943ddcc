// Issue 32, item 11 (decision 078): a navigation without a connection keeps the page on the
// screen, says that there is no connection with a retry, and the next page opens by itself once
// the connection is back. Service workers are blocked here (playwright.config.ts), so the next
// page's code cannot be fetched either: both its code and its data wait.
import { expect, test, textOf } from './fixtures.ts';

test('offline, a click in the menu keeps the page and says so; back online, the page opens', async ({
  page,
  context,
  signInAs,
}) => {
  const t = (key: string) => textOf('br', key);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs('br', 'demo.br@pulso.example');
  const home = page.getByRole('heading', { level: 1 }).first();
  await expect(home).toBeVisible();
  const homeTitle = await home.textContent();

  await context.setOffline(true);
  const notice = page.getByTestId('connection-notice');
  await expect(notice).toContainText(t('shell.offline.title'));

  await page
    .getByRole('navigation', { name: t('nav.primary') })
    .getByRole('link', { name: t('nav.events') })
    .click();
  await expect(notice).toContainText(t('shell.offline.waiting'));
  // What was on the screen stays: the home, not grey placeholders.
  await expect(home).toHaveText(homeTitle!);
  await expect(page.getByTestId('cards-skeleton')).toHaveCount(0);
  await expect(page).toHaveURL(/\/home$/);

  // Trying again while still offline says so.
  await notice.getByRole('button', { name: t('shell.offline.retry') }).click();
  await expect(notice).toContainText(t('shell.offline.still'));
  await expect(page).toHaveURL(/\/home$/);

  // Back online: the events open by themselves, the notice goes.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: t('pages.events') })).toBeVisible();
  await expect(page).toHaveURL(/\/eventos$/);
  await expect(page.getByRole('list', { name: t('events.list.label') })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
