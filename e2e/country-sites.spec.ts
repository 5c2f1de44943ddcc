import { countryCodes, countryProfiles, expect, test, textOf } from './fixtures.ts';
import { htmlLangOf } from '@pulso/contracts/country';

// Texts may carry i18next interpolations: compare the fixed part before the first placeholder.
const fixedPart = (text: string) => text.split('{{')[0]!.trim();

for (const country of countryCodes) {
  const profile = countryProfiles[country];

  test(`${country}: the site speaks its language and shows its frame`, async ({ page, site }) => {
    await page.goto(`${site(country)}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLangOf[country]);
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByText(fixedPart(textOf(country, profile.regulatoryDisclaimerKey))).first(),
    ).toBeVisible();

    if (profile.mexicoDisclaimerKey) {
      await expect(
        page.getByText(fixedPart(textOf(country, profile.mexicoDisclaimerKey))).first(),
      ).toBeVisible();
    }
    if (profile.andeanFooter) {
      for (const key of [
        profile.andeanFooter.text1Key,
        profile.andeanFooter.text2Key,
        profile.andeanFooter.text3Key,
      ]) {
        await expect(footer.getByText(fixedPart(textOf(country, key))).first()).toBeVisible();
      }
      const safety = footer
        .getByRole('link', { name: textOf(country, profile.andeanFooter.link.textKey) })
        .first();
      await expect(safety).toHaveAttribute('href', profile.andeanFooter.link.link);
    } else {
      await expect(page.getByText(fixedPart(textOf('co', 'country.co.andean.text1')))).toHaveCount(
        0,
      );
    }

    // Footer links and where they lead: in-site pages for terms/privacy/imprint where the profile
    // says so, external corporate pages elsewhere, in a new tab when the profile says so.
    const links = [
      profile.terms,
      profile.privacy,
      profile.contact,
      ...(profile.imprint ? [profile.imprint] : []),
    ];
    for (const link of links) {
      const anchor = footer
        .getByRole('link', { name: textOf(country, link.textKey), exact: true })
        .first();
      await expect(anchor).toHaveAttribute('href', link.link);
      if (link.newTab) await expect(anchor).toHaveAttribute('target', '_blank');
      else await expect(anchor).not.toHaveAttribute('target', '_blank');
    }
    if (!profile.imprint) {
      await expect(
        footer.getByRole('link', {
          name: textOf('mx', 'country.common.links.imprint'),
          exact: true,
        }),
      ).toHaveCount(0);
    }

    // Approval codes come from configuration (the server's runtime config), not the profile.
    const runtime = JSON.parse(
      (await page.locator('meta[name="pulso-config"]').getAttribute('content'))!,
    );
    await expect(footer.getByText(runtime.countries[country].approvalCode).first()).toBeVisible();
    await expect(footer.getByText(profile.lastUpdated).first()).toBeVisible();
    for (const src of [profile.bannerImage, profile.qrCodeImage]) {
      const image = page.locator(`img[src="${src}"]`).first();
      await expect(image).toBeVisible();
      // Below the fold, the images load as the reader comes near them (loading="lazy").
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
  });
}

test('Mexico and Argentina keep terms and privacy inside the site, with real text', async ({
  page,
  site,
}) => {
  for (const country of ['mx', 'ar'] as const) {
    await page.goto(`${site(country)}/`);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: textOf(country, 'country.common.links.terms'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/condiciones-de-uso$/);
    await expect(page).toHaveTitle(`Pulso | ${textOf(country, 'pages.terms')}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Several sections of real text, loaded from the API for this country.
    await expect(page.locator('main p').nth(3)).toBeVisible();
  }
  await page.goto(`${site('mx')}/imprint`);
  await expect(page).toHaveTitle(`Pulso | ${textOf('mx', 'pages.imprint')}`);
  await expect(page.locator('main p').first()).toBeVisible();
});

test('on a slow phone, a visitor who scrolls to the footer while the landing starts taps the link they see', async ({
  page,
  context,
  site,
}) => {
  // A phone's CPU: the app hydrates well after the page has loaded. The landing used to ask for
  // its showcase and run its loader again only then, and the page jumped back to the top (or
  // grew) under the visitor's tap.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await page.goto(`${site('mx')}/`);
  const terms = page
    .getByRole('contentinfo')
    .getByRole('link', { name: textOf('mx', 'country.common.links.terms'), exact: true })
    .first();
  await terms.click();
  await expect(page).toHaveURL(/\/condiciones-de-uso$/);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('the es-co page is not indexed', async ({ page, site }) => {
  await page.goto(`${site('co')}/es-co`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('main p').first()).toBeVisible();
});
