import { expect, test, textOf } from './fixtures.ts';

test('a protected page visited signed out leads to sign-in and remembers where the user was going', async ({
  page,
  site,
}) => {
  await page.goto(`${site('ar')}/novedades?orden=recientes`);
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => sessionStorage.getItem('pulso.redirect'))).toBe(
    '/novedades?orden=recientes',
  );
  await expect(page).toHaveTitle(`Pulso | ${textOf('ar', 'pages.signin')}`);
});

test('a URL with a token parameter is let through the login gate', async ({ page, site }) => {
  // Only the gate is under test: the list's own call (which signed out answers 401 and so leads
  // to sign-in, spec §4) answers an empty list here.
  await page.route('**/api/clusters/news*', (route) =>
    route.fulfill({
      json: { id: 'news', clusters: [], outdoor: null, outdoors: [], companyServiceCall: null },
    }),
  );
  await page.goto(`${site('br')}/novidades?token=abc`);
  await expect(page).toHaveURL(/\/novidades\?token=abc$/);
  await expect(page).toHaveTitle(`Pulso | ${textOf('br', 'pages.news')}`);
  await expect(
    page.getByRole('heading', { level: 1, name: textOf('br', 'pages.news') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/novidades\?token=abc$/);
});

test('an unknown path goes to the root', async ({ page, site }) => {
  await page.goto(`${site('cl')}/no-existe/para-nada`);
  await expect(page).toHaveURL(`${site('cl')}/`);
});

test('?loc= forces a locale and is remembered across a reload', async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/?loc=ES-ar`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page
      .getByRole('contentinfo')
      .getByText(textOf('ar', 'country.ar.disclaimer.hcpOnly').split('{{')[0]!.trim())
      .first(),
  ).toBeVisible();
  await page.goto(`${baseURL}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page
      .getByRole('contentinfo')
      .getByText(textOf('ar', 'country.ar.disclaimer.hcpOnly').split('{{')[0]!.trim())
      .first(),
  ).toBeVisible();
  await page.goto(`${baseURL}/?loc=pt-BR`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});

test('public pages have the brand and page name as title', async ({ page, site }) => {
  const cases = [
    ['br', '/signin', 'pages.signin'],
    ['mx', '/politica-de-privacidad', 'pages.privacy'],
    ['pe', '/buscador-medico', 'pages.doctorFinderLanding'],
  ] as const;
  for (const [country, path, key] of cases) {
    await page.goto(`${site(country)}${path}`);
    await expect(page).toHaveTitle(`Pulso | ${textOf(country, key)}`);
  }
});

test('the landing page works at a phone width', async ({ page, site }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${site('br')}/`);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
});
