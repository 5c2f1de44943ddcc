import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, textOf, type CountryCode } from './fixtures.ts';
import { demoItem } from './support/demo-content.ts';

/**
 * axe-core over the pages a doctor meets, signed out and signed in, on two countries and at
 * two widths: no serious or critical violation of WCAG 2.2 A/AA (issue 12).
 */
async function seriousViolations(page: Page) {
  // The page has settled: its main heading is there.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

const signedOut: [CountryCode, string][] = [
  ['br', '/'],
  ['mx', '/'],
  ['ar', '/signin'],
  ['mx', '/condiciones-de-uso'],
  ['cl', '/politica-de-privacidad'],
];

for (const [country, path] of signedOut) {
  test(`signed out, ${country} ${path}: no serious or critical accessibility violation`, async ({
    page,
    site,
  }) => {
    await page.goto(`${site(country)}${path}`);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

const doctor = 'demo.br@pulso.example';
const signedIn = [
  '/home',
  '/novidades',
  `/conteudos/${demoItem('cardiologia-em-pauta').id}`,
  '/busca?q=cardiologia',
  '/cursos-online',
  '/medical-information',
];

for (const path of signedIn) {
  test(`signed in, br ${path}: no serious or critical accessibility violation`, async ({
    page,
    signInAs,
  }) => {
    await signInAs('br', doctor, { path });
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('at a phone width, the br home: no serious or critical accessibility violation', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAs('br', doctor);
  expect(await seriousViolations(page)).toEqual([]);
});

// Issue 32, item 12: the badges and the red outline button read at 2.55–4.32:1. The states that
// show them, at a desktop and a phone width.
const widths = [1280, 390] as const;

for (const width of widths) {
  test(`at ${width} px, mx: the events list with a live event and one the doctor registered for`, async ({
    page,
    signInAs,
    newDoctor,
  }) => {
    const t = (key: string) => textOf('mx', key);
    await page.setViewportSize({ width, height: 900 });
    const doctor = await newDoctor('mx');
    await signInAs('mx', doctor.email, { path: '/eventos', password: doctor.password });
    const list = page.getByRole('list', { name: t('events.list.label') });
    // The demo always has a live event (apps/api/src/modules/events/demo/demo-events.ts).
    await expect(list.getByTestId('event-status').getByText(t('events.status.live'))).toBeVisible();
    // Registered for the first upcoming one, through its page.
    const upcoming = list
      .getByRole('listitem')
      .filter({ has: page.getByTestId('event-status').getByText(t('events.status.upcoming')) })
      .first();
    await upcoming.getByRole('link').first().click();
    await page.getByRole('button', { name: t('events.registration.register') }).click();
    await expect(page.getByRole('button', { name: t('events.registration.cancel') })).toBeVisible();
    await page.getByRole('link', { name: `← ${t('events.detail.back')}` }).click();
    await expect(list.getByTestId('event-registered').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`at ${width} px, br: a doctor-finder result that offers telemedicine`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // The search in its address (Rio Branco's IBGE code): the demo directory's first doctor, a
    // cardiologist there who offers telemedicine (apps/api/src/modules/docfinder/docfinder.seed.ts).
    await page.goto(`${site('br')}/buscador-medico?uf=AC&municipio=1200401`);
    await expect(page.getByText(textOf('br', 'docfinder.card.telemedicine')).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`at ${width} px, br: the account page with its delete button`, async ({
    page,
    signInAs,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs('br', doctor, { path: '/editar-registro' });
    await expect(
      page.getByRole('button', { name: textOf('br', 'users.dataProtection.delete') }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
