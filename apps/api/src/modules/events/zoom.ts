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

/** Zoom's participant webhook body, as far as it is read. */
interface ZoomWebhookBody {
  event?: unknown;
  payload?: {
    plainToken?: unknown;
    object?: {
      id?: unknown;
      participant?: {
        customer_key?: unknown;
        email?: unknown;
        join_time?: unknown;
        leave_time?: unknown;
      };
    };
  };
}

/** What a (verified) webhook says that we act on; anything else is acknowledged and ignored. */
export type ZoomNotice =
  | { kind: 'url-validation'; plainToken: string }
  | {
      kind: 'joined' | 'left';
      meetingNumber: string;
      customerKey?: string;
      email?: string;
      /** Zoom's join or leave time, when it gave a valid one. */
      at?: Date;
    };

const asString = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;

const asDate = (value: unknown): Date | undefined => {
  const parsed = typeof value === 'string' ? new Date(value) : undefined;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : undefined;
};

/** Reads a webhook's raw body: the URL check, or a participant who joined or left a meeting. */
export function readZoomWebhook(raw: string): ZoomNotice | undefined {
  let body: ZoomWebhookBody;
  try {
    body = JSON.parse(raw) as ZoomWebhookBody;
  } catch {
    return undefined;
  }
  const kind = asString(body.event);
  if (kind === 'endpoint.url_validation') {
    const plainToken = asString(body.payload?.plainToken);
    return plainToken ? { kind: 'url-validation', plainToken } : undefined;
  }
  const joined = kind === 'meeting.participant_joined' || kind === 'webinar.participant_joined';
  const left = kind === 'meeting.participant_left' || kind === 'webinar.participant_left';
  const meetingNumber = asString(body.payload?.object?.id);
  const participant = body.payload?.object?.participant;
  if ((!joined && !left) || !meetingNumber || !participant) return undefined;
  return {
    kind: joined ? 'joined' : 'left',
    meetingNumber,
    customerKey: asString(participant.customer_key),
    email: asString(participant.email)?.toLowerCase(),
    at: asDate(joined ? participant.join_time : participant.leave_time),
  };
}
