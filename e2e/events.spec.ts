// Issue 14 end to end, in Spanish (Mexico, desktop) and Portuguese (Brazil, 375 px): the events
// list → an event → register → its .ics → the waiting room counting down on the server's clock,
// then the live event's meeting screen: our player playing the stream, and the attendance.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { calendarUtcStamp, type EventDetail, type EventsPage } from '@pulso/contracts/events';
import { type CountryCode, expect, test, textOf, textWith } from './fixtures.ts';

const journeys = [
  { country: 'mx', viewport: { width: 1280, height: 900 } },
  { country: 'br', viewport: { width: 375, height: 812 } },
] as const satisfies readonly { country: CountryCode; viewport: object }[];

/** The event's page read from the API answer the page itself receives. */
async function openEvent(page: Page, id: string): Promise<EventDetail> {
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/events/${id}` && r.ok(),
  );
  await page.locator(`a[href="/eventos/${id}"]`).first().click();
  return (await (await answer).json()) as EventDetail;
}

for (const { country, viewport } of journeys) {
  test(`events (${country}, ${viewport.width} px): list, register, .ics, waiting room, player, attendance`, async ({
    page,
    signInAs,
    newDoctor,
  }) => {
    // A new doctor (registered through the identity provider) and the sign-in form come first.
    test.setTimeout(60_000);
    const t = (key: string) => textOf(country, key);
    await page.setViewportSize(viewport);
    const doctor = await newDoctor(country);

    // The list, as the page receives it: the stream event that opens soonest but not during the
    // journey (the demo's "opens within minutes", or a later one if this run came late) and the
    // live one.
    const listed = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/events' && r.ok(),
    );
    await signInAs(country, doctor.email, { path: '/eventos', password: doctor.password });
    const { items, serverNow } = (await (await listed).json()) as EventsPage;
    await expect(page.getByRole('heading', { level: 1, name: t('pages.events') })).toBeVisible();
    // The room must stay closed while the journey looks at it: at least 3 minutes ahead.
    const closedUntil = Date.parse(serverNow) + 3 * 60_000;
    const next = items
      .filter((event) => event.status === 'upcoming' && event.provider === 'stream')
      .filter((event) => Date.parse(event.opensAt) > closedUntil)
      .sort((a, b) => a.opensAt.localeCompare(b.opensAt))[0];
    const live = items.find((event) => event.status === 'live' && event.provider === 'stream');
    expect(next, 'an upcoming stream event').toBeDefined();
    expect(live, 'a live stream event').toBeDefined();
    await expect(page.getByRole('list', { name: t('events.list.label') })).toContainText(
      next!.title,
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    // The event: register in one click.
    const event = await openEvent(page, next!.id);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await page.getByRole('button', { name: t('events.registration.register') }).click();
    await expect(page.getByRole('button', { name: t('events.registration.cancel') })).toBeVisible();
    await expect(page.getByText(t('events.registration.youAreRegistered'))).toBeVisible();

    // The .ics: a calendar whose start is the event's, in UTC.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('events.calendar.ics') }).click();
    const ics = await readFile((await (await downloading).path())!, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(ics).toContain(`DTSTART:${calendarUtcStamp(event.startsAt)}`);

    // The waiting room counts down by itself.
    await page.getByRole('link', { name: t('events.detail.waitingRoom') }).click();
    const timer = page.getByRole('timer', { name: t('events.meeting.opensIn') });
    await expect(timer).toBeVisible();
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first!, { timeout: 3_000 });
    await expect(
      page.getByRole('heading', { name: new RegExp(t('events.detail.agenda')) }),
    ).toBeVisible();

    // The live event: registered, its meeting screen plays our stream and shows the attendance.
    await page.getByRole('link', { name: `← ${t('events.meeting.backToEvent')}` }).click();
    await page.getByRole('link', { name: `← ${t('events.detail.back')}` }).click();
    await openEvent(page, live!.id);
    await page.getByRole('button', { name: t('events.registration.register') }).click();
    await page.getByRole('link', { name: t('events.detail.join') }).click();
    const player = page.getByTestId('stream-player');
    await expect(player).toBeVisible();
    await expect
      .poll(() =>
        player.evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0),
      )
      .toBe(true);
    await expect(
      page.getByText(textWith(country, 'events.meeting.attendance_other', { count: 0 })),
    ).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
}
