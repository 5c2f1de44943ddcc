/* global self */
/*
 * Pulso service worker (spec §1, §4). Registered by src/lib/service-worker.ts once the app is
 * stable (or after 30 s), never in development. It takes control at once and leaves every
 * request to the network: caching pages of a signed-in medical portal is not wanted, and the
 * hashed assets are already cached by the browser for a long time. Push notifications
 * (subscribe / unsubscribe) are added by a later issue.
 */
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
