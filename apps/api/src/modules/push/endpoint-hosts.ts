/**
 * The push services of the browsers (PUSH_ENDPOINT_HOSTS' default): Chrome, Edge (Chromium),
 * Opera and Samsung Internet use Firebase Cloud Messaging; Firefox Mozilla's autopush; Edge
 * legacy and Windows apps the Windows Notification Service; Safari (macOS 13+, iOS 16.4+) Apple's.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
] as const;

/**
 * Whether `endpoint` is an `https:` URL (without credentials) on a host that `patterns` allow
 * (`*.domain`: any subdomain of it), at https' own port (443, written or not): the push services
 * listen there, and another port of their host is not theirs to offer (decision 073). Anything
 * else is never called.
 */
export function isAllowedEndpoint(endpoint: string, patterns: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  // The URL parser drops https' default port: any port left is another one.
  if (url.protocol !== 'https:' || url.username || url.password || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return patterns.some((pattern) =>
    pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern,
  );
}
