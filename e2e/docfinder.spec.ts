// Issue 15 end to end: a Brazilian doctor signs in through the doctor-finder login variant, opts
// in to the directory, adds two offices with the §5 masks, edits one, is stopped by the
// unsaved-changes guard; a patient on a 375 px phone, in Portuguese, searches by specialty and
// city and opens the profile; the doctor leaves the directory and disappears from search.
import type { Page } from '@playwright/test';
import { expect, label, signIn, test, textOf, textWith } from './fixtures.ts';

const t = (key: string) => textOf('br', key);
const field = (page: Page, key: string) => page.getByLabel(label(t(key)));
const numbered = (page: Page, key: string, number: number) =>
  page.getByLabel(label(textWith('br', key, { number })));

/** Fills and saves an office in Minas Gerais; returns once back on /docfinder. */
async function addOffice(
  page: Page,
  office: { cep: string; street: string; number: string; municipality: string; phone: string },
) {
  await page.getByRole('link', { name: t('docfinder.me.addOffice') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('pages.addressNew') })).toBeVisible();
  // Digits in, masked text out (spec §5): the masks run on every change.
  const cep = field(page, 'docfinder.address.cep');
  await cep.fill(office.cep.replace('-', ''));
  await expect(cep).toHaveValue(office.cep);
  await field(page, 'docfinder.address.street').fill(office.street);
  await field(page, 'docfinder.address.number').fill(office.number);
  await field(page, 'docfinder.address.district').fill('Centro');
  await field(page, 'docfinder.address.uf').selectOption('MG');
  await field(page, 'docfinder.address.municipality').selectOption({ label: office.municipality });
  const phone = numbered(page, 'docfinder.address.phone', 1);
  await phone.fill(office.phone.replace(/\D/g, ''));
  await expect(phone).toHaveValue(office.phone);
  await page.getByRole('checkbox', { name: t('docfinder.address.telemedicine') }).check();
  await page.getByRole('button', { name: t('docfinder.address.save') }).click();
  await expect(page).toHaveURL(/\/docfinder$/);
}

test('a doctor lists two offices, a patient on a phone finds the profile, the doctor leaves', async ({
  page,
  browser,
  site,
  newDoctor,
}) => {
  // About 40 steps, two browsers and two directory reads: about a minute on the CI machine.
  test.setTimeout(150_000);
  const origin = site('br');
  const doctor = await newDoctor('br');

  // The doctor-finder variant of login: a signed-out visit to /docfinder.
  await page.goto(`${origin}/docfinder`);
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('dialog').getByRole('note')).toContainText(
    t('identity.doctorFinder.title'),
  );
  await signIn(page, 'br', doctor.email, doctor.password);
  await expect(page).toHaveURL(`${origin}/docfinder`, { timeout: 20_000 });
  await expect(page.getByText(t('docfinder.me.state.not-listed.title'))).toBeVisible();

  // Opt in: one specialty with its RQE and the explicit consent.
  await page.getByRole('link', { name: t('docfinder.me.optIn') }).click();
  await numbered(page, 'docfinder.listing.specialty', 1).selectOption({ label: 'Cardiologia' });
  await numbered(page, 'docfinder.listing.rqe', 1).fill('54321');
  await page.getByRole('checkbox', { name: t('docfinder.consent.checkbox') }).check();
  await page.getByRole('button', { name: t('docfinder.listing.submit') }).click();
  await expect(page.getByText(t('docfinder.me.state.listed.title'))).toBeVisible();

  await addOffice(page, {
    cep: '30130-010',
    street: 'Avenida Afonso Pena',
    number: '1500',
    municipality: 'Belo Horizonte',
    phone: '(31) 98765-4321',
  });
  await addOffice(page, {
    cep: '32010-000',
    street: 'Rua Portugal',
    number: '20',
    municipality: 'Contagem',
    phone: '(31) 3333-4444',
  });
  const offices = page.getByRole('region', { name: t('docfinder.me.offices') });
  await expect(offices.getByRole('listitem')).toHaveCount(2);

  // Edit one: the new number is saved.
  await offices.getByRole('link', { name: /Avenida Afonso Pena/ }).click();
  await field(page, 'docfinder.address.number').fill('1600');
  await page.getByRole('button', { name: t('docfinder.address.save') }).click();
  await expect(offices.getByText(/Avenida Afonso Pena, 1600/)).toBeVisible();

  // Unsaved changes: leaving is stopped until the doctor says so.
  await offices.getByRole('link', { name: /Rua Portugal/ }).click();
  await field(page, 'docfinder.address.complement').fill('loja 2');
  await page.getByRole('link', { name: t('docfinder.address.back') }).click();
  const guard = page.getByRole('dialog', { name: t('shell.unsaved.title') });
  await expect(guard).toBeVisible();
  await guard.getByRole('button', { name: t('shell.unsaved.stay') }).click();
  await expect(page).toHaveURL(/\/docfinder\/editar-endereco\//);
  await expect(field(page, 'docfinder.address.complement')).toHaveValue('loja 2');
  await page.getByRole('link', { name: t('docfinder.address.back') }).click();
  await guard.getByRole('button', { name: t('shell.unsaved.leave') }).click();
  await expect(page).toHaveURL(/\/docfinder$/);

  // A patient, no account, on a 375 px phone: specialty and city, then the profile.
  const patientContext = await browser.newContext({
    viewport: { width: 375, height: 740 },
    locale: 'pt-BR',
  });
  const patient = await patientContext.newPage();
  await patient.goto(`${origin}/buscador-medico`);
  await field(patient, 'docfinder.search.specialty').selectOption({ label: 'Cardiologia' });
  await field(patient, 'docfinder.search.uf').selectOption('MG');
  await field(patient, 'docfinder.search.municipality').selectOption({ label: 'Belo Horizonte' });
  await patient.getByRole('button', { name: t('docfinder.search.submit') }).click();
  const card = patient.getByRole('article', { name: doctor.name });
  await expect(card).toBeVisible();
  const searchUrl = patient.url();
  await expect(card).toContainText(/CRM \d+\/[A-Z]{2} · MÉDICO/);
  await expect(card).toContainText('Cardiologia – RQE 54321');
  await expect(card).toContainText('(31) 98765-4321');
  expect(await patient.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    375,
  );
  await card.getByRole('link', { name: doctor.name }).click();
  await expect(patient.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
  const jsonLd = JSON.parse(
    (await patient.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { '@type'?: string; name?: string };
  expect(jsonLd).toMatchObject({ '@type': 'Physician', name: doctor.name });
  const profileUrl = patient.url();

  // "Sair do diretório": the listing goes at once, from search and from its address.
  await page.getByRole('link', { name: t('docfinder.me.editListing') }).click();
  await page.getByRole('button', { name: t('docfinder.listing.leave') }).click();
  await page
    .getByRole('dialog', { name: t('docfinder.listing.leaveTitle') })
    .getByRole('button', { name: t('docfinder.listing.leaveConfirm') })
    .click();
  await expect(page.getByText(t('docfinder.me.state.not-listed.title'))).toBeVisible();

  // Another patient now (search answers may be cached for a minute by the one who looked).
  const later = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const other = await later.newPage();
  await other.goto(searchUrl);
  // A cold browser: the whole app is downloaded first.
  await expect(other.getByRole('heading', { name: t('docfinder.search.results') })).toBeVisible({
    timeout: 20_000,
  });
  await expect(other.getByRole('article', { name: doctor.name })).toHaveCount(0);
  await other.goto(profileUrl);
  await expect(other.getByText(t('docfinder.profile.notFound'))).toBeVisible();

  // A hand-written search URL (the API's names) on a direct load, a refresh and Back.
  await other.goto(`${origin}/buscador-medico?specialty=cardiologia&uf=mg`);
  await expect(field(other, 'docfinder.search.specialty')).toHaveValue('cardiologia');
  await expect(field(other, 'docfinder.search.uf')).toHaveValue('MG');
  await expect(other.getByRole('heading', { name: t('docfinder.search.results') })).toBeVisible();
  await field(other, 'docfinder.search.specialty').selectOption({ label: 'Pediatria' });
  await other.getByRole('button', { name: t('docfinder.search.submit') }).click();
  await expect(other).toHaveURL(/especialidade=pediatria/);
  await other.reload();
  await expect(field(other, 'docfinder.search.specialty')).toHaveValue('pediatria');
  await other.goBack();
  await expect(field(other, 'docfinder.search.specialty')).toHaveValue('cardiologia');
  await Promise.all([patientContext.close(), later.close()]);
});

test('a patient on a slow phone picks a state and a name before the page comes alive', async ({
  browser,
  site,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const patient = await context.newPage();
  // The app's entry script is held until the patient has chosen: the server's page is all there
  // is, as on a slow phone while the scripts download.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await patient.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await patient.goto(`${site('br')}/buscador-medico`, { waitUntil: 'commit' });
  await field(patient, 'docfinder.search.uf').selectOption('MG');
  await field(patient, 'docfinder.search.name').fill('Souza');
  await expect(field(patient, 'docfinder.search.municipality')).toBeDisabled();
  release();

  // Alive now: the state's municipalities open, and the search keeps the name typed early.
  const municipality = field(patient, 'docfinder.search.municipality');
  await expect(municipality).toBeEnabled({ timeout: 20_000 });
  await municipality.selectOption({ label: 'Belo Horizonte' });
  await patient.getByRole('button', { name: t('docfinder.search.submit') }).click();
  await expect(patient).toHaveURL(/[?&]uf=MG&municipio=3106200&nome=Souza(&|$)/);
  await expect(patient.getByRole('heading', { name: t('docfinder.search.results') })).toBeVisible();
  await context.close();
});
