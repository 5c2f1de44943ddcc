import { expect, signIn, test, textOf } from './fixtures.ts';

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

test('a URL with a token is let through the login gate to the item it opens, and only there', async ({
  page,
  site,
}) => {
  // A content item with a token goes on to the public token page (decision 017)…
  await page.goto(`${site('br')}/conteudos/cardiologia-em-pauta?token=abc`);
  await expect(page).toHaveURL(/\/aceite-teste\/cardiologia-em-pauta\?token=abc$/);
  // …while a list, which a token does not open, is behind the gate like any protected page.
  await page.goto(`${site('br')}/novidades?token=abc`);
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => sessionStorage.getItem('pulso.redirect'))).toBe(
    '/novidades?token=abc',
  );
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
  // The server renders the landing in the forced locale; the app remembers it as it starts.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pulso.locale'))).toBe('es-AR');
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

test("a tab whose session ended elsewhere sends the next doctor home, not to the last one's page", async ({
  page,
  site,
  signInAs,
  newDoctor,
}) => {
  const t = (key: string) => textOf('br', key);
  const origin = site('br');
  const [first, second] = [await newDoctor('br'), await newDoctor('br')];
  await signInAs('br', first.email, {
    password: first.password,
    form: true,
    path: '/editar-registro',
  });
  await expect(
    page.getByRole('heading', { level: 1, name: t('pages.editRegistration') }),
  ).toBeVisible();

  // The first doctor signs out in another tab: this one goes to sign-in.
  const other = await page.context().newPage();
  await other.goto(`${origin}/home`);
  await other
    .getByRole('button', { name: new RegExp(t('nav.accountMenu').split('{{')[0]!) })
    .click();
  await other.getByRole('menuitem', { name: t('nav.signout') }).click();
  await expect(other).toHaveURL(`${origin}/`);
  await other.close();
  await expect(page).toHaveURL(/\/signin$/);

  // Another doctor signs in on it: their home, not the first one's registration page.
  await signIn(page, 'br', second.email, second.password);
  await expect(page).toHaveURL(`${origin}/home`);
});

test.describe('before the cookie choice', () => {
  test.use({ consentChoice: null });

  test('on a small phone, the open menu reaches its last link over the cookie banner', async ({
    page,
    signInAs,
    newDoctor,
  }) => {
    const t = (key: string) => textOf('br', key);
    await page.setViewportSize({ width: 390, height: 600 });
    const doctor = await newDoctor('br');
    await signInAs('br', doctor.email, { password: doctor.password, form: true });
    // A first visit: the cookie banner waits for an answer at the bottom of the screen.
    const banner = page.getByRole('dialog', { name: t('consent.title') });
    await expect(banner).toBeVisible();

    await page.getByRole('button', { name: t('nav.menu') }).click();
    const menu = page.locator('#mobile-menu');
    // The account's links come last, past the bottom of a 600 px screen: the menu scrolls.
    await menu.getByRole('button', { name: t('nav.signout'), exact: true }).click();
    await expect(page).toHaveURL(/\/$|\/signin$/);
    // Signed out: the menu now offers to sign in.
    await page.getByRole('button', { name: t('nav.menu') }).click();
    await expect(menu.getByRole('link', { name: t('nav.signin'), exact: true })).toBeVisible();
  });
});
