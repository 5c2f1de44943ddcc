// Issue 16 (push) end to end in Chromium: from the preferences, this device subscribes and the
// subscription reaches the API; topics change; it unsubscribes. Headless Chromium has no push
// service here, so the PushManager (and the service worker's `ready`) are faked in the page: the
// rest — the public key, the subscription's JSON, the API and its database — is the real thing.
import { expect, test, textOf } from './fixtures.ts';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/e2e-device';

test('push (mx, desktop): subscribe from the preferences, topics, unsubscribe', async ({
  page,
  signInAs,
  newDoctor,
}) => {
  const country = 'mx';
  const t = (key: string) => textOf(country, key);
  await page.addInitScript((endpoint) => {
    const bytes = (length: number, seed: number) =>
      btoa(String.fromCharCode(...Array.from({ length }, (_, i) => (i * 7 + seed) % 256)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    let current: PushSubscription | null = null;
    const record = window as unknown as { pushKeys?: unknown[] };
    record.pushKeys = [];
    const subscription = {
      endpoint,
      expirationTime: null,
      options: {},
      getKey: () => null,
      toJSON: () => ({
        endpoint,
        expirationTime: null,
        keys: { p256dh: `B${bytes(64, 4)}`, auth: bytes(16, 9) },
      }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    } as unknown as PushSubscription;
    const pushManager = {
      getSubscription: async () => current,
      subscribe: async (options: PushSubscriptionOptionsInit) => {
        record.pushKeys!.push((options.applicationServerKey as Uint8Array).length);
        current = subscription;
        return subscription;
      },
      permissionState: async () => 'granted',
    };
    Object.defineProperty(ServiceWorkerContainer.prototype, 'ready', {
      configurable: true,
      get: () => Promise.resolve({ pushManager } as unknown as ServiceWorkerRegistration),
    });
  }, ENDPOINT);

  const doctor = await newDoctor(country);
  await signInAs(country, doctor.email, {
    path: '/preferencias-usuario',
    password: doctor.password,
  });
  await expect(page.getByRole('heading', { level: 2, name: t('push.title') })).toBeVisible();
  const toggle = page.getByRole('switch', { name: t('push.device') });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();

  const subscribed = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/push/subscriptions' && r.request().method() === 'POST',
  );
  await toggle.click({ force: true });
  const answer = await subscribed;
  expect(answer.status()).toBe(201);
  expect(await answer.json()).toMatchObject({
    endpoint: ENDPOINT,
    topics: ['specialty_content', 'event_reminders', 'case_answers'],
  });
  // The browser was given the server's VAPID key (65 bytes).
  expect(await page.evaluate(() => (window as unknown as { pushKeys: number[] }).pushKeys)).toEqual(
    [65],
  );
  await expect(toggle).toBeChecked();
  const reminders = page.getByRole('checkbox', { name: t('push.topics.event_reminders') });
  await expect(reminders).toBeChecked();

  // A topic off: the device's subscription is sent again with the others.
  const changed = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/push/subscriptions' && r.request().method() === 'POST',
  );
  await page.getByRole('checkbox', { name: t('push.topics.specialty_content') }).click();
  expect(await (await changed).json()).toMatchObject({
    topics: ['event_reminders', 'case_answers'],
  });
  await expect(page.getByRole('status').filter({ hasText: t('push.topicsSaved') })).toBeVisible();

  const removed = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/push/subscriptions' && r.request().method() === 'DELETE',
  );
  await toggle.click({ force: true });
  expect((await removed).status()).toBe(204);
  await expect(toggle).not.toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: t('push.disabled') })).toBeVisible();
});
