// Issue 6 end to end: the scientific-article popup (spec §2 popup 1, §4 states, §5 rules, §8
// messages) opened from a content item and from the medical-information page, the mail the team
// receives, the doctor's cases with their status, and the team changing a case's status.
import type { Locator, Page } from '@playwright/test';
import {
  type FreshDoctor,
  type SignInAs,
  countryProfiles,
  expect,
  label,
  test,
  textOf,
  textWith,
} from './fixtures.ts';
import { mailTo } from './support/mail.ts';
import { demoItem } from './support/demo-content.ts';

/** A demo doctor, for the journeys that only look (requests are sent by a doctor of their own). */
const demoDoctor = { email: 'demo.br@pulso.example', password: undefined };
const team = 'medinfo.br@pulso.example';
/** The Brazilian team's mailbox (MEDICAL_INFORMATION_MAILBOX_BR's default). */
const mailbox = 'medical-information.br@pulso.example';
const CASE_NUMBER = /MI-BR-\d{4}-\d+/;

const t = (key: string) => textOf('br', key);
/** A title no other run or test uses, to find this request's case and mail. */
const uniqueTitle = (what: string) => `${what} ${Date.now().toString(36)}`;

/** Opens the article popup with the screen's opener button and returns it. */
async function openArticlePopup(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: t('medicalInformation.article.open') }).click();
  const popup = page.getByRole('dialog', { name: t('medicalInformation.article.title') });
  await expect(popup).toBeVisible();
  return popup;
}

/** Signs `doctor` in on a screen with the opener (`path`, headed `heading`) and opens the popup. */
async function openArticlePopupOn(
  page: Page,
  signInAs: SignInAs,
  doctor: Pick<FreshDoctor, 'email'> & { password?: string | undefined },
  path = '/medical-information',
  heading = t('pages.medicalInformation'),
): Promise<Locator> {
  await signInAs('br', doctor.email, { path, password: doctor.password });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return openArticlePopup(page);
}

const closePopup = (popup: Locator) =>
  popup.getByRole('button', { name: t('medicalInformation.request.close') }).click();

const field = (popup: Locator, key: string) => popup.getByLabel(label(t(key)));
const sendButton = (popup: Locator) =>
  popup.getByRole('button', { name: t('medicalInformation.request.send'), exact: true });

/** Fills the article fields and sends the request. */
async function requestArticle(popup: Locator, title: string) {
  await field(popup, 'medicalInformation.request.product').selectOption('Xarelto');
  await field(popup, 'medicalInformation.article.articleTitle').fill(title);
  await field(popup, 'medicalInformation.article.magazine').fill(
    'Revista Brasileira de Cardiologia',
  );
  await field(popup, 'medicalInformation.article.author').fill('Silva JA');
  await field(popup, 'medicalInformation.article.year').fill('2024');
  await sendButton(popup).click();
}

/** The doctor's case that asks for `title`, on the medical-information page. */
const myCase = (page: Page, title: string) =>
  page
    .getByRole('region', { name: t('medicalInformation.cases.title') })
    .getByRole('listitem')
    .filter({ hasText: title });

/** The case number a case card shows. */
async function caseNumberOf(card: Locator): Promise<string> {
  const found = CASE_NUMBER.exec((await card.textContent()) ?? '')?.[0];
  expect(found, 'case number on the card').toBeDefined();
  return found!;
}

test('the article popup opened from a content item: invalid, sent, closed and reopened empty; the team is mailed and the doctor sees the case', async ({
  page,
  signInAs,
  site,
  newDoctor,
}) => {
  const doctor = await newDoctor('br');
  const item = demoItem('cardiologia-em-pauta');
  let popup = await openArticlePopupOn(page, signInAs, doctor, `/conteudos/${item.id}`, item.title);

  // Name and e-mail come from the profile and cannot be changed; the rest starts empty.
  const name = field(popup, 'medicalInformation.request.name');
  await expect(name).toHaveValue(doctor.name);
  await expect(name).not.toBeEditable();
  await expect(field(popup, 'medicalInformation.request.email')).toHaveValue(doctor.email);
  await expect(field(popup, 'medicalInformation.request.email')).not.toBeEditable();
  await expect(field(popup, 'medicalInformation.request.product')).toHaveValue('');
  await expect(popup.getByText(t('medicalInformation.request.requiredNote'))).toBeVisible();

  // The phone takes the Brazilian mask as it is typed.
  const phone = field(popup, 'medicalInformation.request.phone');
  await phone.pressSequentially('11987654321');
  await expect(phone).toHaveValue('(11) 98765-4321');

  // Without the article's title the request is not sent and the popup says why.
  await sendButton(popup).click();
  const articleTitle = field(popup, 'medicalInformation.article.articleTitle');
  await expect(articleTitle).toHaveAttribute('aria-invalid', 'true');
  await expect(articleTitle).toBeFocused();
  await expect(popup.getByText(t('validation.required'))).toBeVisible();
  // Sending marks every field touched: the empty product is pointed out, though not required.
  await expect(popup.getByText(t('medicalInformation.request.productHint'))).toBeVisible();
  await expect(popup).toBeVisible();

  const title = uniqueTitle('Rivaroxabana na doença renal crônica');
  await requestArticle(popup, title);
  const success = popup.getByRole('status');
  await expect(success).toContainText(
    textWith('br', 'medicalInformation.article.success', { name: doctor.name }),
  );
  // …with the way to follow the request.
  await expect(
    success.getByRole('link', { name: t('medicalInformation.request.follow') }),
  ).toHaveAttribute('href', '/medical-information');
  await expect(sendButton(popup)).toHaveCount(0);

  // Closing and opening again gives an empty form, without the message, ready to send.
  await closePopup(popup);
  await expect(popup).toBeHidden();
  popup = await openArticlePopup(page);
  await expect(field(popup, 'medicalInformation.article.articleTitle')).toHaveValue('');
  await expect(field(popup, 'medicalInformation.article.magazine')).toHaveValue('');
  await expect(field(popup, 'medicalInformation.request.phone')).toHaveValue('');
  await expect(field(popup, 'medicalInformation.request.product')).toHaveValue('');
  await expect(field(popup, 'medicalInformation.request.name')).toHaveValue(doctor.name);
  await expect(popup.getByRole('status')).toHaveCount(0);
  await expect(sendButton(popup)).toBeVisible();
  await closePopup(popup);

  // The doctor's case, received: the only one of this new account.
  await page.goto(`${site('br')}/medical-information`);
  const card = myCase(page, title);
  await expect(card).toHaveCount(1);
  await expect(
    page.getByRole('region', { name: t('medicalInformation.cases.title') }).getByRole('listitem'),
  ).toHaveCount(1);
  await expect(
    card.getByText(t('medicalInformation.status.received'), { exact: true }),
  ).toBeVisible();
  const caseNumber = await caseNumberOf(card);

  // The team's mailbox receives the request over SMTP, in Portuguese, with the case number.
  const mail = await mailTo(mailbox, (received) => received.text.includes(title));
  expect(mail.subject).toBe(`Solicitação de Artigo Científico ${caseNumber} — Xarelto`);
  expect(mail.text).toContain(doctor.email);
  expect(mail.text).toContain('(11) 98765-4321');
  expect(mail.text).toContain('Revista Brasileira de Cardiologia');
});

test('from a product screen the popup opens with that product chosen', async ({
  page,
  signInAs,
}) => {
  const product = demoItem('produto-xarelto');
  const popup = await openArticlePopupOn(
    page,
    signInAs,
    demoDoctor,
    `/productos/${product.id}`,
    product.title,
  );
  await expect(field(popup, 'medicalInformation.request.product')).toHaveValue('Xarelto');
});

test('a server error shows the §8 message with the contact link and keeps the form, which then sends as it is', async ({
  page,
  signInAs,
  newDoctor,
}) => {
  const doctor = await newDoctor('br');
  // The server fails the first request only (a 500 cannot be caused from outside on purpose).
  await page.route(
    '**/api/medicalInformation',
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/problem+json',
            body: JSON.stringify({
              type: 'about:blank',
              title: 'Internal Server Error',
              status: 500,
            }),
          })
        : route.fallback(),
    { times: 1 },
  );
  const popup = await openArticlePopupOn(page, signInAs, doctor);
  const title = uniqueTitle('Artigo enviado outra vez');
  await requestArticle(popup, title);

  const error = popup.getByRole('alert');
  await expect(error).toHaveText(
    t('medicalInformation.request.error').replace(/<\/?contact>/g, ''),
  );
  await expect(error.getByRole('link')).toHaveAttribute('href', countryProfiles.br.contact.link);
  await expect(popup.getByRole('status')).toHaveCount(0);
  await expect(field(popup, 'medicalInformation.article.articleTitle')).toHaveValue(title);
  await expect(field(popup, 'medicalInformation.article.magazine')).toHaveValue(
    'Revista Brasileira de Cardiologia',
  );

  // Sent again as it was kept, it goes through: the doctor has that one case, once.
  await sendButton(popup).click();
  await expect(popup.getByRole('status')).toContainText(
    textWith('br', 'medicalInformation.article.success', { name: doctor.name }),
  );
  await closePopup(popup);
  await page.reload();
  const card = myCase(page, title);
  await expect(card).toHaveCount(1);
  await expect(
    page.getByRole('region', { name: t('medicalInformation.cases.title') }).getByRole('listitem'),
  ).toHaveCount(1);
});

test("the team changes a case's status and the doctor sees the new status", async ({
  page,
  signInAs,
  newDoctor,
}) => {
  // Two roles, two sign-ins, a request and a status change: 29 s on a quiet machine.
  test.setTimeout(90_000);
  const doctor = await newDoctor('br');
  const popup = await openArticlePopupOn(page, signInAs, doctor);
  const title = uniqueTitle('Anticoagulação no idoso frágil');
  await requestArticle(popup, title);
  await expect(popup.getByRole('status')).toBeVisible();
  await closePopup(popup);
  const card = myCase(page, title);
  await expect(
    card.getByText(t('medicalInformation.status.received'), { exact: true }),
  ).toBeVisible();
  const caseNumber = await caseNumberOf(card);
  await mailTo(mailbox, (received) => received.subject.includes(caseNumber));

  await signInAs('br', team, { path: '/backoffice/medical-information' });
  await expect(
    page.getByRole('heading', { level: 1, name: t('medicalInformation.team.pageTitle') }),
  ).toBeVisible();
  const inboxItem = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
  await inboxItem
    .getByRole('button', {
      name: textWith('br', 'medicalInformation.team.openCase', { number: caseNumber }),
    })
    .click();
  const drawer = page.getByRole('dialog', {
    name: textWith('br', 'medicalInformation.cases.caseNumber', { number: caseNumber }),
  });
  await expect(drawer.getByRole('cell', { name: doctor.email })).toBeVisible();
  // The mail went out: the team sees it delivered.
  await expect(
    drawer
      .getByRole('region', { name: t('medicalInformation.team.delivery') })
      .getByRole('cell', { name: t('medicalInformation.delivery.sent'), exact: true }),
  ).toBeVisible();

  await drawer
    .getByLabel(t('medicalInformation.team.newStatus'))
    .selectOption({ label: t('medicalInformation.status.in_review') });
  await drawer.getByRole('button', { name: t('medicalInformation.team.saveStatus') }).click();
  await expect(
    drawer.getByRole('region', { name: t('medicalInformation.team.audit') }).getByText(
      textWith('br', 'medicalInformation.audit.status_changed', {
        from: t('medicalInformation.status.received'),
        to: t('medicalInformation.status.in_review'),
      }),
    ),
  ).toBeVisible();
  await expect(
    inboxItem.getByText(t('medicalInformation.status.in_review'), { exact: true }),
  ).toBeVisible();

  await signInAs('br', doctor.email, { path: '/medical-information', password: doctor.password });
  await expect(
    card.getByText(t('medicalInformation.status.in_review'), { exact: true }),
  ).toBeVisible();
});

test('a doctor is not let into the team inbox', async ({ page, signInAs }) => {
  await signInAs('br', demoDoctor.email, { path: '/backoffice/medical-information' });
  // The inbox lives in the back office, which tells a doctor there is no access for them.
  await expect(page.getByRole('alert')).toContainText(t('backoffice.noAccess.title'));
  await expect(page.getByRole('button', { name: /MI-BR-/ })).toHaveCount(0);
});
