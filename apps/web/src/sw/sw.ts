/// <reference lib="webworker" />
/*
 * Pulso service worker (spec §1, §4; issue 16; decision 047). Built by vite-plugin-pwa
 * (`injectManifest`) into dist/sw.js; registered by src/lib/service-worker.ts once the app is
 * stable (or after 30 s), never in development.
 *
 * - Precaches the app's hashed code and styles, the icons and the offline page (precache.ts):
 *   nothing personal, no content, no API answer is ever cached.
 * - Navigations go to the network (with navigation preload); without one, the offline page.
 * - A new version waits until the page asks it to take over (the update prompt), so a doctor in
 *   an exam or a meeting is never reloaded under their feet.
 * - Push: shows a notification from a small payload; a click opens the portal at its path.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { OFFLINE_PAGE } from './precache.ts';
import { clickTarget, notificationFor, openClickTarget, parsePushPayload } from './push.ts';
import { SKIP_WAITING } from './messages.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The navigation is asked while the worker starts, not after (no cost to every page).
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

async function navigation(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch (error) {
    const offline = await matchPrecache(OFFLINE_PAGE);
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate' || event.request.method !== 'GET') return;
  event.respondWith(navigation(event));
});

self.addEventListener('push', (event) => {
  const payload = parsePushPayload(event.data?.text(), self.location.origin);
  if (!payload) return;
  const { title, options } = notificationFor(payload);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const target = clickTarget(tabs, event.notification.data, self.location.origin);
      await openClickTarget(target, (url) => self.clients.openWindow(url));
    })(),
  );
});
