// Issue 17, the back office end to end: editor.mx creates a news item and submits it;
// revisor.mx approves it with a code and a valid-to minutes ahead; a Mexican doctor registered
// for this test sees it on /novedades, its page with the approval code and in search; then the
// clock passes valid-to and it is gone from the list, the item and search, and the back office
// says it expired (issue 32). The clock moved is only the publication clock
// (POST /__testing/publication-clock, test rigs only: decision 054).
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, label, test, textOf, textWith } from './fixtures.ts';

const t = (key: string) => textOf('mx', key);

/** Moves the clock that decides what doctors see past the item's valid-to. */
async function passValidTo(request: APIRequestContext, seconds: number): Promise<void> {
  const answer = await request.post('/__testing/publication-clock', {
    data: { advanceSeconds: seconds },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A `datetime-local` value `minutes` from now, in the browser's time zone. */
const localInputIn = (page: Page, minutes: number) =>
  page.evaluate((ahead) => {
    const date = new Date(Date.now() + ahead * 60_000);
    return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  }, minutes);

test('back office: created, submitted, approved with a code, seen by a doctor, gone after valid-to', async ({
  page,
  request,
  signInAs,
  newDoctor,
  site,
}) => {
  test.setTimeout(180_000);
  const word = `pulsoe2e${randomBytes(4).toString('hex')}`;
  const title = `Novedad de prueba ${word}`;
  const code = `MX-E2E-${randomBytes(3).toString('hex').toUpperCase()}`;
  const status = (key: string) => page.locator('[data-status]').getByText(t(key), { exact: true });

  // The editor writes a draft and sends it for review.
  await signInAs('mx', 'editor.mx@pulso.example', { path: '/backoffice' });
  await expect(page).toHaveURL(`${site('mx')}/backoffice/contents`);
  const nav = page.getByRole('navigation', { name: t('backoffice.nav.label') });
  await expect(nav.getByRole('link', { name: t('backoffice.sections.contents') })).toBeVisible();
  await page.getByRole('link', { name: t('backoffice.contents.new') }).click();
  await page.getByLabel(label(t('backoffice.contents.fields.title'))).fill(title);
  await page
    .getByLabel(label(t('backoffice.contents.fields.synopsis')))
    .fill('Un resumen para el médico.');
  await page
    .getByLabel(label(t('backoffice.contents.fields.html')))
    .fill(`<p>Texto de la novedad ${word}.</p><script>alert(1)</script>`);
  await expect(page.getByRole('checkbox', { name: 'México' })).toBeChecked();
  await page.getByRole('button', { name: t('backoffice.contents.createDraft') }).click();
  await expect(page).toHaveURL(/\/backoffice\/contents\/novedad-de-prueba-/);
  const itemPath = new URL(page.url()).pathname;
  await expect(status('backoffice.status.draft')).toBeVisible();
  await page.getByRole('button', { name: t('backoffice.contents.submit') }).click();
  await expect(status('backoffice.status.in-review')).toBeVisible();
  // An editor cannot approve: the step is not offered.
  await expect(page.getByRole('button', { name: t('backoffice.approve.open') })).toHaveCount(0);

  // The reviewer approves it with a code, valid from now until a few minutes ahead; the page
  // opens on the preview, as a Mexican doctor will see it.
  await signInAs('mx', 'revisor.mx@pulso.example', { path: itemPath });
  await expect(page.getByTestId('content-preview')).toContainText(`Texto de la novedad ${word}.`);
  await page.getByRole('button', { name: t('backoffice.approve.open'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('backoffice.approve.title') });
  await dialog.getByLabel(label(t('backoffice.approve.code'))).fill(code);
  await dialog.getByLabel(label(t('backoffice.approve.validTo'))).fill(await localInputIn(page, 5));
  await dialog.getByRole('button', { name: t('backoffice.approve.confirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(status('backoffice.status.approved')).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  // Its trail names each step.
  await page.getByRole('tab', { name: t('backoffice.tabs.audit') }).click();
  const trail = page.getByTestId('audit-entry');
  await expect(trail).toHaveCount(3);
  for (const [index, action] of ['create', 'submit', 'approve'].entries())
    await expect(trail.nth(index)).toContainText(t(`backoffice.audit.actions.${action}`));
  await expect(trail.nth(2)).toContainText(code);
  // Four eyes (decision 068): the editor wrote and submitted it, another person approved it.
  await expect(trail.nth(0)).toContainText('Elena Editora MX');
  await expect(trail.nth(2)).toContainText('Raúl Revisor MX');

  // A Mexican doctor sees it on /novedades, opens it (with its approval code) and finds it.
  const doctor = await newDoctor('mx');
  await signInAs('mx', doctor.email, { password: doctor.password, path: '/novedades' });
  const card = page.getByRole('link', { name: title });
  await expect(card.first()).toBeVisible({ timeout: 20_000 });
  await card.first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(textWith('mx', 'content.approvalCode', { code }))).toBeVisible();
  await expect(page.getByText(`Texto de la novedad ${word}.`)).toBeVisible();
  const doctorItemUrl = page.url();
  await page.goto(`${site('mx')}/busqueda?q=${word}`);
  const results = page.getByRole('list', {
    name: textWith('mx', 'search.resultsLabel', { q: word }),
  });
  await expect(results.getByRole('heading', { name: title })).toBeVisible();

  // Past valid-to it is gone: from the list, its page and search.
  await passValidTo(request, 10 * 60);
  await page.goto(`${site('mx')}/novedades`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto(doctorItemUrl);
  await expect(
    page.getByRole('heading', { name: t('content.unavailable.notFound.title') }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  await page.goto(`${site('mx')}/busqueda?q=${word}`);
  await expect(page.getByText(textWith('mx', 'search.noResultsTitle', { q: word }))).toBeVisible();

  // The back office says so too (issue 32): the reviewer goes in from the account menu and finds
  // the item expired, on its page and under the list's expired filter.
  await signInAs('mx', 'revisor.mx@pulso.example', { path: '/novedades' });
  const menuName = textWith('mx', 'nav.accountMenu', { name: '' });
  await page.getByRole('button', { name: new RegExp(`^${menuName}`) }).click();
  await page.getByRole('menuitem', { name: t('backoffice.title') }).click();
  await expect(page).toHaveURL(`${site('mx')}/backoffice/contents`);
  await page.goto(`${site('mx')}${itemPath}`);
  await expect(status('backoffice.status.expired')).toBeVisible();
  await expect(status('backoffice.status.approved')).toHaveCount(0);
  await page.goto(`${site('mx')}/backoffice/contents?estado=expired`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});
