import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

/** The Zoom Meeting SDK's bounds on a join JWT's lifetime. */
export const ZOOM_SIGNATURE_MIN_SECONDS = 30 * 60;
export const ZOOM_SIGNATURE_MAX_SECONDS = 48 * 3600;

export interface ZoomCredentials {
  sdkKey: string;
  sdkSecret: string;
}

/**
 * The Meeting SDK's join signature: a JWT (HS256 with the SDK secret) with `appKey`, `sdkKey`,
 * `mn`, `role` 0 (attendee), `iat`, `exp` and `tokenExp`. It lives until 30 minutes after the
 * event's end, within the SDK's bounds (30 min to 48 h). `iat` is 30 s back for clock skew.
 */
export async function zoomJoinSignature(
  credentials: ZoomCredentials,
  meetingNumber: string,
  { now, endsAt }: { now: Date; endsAt: Date },
): Promise<{ signature: string; expiresAt: Date }> {
  const iat = Math.floor(now.getTime() / 1000) - 30;
  const wanted = Math.floor(endsAt.getTime() / 1000) + 30 * 60 - iat;
  const lifetime = Math.min(
    ZOOM_SIGNATURE_MAX_SECONDS,
    Math.max(ZOOM_SIGNATURE_MIN_SECONDS, wanted),
  );
  const exp = iat + lifetime;
  const signature = await new SignJWT({
    appKey: credentials.sdkKey,
    sdkKey: credentials.sdkKey,
    mn: meetingNumber,
    role: 0,
    tokenExp: exp,
    video_webrtc_mode: 1,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(credentials.sdkSecret));
  return { signature, expiresAt: new Date(exp * 1000) };
}

/** How far Zoom's `x-zm-request-timestamp` may be from our clock (replays are refused). */
export const ZOOM_WEBHOOK_MAX_SKEW_SECONDS = 5 * 60;

const hmacHex = (secret: string, message: string): string =>
  createHmac('sha256', secret).update(message).digest('hex');

/**
 * Zoom's webhook signature (v0): `x-zm-signature` = `v0=` + HMAC-SHA256(secret,
 * `v0:{x-zm-request-timestamp}:{raw body}`) in hex, with a timestamp within 5 minutes of now.
 */
export function verifyZoomSignature(
  secret: string,
  { signature, timestamp, body }: { signature?: string; timestamp?: string; body: string },
  now: Date,
): boolean {
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > ZOOM_WEBHOOK_MAX_SKEW_SECONDS)
    return false;
  const expected = Buffer.from(`v0=${hmacHex(secret, `v0:${timestamp}:${body}`)}`);
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Zoom's `endpoint.url_validation` challenge answer. */
export function zoomUrlValidation(secret: string, plainToken: string) {
  return { plainToken, encryptedToken: hmacHex(secret, plainToken) };
}

/** Signs a webhook body as Zoom does (tests, and a developer's curl). */
export function signZoomWebhook(secret: string, body: string, timestamp: number) {
  return {
    'x-zm-request-timestamp': String(timestamp),
    'x-zm-signature': `v0=${hmacHex(secret, `v0:${timestamp}:${body}`)}`,
  };
}
