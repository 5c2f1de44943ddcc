import type { Page } from '@playwright/test';
import { identityDocumentLabelKey, stateLabelKey } from '@pulso/contracts/labels';
import { expect, label, signIn, test, textOf } from './fixtures.ts';
import { mailTo } from './support/mail.ts';

async function openLogin(page: Page, origin: string) {
  await page.goto(`${origin}/signin`);
  return page.getByRole('dialog');
}

/**
 * Free active CRMs of the demo registry, one per attempt: a retry after a registration that went
 * through (and a failure later on) would find the first one taken. Neither is used elsewhere
 * (support/fresh-doctor.ts takes others).
 */
const registrationLicences = [
  { uf: 'SP', typed: '0123456', number: '123456', firstName: 'Joana', lastName: 'Teste' },
  {
    uf: 'PE',
    typed: '555555',
    number: '555555',
    firstName: 'Helena',
    lastName: 'Barros Cavalcanti',
  },
] as const;

test('a Brazilian doctor registers with a valid CRM and lands signed in', async ({
  page,
  site,
}, testInfo) => {
  const licence = registrationLicences[Math.min(testInfo.retry, registrationLicences.length - 1)]!;
  const email = `registro.${Date.now().toString(36)}@pulso.example`;
  const dialog = await openLogin(page, site('br'));
  await dialog.getByRole('button', { name: textOf('br', 'identity.login.register') }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(label(textOf('br', 'identity.fields.firstName'))).fill(licence.firstName);
  await form.getByLabel(label(textOf('br', 'identity.fields.lastName'))).fill(licence.lastName);
  await form.getByLabel(label(textOf('br', 'identity.fields.email'))).fill(email);
  await form.getByLabel(label(textOf('br', 'identity.fields.password'))).fill('Cardio-Joana-2026');
  await form.getByLabel(label(textOf('br', 'identity.fields.phone'))).fill('11987654321');
  await expect(form.getByLabel(label(textOf('br', 'identity.fields.phone')))).toHaveValue(
    '(11) 98765-4321',
  );
  await form
    .getByLabel(label(textOf('br', 'country.common.labels.specialty')))
    .selectOption('CARDIOLOGIA');
  await form.getByLabel(label(textOf('br', stateLabelKey('br')))).selectOption(licence.uf);
  const crm = form.getByLabel(label(textOf('br', identityDocumentLabelKey('br'))));
  await crm.fill(licence.typed);
  await crm.blur();
  // Leading zeros go, and the registry's holder of the CRM is shown.
  await expect(crm).toHaveValue(licence.number);
  await expect(form.getByText(`${licence.firstName} ${licence.lastName}`)).toBeVisible();
  await form.getByLabel(label(textOf('br', 'identity.register.iamDoctor'))).check();
  await form.getByRole('checkbox', { name: /Termos de Uso/ }).check();
  await form.getByRole('button', { name: textOf('br', 'identity.register.submit') }).click();

  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await page.getByRole('button', { name: new RegExp(licence.firstName) }).click();
  await page.getByRole('menuitem', { name: textOf('br', 'nav.myRegistration') }).click();
  await expect(page.getByLabel(label(textOf('br', 'users.edit.email')))).toHaveValue(email);
});

test('a suspended CRM is refused and the doctor sees why', async ({ page, site }) => {
  const dialog = await openLogin(page, site('br'));
  await dialog.getByRole('button', { name: textOf('br', 'identity.login.register') }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(label(textOf('br', stateLabelKey('br')))).selectOption('RJ');
  const crm = form.getByLabel(label(textOf('br', identityDocumentLabelKey('br'))));
  await crm.fill('222222');
  await crm.blur();
  await expect(form.getByText(textOf('br', 'validation.crm.suspended'))).toBeVisible();
});

test('a wrong password is refused with a clear message', async ({ page, site, newDoctor }) => {
  // Failed sign-ins count against the account: a doctor of its own.
  const doctor = await newDoctor('mx');
  await openLogin(page, site('mx'));
  await signIn(page, 'mx', doctor.email, 'NoEsMiClave1');
  await expect(
    page.getByRole('dialog').getByText(textOf('mx', 'identity.errors.invalidLogin')),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});

test('a protected page visited signed out opens after sign-in, and logout signs out', async ({
  page,
  site,
}) => {
  await page.goto(`${site('ar')}/cursos-online`);
  await expect(page).toHaveURL(/\/signin$/);
  await signIn(page, 'ar', 'demo.ar@pulso.example');
  await expect(page).toHaveURL(/\/cursos-online$/);
  await expect(
    page.getByRole('heading', { level: 1, name: textOf('ar', 'pages.courses') }),
  ).toBeVisible();

  await page
    .getByRole('button', { name: new RegExp(textOf('ar', 'nav.accountMenu').split('{{')[0]!) })
    .click();
  await page.getByRole('menuitem', { name: textOf('ar', 'nav.signout') }).click();
  await expect(page).toHaveURL(`${site('ar')}/`);
  expect(await page.evaluate(() => localStorage.getItem('pulso.token'))).toBeNull();
  await page.goto(`${site('ar')}/cursos-online`);
  await expect(page).toHaveURL(/\/signin$/);
});

test('a dentist registered with a CRO sees the dentist warning and is not signed in', async ({
  page,
  site,
}) => {
  await openLogin(page, site('br'));
  await signIn(page, 'br', 'dentista.br@pulso.example');
  const warning = page.getByRole('dialog', { name: 'Aviso aos dentistas' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('pulso.token'))).toBeNull();
});

test('forgot password: the mail arrives, the new password works and the old one no longer does', async ({
  page,
  site,
  newDoctor,
}) => {
  const doctor = await newDoctor('cl');
  const email = doctor.email;
  const dialog = await openLogin(page, site('cl'));
  await dialog.getByRole('button', { name: textOf('cl', 'identity.login.forgotPassword') }).click();
  await page
    .getByRole('dialog')
    .getByLabel(label(textOf('cl', 'identity.fields.email')))
    .fill(email);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: textOf('cl', 'identity.forgotPassword.submit') })
    .click();
  await expect(page.getByText(textOf('cl', 'identity.forgotPassword.sentTitle'))).toBeVisible();

  const mail = await mailTo(email);
  const link = /https?:\/\/\S+resetToken=[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toContain(`${site('cl')}/signin?resetToken=`);
  await page.goto(link!);
  const reset = page.getByRole('dialog');
  await reset.getByLabel(label(textOf('cl', 'identity.fields.newPassword'))).fill('OtraClave2026!');
  await reset
    .getByLabel(label(textOf('cl', 'identity.fields.confirmPassword')))
    .fill('OtraClave2026!');
  await reset.getByRole('button', { name: textOf('cl', 'identity.resetPassword.submit') }).click();
  await expect(page.getByText(textOf('cl', 'identity.resetPassword.done'))).toBeVisible();

  await page.goto(`${site('cl')}/signin`);
  await signIn(page, 'cl', email, doctor.password);
  await expect(
    page.getByRole('dialog').getByText(textOf('cl', 'identity.errors.invalidLogin')),
  ).toBeVisible();
  await page.goto(`${site('cl')}/signin`);
  await signIn(page, 'cl', email, 'OtraClave2026!');
  await expect(page).toHaveURL(/\/home$/);
});

test('Mexico and Chile registration forms show their own fields and labels', async ({
  page,
  site,
}) => {
  const dialog = await openLogin(page, site('mx'));
  await dialog.getByRole('button', { name: textOf('mx', 'identity.login.register') }).click();
  let form = page.getByRole('dialog');
  await expect(
    form.getByLabel(label(textOf('mx', 'country.common.labels.treatment'))),
  ).toBeVisible();
  await expect(form.getByLabel(label(textOf('mx', stateLabelKey('mx'))))).toBeVisible();
  await expect(form.getByLabel(label(textOf('mx', identityDocumentLabelKey('mx'))))).toBeVisible();
  await expect(
    form.getByLabel(label(textOf('mx', 'country.common.labels.salesRepresentativeCode'))),
  ).toBeVisible();
  await expect(form.getByLabel(label(textOf('mx', 'country.common.labels.rut')))).toHaveCount(0);

  const chile = await openLogin(page, site('cl'));
  await chile.getByRole('button', { name: textOf('cl', 'identity.login.register') }).click();
  form = page.getByRole('dialog');
  await expect(form.getByLabel(label(textOf('cl', stateLabelKey('cl'))))).toBeVisible();
  const rut = form.getByLabel(label(textOf('cl', 'country.common.labels.rut')));
  await expect(rut).toBeVisible();
  await expect(form.getByLabel(label(textOf('cl', 'country.common.labels.treatment')))).toHaveCount(
    0,
  );
  await rut.fill('12.345.678-9');
  await form.getByRole('button', { name: textOf('cl', 'identity.register.submit') }).click();
  await expect(form.getByText(textOf('cl', 'validation.rut.invalid'))).toBeVisible();
});
