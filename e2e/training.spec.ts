// Issue 5 end to end: a course's exam in Spanish and in Portuguese (terms, start, autosave, a
// reload that resumes the same attempt, pass), the certificate PDF and its public verification
// signed out, a failed attempt with its wrong answers (not the right ones: attempts are left) and
// the next attempt a day later (decision 072), and the speaker-training gate and area with a slide
// deck.
import type { Page, Response } from '@playwright/test';
import { type CountryCode, type FreshDoctor, expect, test, textOf, textWith } from './fixtures.ts';
import { demoItem } from './support/demo-content.ts';
import { type DemoQuestion, demoQuestionBank } from './support/demo-training.ts';
import { downloadedBytes, pdfText } from './support/pdf.ts';

/** A demo doctor without the speaker flag, for the journey that only looks. */
const mexicanDemoDoctor = 'demo.mx@pulso.example';
const speaker = 'speaker.br@pulso.example';

/** The doctor's name as a certificate prints it (a Mexican doctor's treatment comes first). */
const certificateName = (doctor: FreshDoctor) =>
  doctor.treatment ? `${doctor.treatment} ${doctor.name}` : doctor.name;

/** A course per journey. */
const passedCourses = {
  mx: 'curso-anticoncepcion-basada-en-la-evidencia',
  br: 'curso-contracepcao-baseada-em-evidencias',
} as const;
const failedCourse = 'curso-hipertensao-pulmonar-para-clinicos';

const VERIFICATION_CODE = /[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}/;

/** Whether a response is the answer to `method` on the course's `training/{id}/{call}`. */
const trainingCall = (id: string, call: string, method: string) => (response: Response) =>
  response.request().method() === method &&
  new URL(response.url()).pathname === `/api/training/${id}/${call}`;

/** From the course's "more info" screen: accepts the terms and opens the exam. */
async function acceptTermsAndOpenExam(page: Page, country: CountryCode, checkRequired = false) {
  const t = (key: string) => textOf(country, key);
  await expect(
    page.getByRole('heading', { level: 1, name: t('training.moreInfo.title') }),
  ).toBeVisible();
  const terms = page.getByRole('region', { name: t('training.terms.title') });
  const accept = terms.getByRole('button', { name: t('training.terms.accept') });
  if (checkRequired) {
    // The terms are not accepted without ticking the box, and the box says so.
    await accept.click();
    await expect(terms.getByText(t('training.terms.required'))).toBeVisible();
  }
  await terms.getByRole('checkbox', { name: t('training.terms.checkbox') }).check();
  await accept.click();
  await expect(terms.getByRole('status')).toHaveText(`✓ ${t('training.terms.accepted')}`);
  await terms.getByRole('link', { name: t('training.terms.goToExam') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: t('training.exam.title') }),
  ).toBeVisible();
}

/** Starts the exam and returns the attempt's id (`POST training/{id}/start`). */
async function startExam(page: Page, country: CountryCode, id: string): Promise<string> {
  const started = page.waitForResponse(trainingCall(id, 'start', 'POST'));
  await page.getByRole('button', { name: textOf(country, 'training.exam.start') }).click();
  const response = await started;
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { attemptId: string }).attemptId;
}

/** The exam's screen: the question shown, its options, moving on, the time left. */
function examScreen(page: Page, country: CountryCode, bank: readonly DemoQuestion[]) {
  const total = bank.length;
  const group = (question: DemoQuestion) =>
    page.getByRole('radiogroup', { name: question.question, exact: true });
  return {
    group,
    /** The bank's question that is shown as number `number`. */
    async shown(number: number): Promise<DemoQuestion> {
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: textWith(country, 'training.exam.questionOf', { number, total }),
        }),
      ).toBeVisible();
      const visible = await Promise.all(bank.map((question) => group(question).isVisible()));
      const found = bank.filter((_question, index) => visible[index]);
      expect(found, `the bank's question shown as number ${number}`).toHaveLength(1);
      return found[0]!;
    },
    choose: (question: DemoQuestion, option: string) =>
      group(question).getByRole('radio', { name: option, exact: true }).check(),
    next: () => page.getByRole('button', { name: textOf(country, 'training.exam.next') }).click(),
    /** A question's button in the navigator, named by whether it is answered. */
    jump: (number: number, answered: boolean) =>
      page
        .getByRole('navigation', { name: textOf(country, 'training.exam.questions') })
        .getByRole('button', {
          name: textWith(country, answered ? 'training.exam.goToAnswered' : 'training.exam.goTo', {
            number,
          }),
          exact: true,
        }),
    /** The seconds left the timer shows (`mm:ss`). */
    async secondsLeft(): Promise<number> {
      const timer = page.getByRole('timer', { name: textOf(country, 'training.exam.timeLeft') });
      const text = (await timer.textContent()) ?? '';
      const match = /^(\d+):(\d{2})$/.exec(text.trim());
      expect(match, `a mm:ss clock, not "${text}"`).not.toBeNull();
      return Number(match![1]) * 60 + Number(match![2]);
    },
    finish: () =>
      page.getByRole('button', { name: textOf(country, 'training.exam.finish') }).click(),
  };
}

/**
 * Waits until the server saved an attempt holding `count` answers (`PUT training/{id}/answers`
 * carries only the answer that changed; its answer counts those the attempt holds).
 */
const savedWith = (page: Page, id: string, count: number) =>
  page.waitForResponse(
    async (response) =>
      trainingCall(id, 'answers', 'PUT')(response) &&
      response.ok() &&
      ((await response.json()) as { answered?: number }).answered === count,
  );

for (const country of ['mx', 'br'] as const) {
  test(`${country}: take a course's exam, reload in the middle and resume, pass, download the certificate and verify it signed out`, async ({
    page,
    signInAs,
    site,
    browser,
    newDoctor,
  }) => {
    // The longest journey of the suite (every question twice over, a reload, a PDF): 20–28 s on
    // a quiet 2-core machine, past 30 s beside the Vitest run on a slower one.
    test.setTimeout(90_000);
    const t = (key: string) => textOf(country, key);
    // A doctor of its own: a course passed once cannot be taken again.
    const doctor = await newDoctor(country);
    const item = demoItem(passedCourses[country]);
    const bank = demoQuestionBank(item.id);
    expect(item.totalQuestions, 'the demo exam asks the whole bank').toBe(bank.length);
    const total = bank.length;
    const beforeReload = Math.ceil(total / 2);

    // The courses list → the course → its exam information and terms.
    await signInAs(country, doctor.email, { path: '/cursos-online', password: doctor.password });
    await expect(page.getByRole('heading', { level: 1, name: t('pages.courses') })).toBeVisible();
    const card = page
      .getByRole('list', { name: t('training.list.label') })
      .getByRole('listitem')
      .filter({ hasText: item.title });
    await expect(card.getByText(t('training.state.not_started'), { exact: true })).toBeVisible();
    await card.getByRole('link', { name: item.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
    await page.getByRole('link', { name: t('training.course.moreInfo') }).click();
    await expect(page).toHaveURL(`${site(country)}/cursos-online/${item.id}/mas-info`);
    await acceptTermsAndOpenExam(page, country, country === 'mx');
    const attemptId = await startExam(page, country, item.id);

    // The first half, answered right; each answer is saved as it is given.
    const exam = examScreen(page, country, bank);
    const asked: DemoQuestion[] = [];
    for (let number = 1; number <= beforeReload; number += 1) {
      const question = await exam.shown(number);
      asked.push(question);
      const saved = number === beforeReload ? savedWith(page, item.id, number) : undefined;
      await exam.choose(question, question.right);
      await saved;
      await exam.next();
    }
    await exam.shown(beforeReload + 1);
    const leftBeforeReload = await exam.secondsLeft();

    // A reload resumes the same attempt at the first unanswered question, with its answers and
    // no more time than it had.
    const resumed = page.waitForResponse(trainingCall(item.id, 'attempt', 'GET'));
    await page.reload();
    const { attempt } = (await (await resumed).json()) as { attempt: { attemptId: string } };
    expect(attempt.attemptId).toBe(attemptId);
    await exam.shown(beforeReload + 1);
    const leftAfterReload = await exam.secondsLeft();
    expect(leftAfterReload).toBeGreaterThan(0);
    expect(leftAfterReload).toBeLessThanOrEqual(leftBeforeReload);
    for (let number = 1; number <= total; number += 1)
      await expect(exam.jump(number, number <= beforeReload)).toBeVisible();
    for (const [index, question] of asked.entries()) {
      await exam.jump(index + 1, true).click();
      expect(await exam.shown(index + 1)).toBe(question);
      await expect(
        exam.group(question).getByRole('radio', { name: question.right, exact: true }),
      ).toBeChecked();
    }

    // The rest, answered right, then finished: passed, every answer right.
    await exam.jump(beforeReload + 1, false).click();
    for (let number = beforeReload + 1; number <= total; number += 1) {
      const question = await exam.shown(number);
      await exam.choose(question, question.right);
      if (number < total) await exam.next();
    }
    await exam.finish();
    const result = page.getByRole('status').filter({ hasText: t('training.result.passed') });
    await expect(result).toBeVisible();
    await expect(
      result.getByText(textWith(country, 'training.result.score', { correct: total, total })),
    ).toBeVisible();
    await expect(page.getByText(t('training.result.allRight'))).toBeVisible();

    // The certificate PDF, fetched with the session: the doctor's name as written, the course,
    // the item's approval code and the verification code the certificates page lists.
    const downloading = page.waitForEvent('download');
    await result
      .getByRole('button', {
        name: textWith(country, 'training.certificates.downloadOf', { title: item.title }),
      })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^certificado-.+\.pdf$/);
    const text = await pdfText(await downloadedBytes(download));

    await result.getByRole('link', { name: t('training.result.allCertificates') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t('pages.certificates') }),
    ).toBeVisible();
    const listed = page
      .getByRole('list', { name: t('pages.certificates') })
      .getByRole('listitem')
      .filter({ hasText: item.title });
    await expect(listed).toHaveCount(1);
    const code = VERIFICATION_CODE.exec((await listed.textContent()) ?? '')?.[0];
    expect(code, 'the verification code on the certificates page').toBeDefined();

    expect(text).toContain(certificateName(doctor));
    expect(text).toContain(item.title);
    expect(item.cfApprovalCode, 'the demo course has an approval code').toMatch(/\S/);
    expect(text).toContain(item.cfApprovalCode!);
    expect(text).toContain(code!);
    // The QR code's address is printed too: the country's site, the code's public page.
    const verificationUrl = `${site(country)}/certificados/verificar/${code}`;
    expect(text).toContain(verificationUrl);

    // Signed out, in a browser of its own, the page the QR code opens says it is valid.
    const visitor = await browser.newContext();
    try {
      const publicPage = await visitor.newPage();
      await publicPage.goto(verificationUrl);
      const valid = publicPage
        .getByRole('status')
        .filter({ hasText: textOf(country, 'training.verify.validTitle') });
      await expect(valid).toBeVisible();
      await expect(valid.getByText(certificateName(doctor), { exact: true })).toBeVisible();
      await expect(valid.getByText(item.title, { exact: true })).toBeVisible();
      await expect(valid.getByText(code!, { exact: true })).toBeVisible();
    } finally {
      await visitor.close();
    }
  });
}

test('br: a failed attempt shows its wrong answers but not the right ones, and when the next attempt opens', async ({
  page,
  signInAs,
  newDoctor,
}) => {
  const doctor = await newDoctor('br');
  const t = (key: string) => textOf('br', key);
  const item = demoItem(failedCourse);
  const bank = demoQuestionBank(item.id);
  const total = bank.length;
  await signInAs('br', doctor.email, {
    path: `/cursos-online/${item.id}/mas-info`,
    password: doctor.password,
  });
  await acceptTermsAndOpenExam(page, 'br');
  await startExam(page, 'br', item.id);

  // Two right, the rest wrong on purpose but the last, left unanswered.
  const exam = examScreen(page, 'br', bank);
  const chosen = new Map<DemoQuestion, string | null>();
  for (let number = 1; number <= total; number += 1) {
    const question = await exam.shown(number);
    const option = number <= 2 ? question.right : number < total ? question.wrong[0]! : null;
    chosen.set(question, option);
    if (option) await exam.choose(question, option);
    if (number < total) await exam.next();
  }
  await exam.finish();
  const confirm = page.getByRole('alert').filter({ hasText: t('training.exam.confirmTitle') });
  await expect(
    confirm.getByText(textWith('br', 'training.exam.confirmUnanswered_one', { count: 1 })),
  ).toBeVisible();
  await confirm.getByRole('button', { name: t('training.exam.finishAnyway') }).click();

  const result = page.getByRole('status').filter({ hasText: t('training.result.failed') });
  await expect(result).toBeVisible();
  await expect(
    result.getByText(textWith('br', 'training.result.score', { correct: 2, total })),
  ).toBeVisible();
  await expect(result.getByRole('button', { name: /certificado/i })).toHaveCount(0);

  const feedback = page.getByRole('region', { name: t('training.result.feedbackTitle') });
  await expect(
    feedback.getByText(textWith('br', 'training.result.wrongCount_other', { count: total - 2 })),
  ).toBeVisible();
  expect(chosen.size).toBe(total);
  for (const [question, option] of chosen) {
    const entry = feedback.getByRole('listitem').filter({ hasText: question.question });
    await expect(entry).toHaveCount(1);
    const verdict =
      option === null ? 'unanswered' : option === question.right ? 'correct' : 'wrong';
    await expect(
      entry.getByText(t(`training.result.verdict.${verdict}`), { exact: true }),
    ).toBeVisible();
    await expect(
      entry.getByRole('listitem').filter({ hasText: t('training.result.yourAnswer') }),
    ).toHaveText(`${t('training.result.yourAnswer')} ${option ?? t('training.result.noAnswer')}`);
    // Attempts are left: which option is right is not shown (nor sent).
    await expect(
      entry.getByRole('listitem').filter({ hasText: t('training.result.rightAnswer') }),
    ).toHaveCount(0);
  }
  await expect(
    feedback.getByText(t('training.result.correctLater'), { exact: false }),
  ).toBeVisible();

  // Two attempts of three are left, the next a day later: no retake now.
  await expect(
    result.getByText(textWith('br', 'training.attempts.left_other', { count: 2, max: 3 })),
  ).toBeVisible();
  await expect(
    result.getByText(textWith('br', 'training.attempts.nextAt', { date: '' }).trim(), {
      exact: false,
    }),
  ).toBeVisible();
  await expect(result.getByRole('button', { name: t('training.result.retake') })).toHaveCount(0);

  // Back on the exam screen later (a reload): the same, and no start.
  await page.reload();
  await expect(
    page.getByText(textWith('br', 'training.attempts.left_other', { count: 2, max: 3 })),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: t('training.exam.start') })).toHaveCount(0);
});

test('mx: a doctor without the speaker flag is sent home from the speaker-training area', async ({
  page,
  signInAs,
  site,
}) => {
  const mexican = demoItem('speaker-training-presentacion-de-casos-cardiorrenales');
  for (const path of ['/speaker-training', `/speaker-training/${mexican.id}`]) {
    await signInAs('mx', mexicanDemoDoctor, { path });
    await expect(page).toHaveURL(`${site('mx')}/home`);
    await expect(
      page.getByRole('heading', { level: 1, name: textOf('mx', 'pages.speakerTraining') }),
    ).toHaveCount(0);
    await expect(page.getByRole('heading', { name: mexican.title })).toHaveCount(0);
  }
});

test("br: a speaker sees the speaker-training area and an item's slide deck", async ({
  page,
  signInAs,
  site,
}) => {
  const t = (key: string) => textOf('br', key);
  const item = demoItem('speaker-training-comunicacao-cientifica-eficaz');
  await signInAs('br', speaker, { path: '/speaker-training' });
  await expect(
    page.getByRole('heading', { level: 1, name: t('pages.speakerTraining') }),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: item.title }).first().click();
  await expect(page).toHaveURL(`${site('br')}/speaker-training/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();

  const exam = page.getByRole('region', { name: t('speakerTraining.exam.title') });
  await expect(exam.getByRole('link', { name: t('speakerTraining.exam.take') })).toHaveAttribute(
    'href',
    `/speaker-training/${item.id}/examen`,
  );

  // The deck is shown in the page and downloads as a real PDF.
  const deck = page.getByRole('region', { name: t('speakerTraining.deck.title') });
  const frame = deck.getByTitle(
    textWith('br', 'speakerTraining.deck.frameTitle', { title: item.title }),
  );
  await expect(frame).toBeVisible();
  const download = deck.getByRole('link', { name: t('speakerTraining.deck.download') });
  const src = await frame.getAttribute('src');
  // A signed URL (decision 016): the bare path of the deck answers nobody.
  expect(src).toMatch(/\.pdf\?exp=\d+&sig=[\w-]+$/);
  await expect(download).toHaveAttribute('href', src!);
  const bare = src!.split('?')[0]!;
  expect(await page.evaluate(async (url) => (await fetch(url)).status, bare)).toBe(403);
  const downloading = page.waitForEvent('download');
  await download.click();
  const bytes = await downloadedBytes(await downloading);
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  expect((await pdfText(bytes)).trim()).not.toBe('');
});
