import type { PushSubscriptionBody, PushTopicValue } from '@pulso/contracts/push';
import { SW_DISABLED_MESSAGE } from '../../lib/service-worker.ts';

/** Spec §8, as Angular's SwPush says them (thrown, and logged by the screens that catch them). */
export const NOT_SUBSCRIBED_MESSAGE = 'Not subscribed to push notifications.';
export const UNSUBSCRIBE_FAILED_MESSAGE = 'Unsubscribe failed!';

/** How long to wait for the service worker (registered by the app when it is stable). */
const READY_TIMEOUT_MS = 10_000;

export type PushSupport = 'supported' | 'unsupported' | 'ios-home-screen';

/** iPhone and iPad (an iPad says "Macintosh" but has a touch screen). */
function isIos(): boolean {
  const agent = navigator.userAgent;
  return (
    /iPhone|iPad|iPod/.test(agent) ||
    (/Macintosh/.test(agent) && (navigator.maxTouchPoints ?? 0) > 1)
  );
}

function isStandalone(): boolean {
  return (
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    (typeof window.matchMedia === 'function' &&
      window.matchMedia('(display-mode: standalone)').matches)
  );
}

/**
 * Whether this browser can take push notifications: on iOS only once the portal was added to
 * the home screen and opened from there (Safari has no PushManager in a tab).
 */
export function pushSupport(): PushSupport {
  if (isIos() && !isStandalone()) return 'ios-home-screen';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return 'supported';
}

/** The browser's notification permission ('default' when it cannot tell). */
export function notificationPermission(): NotificationPermission {
  return 'Notification' in window ? Notification.permission : 'default';
}

/** The service worker's registration (the app registers it); throws §8's message without one. */
async function registration(): Promise<ServiceWorkerRegistration> {
  if (pushSupport() !== 'supported') throw new Error(SW_DISABLED_MESSAGE);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(SW_DISABLED_MESSAGE)), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This device's subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await registration()).pushManager.getSubscription();
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Asks the browser for a subscription (it asks the doctor's permission the first time). */
export async function subscribe(publicKey: string): Promise<PushSubscription> {
  const { pushManager } = await registration();
  return pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(publicKey),
  });
}

/** Ends this device's subscription; answers its endpoint. §8's messages when it cannot. */
export async function unsubscribe(): Promise<string> {
  const subscription = await currentSubscription();
  if (!subscription) throw new Error(NOT_SUBSCRIBED_MESSAGE);
  const done = await subscription.unsubscribe().catch(() => false);
  if (!done) throw new Error(UNSUBSCRIBE_FAILED_MESSAGE);
  return subscription.endpoint;
}

/** The body of `POST push/subscriptions` for a browser subscription. */
export function subscriptionBody(
  subscription: PushSubscription,
  topics?: PushTopicValue[],
): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    ...(topics ? { topics } : {}),
  };
}
