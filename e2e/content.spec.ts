// Issue 4 end to end: the signed-in home, a list, the content screen with episodes and seasons,
// the video player with range requests, search with and without accents, see later, and the
// public token link (`npm run content:token`) with its terms and its problem pages.
import { identityDocumentLabelKey } from '@pulso/contracts/labels';
import type { Locator, Page, Response } from '@playwright/test';
import { type CountryCode, expect, label, test, textOf, textWith } from './fixtures.ts';
import { contentTokenLink, forgeContentToken } from './support/content-token.ts';
import { demoBannersOf, demoBannerTitles, demoItem } from './support/demo-content.ts';

const doctors = { mx: 'demo.mx@pulso.example', br: 'demo.br@pulso.example' } as const;
const news = { mx: '/novedades', br: '/novidades' } as const;
const contentSection = { mx: 'contenidos', br: 'conteudos' } as const;

/** Follows a link of the header's navigation, by its translated name (`nav.*`). */
const navigate = (page: Page, country: CountryCode, key: string) =>
  page
    .getByRole('navigation', { name: textOf(country, 'nav.primary') })
    .getByRole('link', { name: textOf(country, key) })
    .click();

/** A home row (a titled section of cards) by its translated heading. */
const row = (page: Page, country: CountryCode, id: string) =>
  page.getByRole('region', { name: textOf(country, `home.rows.${id}`), exact: true });

/** Plays a media element as its own play button would, and waits until time runs. */
async function playAndWatch(media: Locator) {
  await media.evaluate((element: HTMLMediaElement) => element.play());
  await expect
    .poll(() => media.evaluate((element: HTMLMediaElement) => element.currentTime))
    .toBeGreaterThan(0.5);
  expect(await media.evaluate((element: HTMLMediaElement) => element.paused)).toBe(false);
}

for (const country of ['mx', 'br'] as const) {
  test(`${country}: a doctor signs in and the home shows the country's banners and rows`, async ({
    page,
    signInAs,
  }) => {
    // The carousel does not move by itself for users who prefer reduced motion.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInAs(country, doctors[country], { form: true });

    const banners = page.getByRole('region', { name: textOf(country, 'home.banners.label') });
    const titles = demoBannerTitles(country);
    await expect(banners.getByRole('heading', { level: 2 })).toHaveText(titles[0]!);
    await expect(banners.getByRole('group', { includeHidden: true, name: /\d/ })).toHaveCount(
      titles.length,
    );
    // Each dot is a target of at least 24 × 24 px (WCAG 2.2, 2.5.8).
    const box = await banners.locator('button[aria-current="true"]').boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
    await banners.getByRole('button', { name: textOf(country, 'home.banners.next') }).click();
    await expect(banners.getByRole('heading', { level: 2 })).toHaveText(titles[1]!);

    for (const id of ['novelty', 'moreyou']) {
      await expect(row(page, country, id).getByRole('link').first()).toBeVisible();
    }
    // The rows hold the country's own items only: a title of the other language is never there.
    const other =
      country === 'br' ? demoItem('cardiorrenal-en-la-practica') : demoItem('cardiologia-em-pauta');
    await expect(page.getByRole('link', { name: other.title, exact: true })).toHaveCount(0);

    // A banner opens the item it promotes.
    const promoted = demoItem(demoBannersOf(country)[1]!.contentId!);
    await banners.getByRole('link', { name: new RegExp(titles[1]!) }).click();
    await expect(page).toHaveURL(
      new RegExp(`/(${contentSection[country]}|productos|cursos-online)/${promoted.id}$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(promoted.title);
  });

  test(`${country}: the news list pages on and opens an item in its own section`, async ({
    page,
    signInAs,
  }) => {
    await signInAs(country, doctors[country]);
    await navigate(page, country, 'nav.news');
    await expect(page).toHaveURL(new RegExp(`${news[country]}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: textOf(country, 'pages.news') }),
    ).toBeVisible();

    const cards = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
    await expect(cards).toHaveCount(20);
    // Scrolling down to the end of the list loads the next page by itself, without a click. (The
    // page scrolls as a user's wheel would: an action on the button itself would race the button
    // being replaced while the next page loads.)
    await expect(
      page.getByRole('button', { name: textOf(country, 'content.list.more') }),
    ).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => cards.count()).toBeGreaterThan(20);

    const first = (await cards.first().textContent())!;
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${news[country]}/[\\w-]+$`));
    await expect(page.getByRole('heading', { level: 1, name: first, exact: true })).toBeVisible();
  });
}

test('mx: where the list cannot load by itself, the "more" button loads the next page', async ({
  page,
  signInAs,
}) => {
  // A browser without IntersectionObserver: the button is the only way on (as for keyboard users).
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });
  await signInAs('mx', doctors.mx, { path: news.mx });
  const cards = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
  await expect(cards).toHaveCount(20);
  const more = page.getByRole('button', { name: textOf('mx', 'content.list.more') });
  expect(await page.evaluate(() => 'IntersectionObserver' in window)).toBe(false);
  await more.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => cards.count()).toBeGreaterThan(20);
});

test('mx: an item with episodes: choose one, play its video, seek, switch episode', async ({
  page,
  signInAs,
  site,
}) => {
  const item = demoItem('cancer-colorrectal-metastasico-continuo-de-tratamiento');
  const [first, , third] = item.episodes;
  const media: Response[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/media/demo/demo-video')) media.push(response);
  });
  await signInAs('mx', doctors.mx, { path: `/contenidos/${item.id}` });
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  await expect(page.getByText(textOf('mx', 'content.parts.choose'))).toBeVisible();

  const episodes = page.getByRole('list', { name: textOf('mx', 'content.parts.episodes') });
  await expect(episodes.getByRole('link')).toHaveCount(item.episodes.length);
  await episodes.getByRole('link', { name: first!.title }).click();
  await expect(page).toHaveURL(`${site('mx')}/contenidos/${item.id}/${first!.id}`);
  await expect(episodes.getByRole('link', { name: first!.title })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('heading', { level: 2, name: first!.title })).toBeVisible();

  const video = page.getByLabel(first!.title, { exact: true });
  await playAndWatch(video);

  // The server answers range requests, so the player can jump ahead.
  await expect.poll(() => media.some((response) => response.status() === 206)).toBe(true);
  const partial = media.find((response) => response.status() === 206)!;
  expect(await partial.headerValue('content-range')).toMatch(/^bytes \d+-\d+\/\d+$/);
  expect(await video.evaluate((element: HTMLVideoElement) => element.seekable.length)).toBe(1);
  const landed = await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
        element.currentTime = 5;
      }),
  );
  expect(landed).toBeGreaterThanOrEqual(5);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(5.3);

  // Another episode replaces the first in the player and plays from its start.
  await episodes.getByRole('link', { name: third!.title }).click();
  await expect(page).toHaveURL(`${site('mx')}/contenidos/${item.id}/${third!.id}`);
  await expect(episodes.getByRole('link', { name: third!.title })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(episodes.getByRole('link', { name: first!.title })).not.toHaveAttribute(
    'aria-current',
  );
  await expect(page.getByLabel(first!.title, { exact: true })).toHaveCount(0);
  await playAndWatch(page.getByLabel(third!.title, { exact: true }));
});

test('br: a series with seasons: choose a season, then an episode of it', async ({
  page,
  signInAs,
  site,
}) => {
  const item = demoItem('cardiologia-em-pauta');
  const [one, two] = item.seasons;
  const episode = two!.episodes[2]!;
  await signInAs('br', doctors.br, { path: `/conteudos/${item.id}` });
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();

  const seasons = page.getByRole('tablist', { name: textOf('br', 'content.parts.seasons') });
  await expect(seasons.getByRole('tab')).toHaveText([one!.title, two!.title]);
  await expect(seasons.getByRole('tab', { name: one!.title })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const seasonList = (season: { title: string }) =>
    page.getByRole('list', {
      name: textWith('br', 'content.parts.seasonEpisodes', { season: season.title }),
    });
  await expect(seasonList(one!).getByRole('link')).toHaveCount(one!.episodes.length);

  await seasons.getByRole('tab', { name: two!.title }).click();
  await expect(seasonList(one!)).toHaveCount(0);
  await seasonList(two!).getByRole('link', { name: episode.title }).click();
  await expect(page).toHaveURL(`${site('br')}/conteudos/${item.id}/${episode.id}`);
  await expect(page.getByRole('heading', { level: 2, name: episode.title })).toBeVisible();
  await expect(
    page
      .getByText(textWith('br', 'content.parts.episodeNumber', { number: 3 }), {
        exact: false,
      })
      .first(),
  ).toBeVisible();
  // After the page reloads the chosen episode's season is the one open.
  await page.reload();
  await expect(seasons.getByRole('tab', { name: two!.title })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(seasonList(two!).getByRole('link', { name: episode.title })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test("mx: another country's item is not found, as an unknown one", async ({ page, signInAs }) => {
  const brazilian = demoItem('cardiologia-em-pauta');
  await signInAs('mx', doctors.mx, { path: `/contenidos/${brazilian.id}` });
  const alert = page.getByRole('alert');
  await expect(
    alert.getByRole('heading', { name: textOf('mx', 'content.unavailable.notFound.title') }),
  ).toBeVisible();
  await expect(page.getByText(brazilian.title)).toHaveCount(0);
});

const searches = [
  ['mx', 'anticoagulación', 'anticoagulacion', 'anticoagulacion-fibrilacion-auricular-no-valvular'],
  ['br', 'anticoagulação', 'anticoagulacao', 'anticoagulacao-na-fibrilacao-atrial'],
] as const;

for (const [country, accented, plain, expected] of searches) {
  test(`${country}: search finds the same items with and without accents`, async ({
    page,
    signInAs,
  }) => {
    await signInAs(country, doctors[country]);
    await navigate(page, country, 'nav.search');

    const results = async (q: string) => {
      await page.getByRole('searchbox', { name: textOf(country, 'search.label') }).fill(q);
      await page.getByRole('button', { name: textOf(country, 'search.submit') }).click();
      await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(q)}$`));
      const list = page.getByRole('list', {
        name: textWith(country, 'search.resultsLabel', { q }),
      });
      await expect(list).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: q })).toBeVisible();
      return list.getByRole('heading').allTextContents();
    };

    const withAccents = await results(accented);
    expect(withAccents).toContain(demoItem(expected).title);
    expect(await results(plain)).toEqual(withAccents);
  });
}

test('mx: save an item for later, find it on the home, then remove it', async ({
  page,
  signInAs,
  newDoctor,
}) => {
  const doctor = await newDoctor('mx');
  const item = demoItem('cardiorrenal-en-la-practica');
  const seeLater = row(page, 'mx', 'seeLater');
  const toggle = page.getByRole('button', { name: textOf('mx', 'content.save.label') });
  /** Goes home and answers the ids of the see-later list the home received. */
  const openHome = async () => {
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/saved') && r.ok());
    await navigate(page, 'mx', 'nav.home');
    const { items } = (await (await saved).json()) as { items: { id: string }[] };
    await expect(row(page, 'mx', 'novelty')).toBeVisible();
    return items.map((saved) => saved.id);
  };

  await signInAs('mx', doctor.email, {
    path: `/contenidos/${item.id}`,
    password: doctor.password,
  });
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  // A new account has saved nothing.
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  expect(await openHome()).toContain(item.id);
  await seeLater.getByRole('link', { name: item.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await page.reload();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  // The server no longer lists it, and neither does the home.
  expect(await openHome()).not.toContain(item.id);
  await expect(seeLater.getByRole('link', { name: item.title })).toHaveCount(0);
});

test('signed out: a token link shows the terms, then the item; forged or other-item links are refused', async ({
  page,
  site,
}) => {
  const item = demoItem('cancer-colorretal-metastatico-continuo-de-tratamento');
  const episode = item.episodes[0]!;
  const link = contentTokenLink(item.id, 'br', site('br'));
  expect(link.origin).toBe(site('br'));
  expect(link.pathname).toBe(`/aceite-teste/${item.id}`);

  await page.goto(link.href);
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  const form = page.getByRole('form', { name: textOf('br', 'publicContent.terms.title') });
  await form.getByRole('button', { name: textOf('br', 'publicContent.form.submit') }).click();
  const name = form.getByLabel(label(textOf('br', 'publicContent.form.name')));
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('Ana Souza');
  await form.getByLabel(label(textOf('br', identityDocumentLabelKey('br')))).fill('104233');
  await form.getByRole('button', { name: textOf('br', 'publicContent.form.submit') }).click();

  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  await expect(form).toHaveCount(0);
  // A reader of a shared link has no account: nothing to save for later.
  await expect(page.getByRole('button', { name: textOf('br', 'content.save.label') })).toHaveCount(
    0,
  );
  await page
    .getByRole('list', { name: textOf('br', 'content.parts.episodes') })
    .getByRole('link', { name: episode.title })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: episode.title })).toBeVisible();
  await expect(page).toHaveURL(/[?&]episodio=/);

  // The acceptance holds for this browser session.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: episode.title })).toBeVisible();

  const problem = async (href: string, code: string) => {
    await page.goto(href);
    await expect(
      page
        .getByRole('alert')
        .getByRole('heading', { name: textOf('br', `publicContent.problems.${code}.title`) }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: item.title })).toHaveCount(0);
  };
  const token = link.searchParams.get('token')!;
  const other = demoItem('cardiologia-em-pauta');
  await problem(
    `${site('br')}/aceite-teste/${item.id}?token=${forgeContentToken(token, { sub: other.id })}`,
    'token-invalid',
  );
  await problem(`${site('br')}/aceite-teste/${other.id}?token=${token}`, 'token-other-content');
});

test('375 px: the token page fits the screen and the episodes follow "choose an episode"', async ({
  page,
  site,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const item = demoItem('cancer-colorretal-metastatico-continuo-de-tratamento');
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  await page.goto(contentTokenLink(item.id, 'br', site('br')).href);
  const form = page.getByRole('form', { name: textOf('br', 'publicContent.terms.title') });
  await expect(form).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(375);

  await form.getByLabel(label(textOf('br', 'publicContent.form.name'))).fill('Ana Souza');
  await form.getByLabel(label(textOf('br', identityDocumentLabelKey('br')))).fill('104233');
  await form.getByRole('button', { name: textOf('br', 'publicContent.form.submit') }).click();
  const choose = page.getByText(textOf('br', 'content.parts.choose'));
  await expect(choose).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(375);
  const episodes = page.getByRole('list', { name: textOf('br', 'content.parts.episodes') });
  const [prompt, list] = [await choose.boundingBox(), await episodes.boundingBox()];
  // Right under it (the parts' heading in between), not a screenful of details below.
  expect(list!.y - (prompt!.y + prompt!.height)).toBeLessThan(200);
});
