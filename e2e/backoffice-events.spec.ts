// Issue 32 (items 1 and 5; decision 075), the staff's events end to end: Mexico's events manager
// creates an event with everything a doctor sees (image, a speaker with a photo, the agenda, a
// material) and sends it to review; Mexico's reviewer approves it with a code; a Mexican doctor
// sees the whole page (the code, the speaker, the agenda, the image) and registers; the manager
// reschedules it and the doctor sees the new time. The back office shows times as doctors'
// pages write them (the zone's city, never `America/Mexico_City`).
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { localTimeIn } from '@pulso/contracts/backoffice/zoned-time';
import { expect, label, test, textOf, textWith } from './fixtures.ts';

const t = (key: string, values: Record<string, string | number> = {}) =>
  textWith('mx', key, values);
const field = (key: string, options?: Record<string, string | number>) =>
  label(t(`backofficeTraining.events.${key}`, options));
/** A real PNG for the media upload (the app's own icon). */
const image = fileURLToPath(new URL('../apps/web/public/icons/icon-192.png', import.meta.url));
const ZONE = 'America/Mexico_City';
const CITY = 'Ciudad de México';
/** `YYYY-MM-DD` in Mexico City, days from now. */
const dayIn = (days: number) =>
  localTimeIn(new Date(Date.now() + days * 86_400_000), ZONE).slice(0, 10);

test('back-office events: made with every field, approved with a code, registered, rescheduled', async ({
  page,
  signInAs,
  newDoctor,
}) => {
  test.setTimeout(240_000);
  const word = randomBytes(3).toString('hex');
  const title = `Simposio de anticoagulación ${word}`;
  const code = `MX-EV-E2E-${word.toUpperCase()}`;
  const speaker = 'Dra. Lucía Herrera';
  const topic = `Casos clínicos ${word}`;
  const day = dayIn(3);

  // The events manager writes the event, every field a doctor sees, and sends it to review.
  await signInAs('mx', 'gestor.eventos.mx@pulso.example', { path: '/backoffice/events' });
  await page.getByRole('button', { name: t('backofficeTraining.events.create') }).click();
  await page.getByLabel(field('fields.title')).fill(title);
  await page.getByLabel(field('fields.synopsis')).fill('Anticoagulación oral en la consulta.');
  await page.getByLabel(field('fields.format')).selectOption('symposium');
  const upload = async (name: string) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name }).click();
    await (await chooser).setFiles(image);
  };
  await upload(t('backofficeTraining.events.text.image'));
  await expect(page.getByText(t('backofficeMedia.uploaded'))).toBeVisible({ timeout: 20_000 });
  await page.getByLabel(field('fields.startsAt', { zone: CITY })).fill(`${day}T18:00`);
  await page.getByLabel(field('fields.endsAt', { zone: CITY })).fill(`${day}T19:30`);

  const row = t('backofficeTraining.events.text.speaker', { number: 1 });
  await page.getByRole('button', { name: t('backofficeTraining.events.text.addSpeaker') }).click();
  await page.getByLabel(field('text.speakerName', { row })).fill(speaker);
  await page.getByLabel(field('text.speakerDescription', { row })).fill('Cardióloga, CDMX');
  await upload(t('backofficeTraining.events.text.speakerPhoto', { row }));
  await expect(page.getByText(t('backofficeMedia.uploaded'))).toHaveCount(2, { timeout: 20_000 });

  const entry = t('backofficeTraining.events.text.agendaEntry', { number: 1 });
  await page
    .getByRole('button', { name: t('backofficeTraining.events.text.addAgendaEntry') })
    .click();
  await expect(page.getByLabel(field('text.agendaStart', { row: entry }))).toHaveValue(
    `${day}T18:00`,
  );
  await page.getByLabel(field('text.agendaTitle', { row: entry })).fill(topic);
  await page.getByLabel(field('text.agendaSpeaker', { row: entry })).selectOption(speaker);

  const material = t('backofficeTraining.events.text.material', { number: 1 });
  await page.getByRole('button', { name: t('backofficeTraining.events.text.addMaterial') }).click();
  await page.getByLabel(field('text.materialTitle', { row: material })).fill('Guía de la sesión');
  await page.getByLabel(field('text.materialKind', { row: material })).selectOption('link');
  await page
    .getByLabel(field('text.materialUrl', { row: material }))
    .fill('https://pulso.example/guia-anticoagulacion');

  await page.getByLabel(field('meeting.provider')).selectOption('jitsi');
  await page.getByLabel(field('meeting.room')).fill(`simposio-${word}`);
  await page.getByRole('button', { name: t('backofficeTraining.events.createSubmit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const id = new URL(page.url()).searchParams.get('event')!;
  // The time as doctors' pages write it: the zone's city, no raw zone name or ISO date.
  await expect(page.getByTestId('event-time').first()).toContainText(`18:00–19:30 ${CITY}`);
  await expect(page.getByText(ZONE)).toHaveCount(0);
  await page.getByRole('button', { name: t('backoffice.review.submit') }).click();
  await expect(
    page.getByText(t('backoffice.review.state.in-review'), { exact: true }),
  ).toBeVisible();

  // Mexico's reviewer approves it with its code.
  await signInAs('mx', 'revisor.mx@pulso.example', { path: `/backoffice/events?event=${id}` });
  await expect(page.getByLabel(field('text.speakerName', { row }))).toHaveValue(speaker);
  await page.getByLabel(label(t('backoffice.review.code'))).fill(code);
  await page.getByRole('button', { name: t('backoffice.review.approve') }).click();
  await expect(
    page.getByText(t('backoffice.review.state.approved'), { exact: true }),
  ).toBeVisible();

  // A Mexican doctor sees the whole page and registers.
  const doctor = await newDoctor('mx');
  await signInAs('mx', doctor.email, { password: doctor.password, path: `/eventos/${id}` });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByText(speaker, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(topic)).toBeVisible();
  const cover = page.getByRole('img', { name: title });
  await expect(cover).toBeVisible();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByTestId('event-time')).toContainText(`18:00–19:30 ${CITY}`);
  await page.getByRole('button', { name: textOf('mx', 'events.registration.register') }).click();
  await expect(page.getByText(textOf('mx', 'events.registration.youAreRegistered'))).toBeVisible();

  // The manager moves it a day later, at 10:00; the doctor sees the new time.
  const later = dayIn(4);
  await signInAs('mx', 'gestor.eventos.mx@pulso.example', {
    path: `/backoffice/events?event=${id}`,
  });
  await page.getByLabel(field('fields.startsAt', { zone: CITY })).fill(`${later}T10:00`);
  await page.getByLabel(field('fields.endsAt', { zone: CITY })).fill(`${later}T11:30`);
  await page.getByRole('button', { name: t('backofficeTraining.events.reschedule') }).click();
  await expect(page.getByText(t('backofficeTraining.events.rescheduled'))).toBeVisible();
  await expect(page.getByTestId('event-time').first()).toContainText(`10:00–11:30 ${CITY}`);

  await signInAs('mx', doctor.email, { password: doctor.password, path: `/eventos/${id}` });
  await expect(page.getByTestId('event-time')).toContainText(`10:00–11:30 ${CITY}`);
  await expect(page.getByText(textOf('mx', 'events.registration.youAreRegistered'))).toBeVisible();
  await expect(page.getByText(topic)).toBeVisible();
});
