import type { Page } from '@playwright/test';
import { expect, label, test, textOf } from './fixtures.ts';

/**
 * Mantine's styles come per component, in two stylesheets (app/mantine-styles.ts for the shell,
 * the public pages and the login's dialog; mantine-styles-more.ts with every other screen): a
 * component whose styles are in neither, or only in the second, is drawn unstyled on a page that
 * loads the first alone. What a visitor would see, asked of the page itself: every Mantine class
 * on screen (`m_` and eight hex digits, one per rule of Mantine's CSS modules) has a rule in a
 * stylesheet the page loaded.
 */
async function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const used = new Set<string>();
    for (const element of document.querySelectorAll('[class*="m_"]'))
      for (const name of element.classList) if (/^m_[0-9a-f]{8}$/.test(name)) used.add(name);
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const styled = selectors.join('\n');
    return [...used].filter((name) => !styled.includes(`.${name}`)).sort();
  });
}

test.describe('signed out, a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, consentChoice: null });

  test('br landing: the menu, the cookie banner and its preferences are styled', async ({
    page,
    site,
  }) => {
    await page.goto(`${site('br')}/`);
    const banner = page.getByRole('dialog', { name: textOf('br', 'consent.title') });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    expect(await unstyledMantineClasses(page)).toEqual([]);

    await banner.getByRole('button', { name: textOf('br', 'consent.customise') }).click();
    const preferences = page.getByRole('dialog', {
      name: textOf('br', 'consent.preferencesTitle'),
    });
    await expect(preferences).toBeVisible();
    expect(await unstyledMantineClasses(page)).toEqual([]);
    await preferences.getByRole('button', { name: textOf('br', 'consent.save') }).click();
    await expect(preferences).toBeHidden();

    await page.getByRole('button', { name: textOf('br', 'nav.menu') }).click();
    await expect(page.getByRole('navigation').getByRole('link').first()).toBeVisible();
    expect(await unstyledMantineClasses(page)).toEqual([]);
  });
});

test.describe('signed out, a desktop', () => {
  test('mx: the terms page and the sign-in dialog are styled', async ({ page, site }) => {
    await page.goto(`${site('mx')}/condiciones-de-uso`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await unstyledMantineClasses(page)).toEqual([]);

    await page.goto(`${site('mx')}/signin`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(label(textOf('mx', 'identity.fields.email')))).toBeVisible();
    expect(await unstyledMantineClasses(page)).toEqual([]);
  });
});

test('br signed in: the home and its account menu are styled', async ({ page, signInAs }) => {
  await signInAs('br', 'demo.br@pulso.example');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await unstyledMantineClasses(page)).toEqual([]);
});
