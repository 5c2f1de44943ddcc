import { isBusyPath } from '../lib/busy-routes.ts';

/**
 * What a push message carries (issue 16): an id and a title, the portal path to open on click,
 * and optionally its topic. Kept small on purpose: details are fetched by the page the click
 * opens. The server's schema (`pushPayloadSchema`, packages/contracts/src/push.ts) describes the
 * same shape; the service worker checks it by hand so that it does not carry Zod.
 */
export interface PushPayload {
  id: string;
  title: string;
  /** A path of this origin (`/eventos/123`), never another site. */
  url: string;
  topic?: string;
}

const MAX_TITLE = 200;
const MAX_ID = 200;

/**
 * A same-origin path (`/…`, not `//host`), or undefined. Anything that would resolve to another
 * origin is refused, so that a push message can never send the doctor to another site.
 */
export function sameOriginPath(url: unknown, origin: string): string | undefined {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return undefined;
  if (url.includes('\\')) return undefined;
  let resolved: URL;
  try {
    resolved = new URL(url, origin);
  } catch {
    return undefined;
  }
  if (resolved.origin !== new URL(origin).origin) return undefined;
  return resolved.pathname + resolved.search + resolved.hash;
}

/** The payload of a push message (its text), or undefined when it is not one we show. */
export function parsePushPayload(
  text: string | undefined,
  origin: string,
): PushPayload | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, title, url, topic } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || id.length > MAX_ID) return undefined;
  if (typeof title !== 'string' || title.trim() === '') return undefined;
  if (topic !== undefined && typeof topic !== 'string') return undefined;
  const path = sameOriginPath(url, origin);
  if (path === undefined) return undefined;
  return {
    id,
    title: title.trim().slice(0, MAX_TITLE),
    url: path,
    ...(topic === undefined ? {} : { topic }),
  };
}

/** The manifest's icons (apps/api site-files.ts `webManifest`). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/icon-192.png';

export interface NotificationData {
  url: string;
  id: string;
  topic?: string;
}

/** The title and options of the notification a payload shows. */
export function notificationFor(payload: PushPayload): {
  title: string;
  options: NotificationOptions & { data: NotificationData };
} {
  return {
    title: payload.title,
    options: {
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      // The same message sent twice replaces the first rather than stacking.
      tag: payload.id,
      data: {
        url: payload.url,
        id: payload.id,
        ...(payload.topic === undefined ? {} : { topic: payload.topic }),
      },
    },
  };
}

/** What of a window client the click routing needs (WindowClient in a service worker). */
export interface PortalTab {
  url: string;
  focused: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

export interface ClickTarget<T extends PortalTab> {
  /** A portal tab to focus and navigate, or undefined to open a new one. */
  tab: T | undefined;
  url: string;
}

/**
 * Where a notification click goes: an open portal tab (the focused one first), never one that is
 * in an exam or a meeting (navigating it away would end them); without one, a new tab.
 */
export function clickTarget<T extends PortalTab>(
  tabs: readonly T[],
  data: unknown,
  origin: string,
): ClickTarget<T> {
  const url =
    sameOriginPath(
      typeof data === 'object' && data !== null ? (data as Record<string, unknown>).url : undefined,
      origin,
    ) ?? '/';
  const usable = tabs.filter((tab) => {
    try {
      const at = new URL(tab.url);
      return at.origin === new URL(origin).origin && !isBusyPath(at.pathname);
    } catch {
      return false;
    }
  });
  const tab = usable.find((candidate) => candidate.focused) ?? usable[0];
  return { tab, url };
}

/**
 * Focuses the target tab and navigates it to `url`, or opens a new tab. A tab the service worker
 * does not control cannot be navigated by it (`navigate` rejects): a new tab is opened then.
 */
export async function openClickTarget<T extends PortalTab>(
  target: ClickTarget<T>,
  openWindow: (url: string) => Promise<unknown>,
): Promise<void> {
  if (target.tab) {
    try {
      // Focus first: a worker may focus a window only just after the click.
      await target.tab.focus();
      await target.tab.navigate(target.url);
      return;
    } catch {
      // Not controlled by this worker: fall through to a new tab.
    }
  }
  await openWindow(target.url);
}
