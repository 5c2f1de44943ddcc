import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, type CountryCode } from './fixtures.ts';
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
