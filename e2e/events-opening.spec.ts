// Issue 14, the meeting screen through time without a reload: a doctor opens
// `/eventos/{id}/participar` of an event that opens seconds ahead, registers there, watches the
// waiting room count down, and the same page turns into our stream player at the opening, then
// into "the event has ended" with its recording. The event is the test's own: the e2e server
// sets EVENTS_TEST_FIXTURES (playwright.config.ts), which adds POST /__testing/events.
import type { APIRequestContext } from '@playwright/test';
import { PASSWORD, type CountryCode, expect, test, textOf } from './fixtures.ts';

const journeys = [
  { country: 'mx', viewport: { width: 1280, height: 900 } },
  { country: 'br', viewport: { width: 375, height: 812 } },
] as const satisfies readonly { country: CountryCode; viewport: object }[];

/** Seconds from the creation to the opening (room for the page and the registration). */
const OPENS_IN = 25;
/** Seconds the event lasts. */
const LASTS = 10;

async function createEvent(request: APIRequestContext, country: CountryCode): Promise<string> {
  const answer = await request.post('/__testing/events', {
    data: { country, opensInSeconds: OPENS_IN, durationSeconds: LASTS, recorded: true },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

for (const { country, viewport } of journeys) {
  test(`meeting screen (${country}, ${viewport.width} px): waiting room → player → ended, no reload`, async ({
    page,
    request,
    signInAs,
    site,
  }) => {
    // Signing in on a loaded machine can take most of a minute; the event opens 25 s after it is made.
    test.setTimeout(180_000);
    const t = (key: string) => textOf(country, key);
    await page.setViewportSize(viewport);
    await signInAs(country, `demo.${country}@pulso.example`, { password: PASSWORD });
    const id = await createEvent(request, country);
    await page.goto(`${site(country)}/eventos/${id}/participar`);

    // Not registered yet: the meeting screen offers the registration, in one click.
    const offer = page
      .getByRole('status')
      .filter({ hasText: t('events.meeting.registerFirstTitle') });
    await offer.getByRole('button', { name: t('events.registration.register') }).click();

    // The waiting room counts down on the server's clock. A mark on the window tells whether
    // the page was ever reloaded after this point.
    const timer = page.getByRole('timer', { name: t('events.meeting.opensIn') });
    await expect(timer).toBeVisible();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first!, { timeout: 3_000 });

    // At the opening, the same page becomes the meeting: our player, playing.
    const player = page.getByTestId('stream-player');
    await expect(player).toBeVisible({ timeout: (OPENS_IN + 10) * 1000 });
    await expect(timer).toBeHidden();
    await expect
      .poll(() =>
        player.evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0),
      )
      .toBe(true);

    // At the end: "the event has ended" and its recording, still without a reload.
    const ended = page.getByTestId('meeting-ended');
    await expect(ended).toBeVisible({ timeout: (LASTS + 10) * 1000 });
    await expect(ended.getByText(t('events.meeting.endedTitle'))).toBeVisible();
    await expect(page.getByTestId('event-recording')).toBeVisible();
    await expect(player).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
      'the page was not reloaded',
    ).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
}
