// Course exams, events and their meetings, push, protected content, media and the built web app.
import packageJson from '../../package.json' with { type: 'json' };
import { PUSH_SERVICE_HOSTS } from '../modules/push/endpoint-hosts.ts';
import { optional, withDefault } from '../platform/config-variables.ts';
import {
  base64SecretOf,
  booleanText,
  duration,
  hostPatterns,
  base64UrlOf,
  byteSize,
  positiveInteger,
  text,
} from '../platform/env-values.ts';

export const trainingEventsMediaEnv = {
  // Course exams (modules/training, decision 072).
  TRAINING_EXAM_MAX_ATTEMPTS: withDefault(
    'TRAINING_EXAM_MAX_ATTEMPTS',
    positiveInteger,
    '3',
    "Attempts a doctor may start of a course's exam, unless the course sets its own in the back office; a start beyond them is refused with 409 training.attempts_exhausted. The right answers are shown after a pass or the last attempt.",
  ),
  TRAINING_EXAM_RETRY_WAIT: withDefault(
    'TRAINING_EXAM_RETRY_WAIT',
    duration,
    '24h',
    'How long a doctor waits after a failed exam attempt before the next, unless the course sets its own (in hours) in the back office; an earlier start is refused with 409 training.retry_later and its retryAt.',
  ),
  // Events with online meetings (modules/events).
  EVENTS_OPENING_WINDOW: withDefault(
    'EVENTS_OPENING_WINDOW',
    duration,
    '15m',
    'How long before its start an event can be joined (the waiting room turns into the meeting), unless the event sets its own.',
  ),
  EVENTS_TEST_FIXTURES: withDefault(
    'EVENTS_TEST_FIXTURES',
    booleanText,
    'false',
    'true adds POST /__testing/events, which creates a stream event opening seconds ahead, and POST /__testing/publication-clock, which moves forward the clock of content validity (the end-to-end suite). Test rigs only: refused in production unless SEED_DEMO_FORCE=true (a rig whose demo accounts are published already).',
  ),
  ZOOM_SDK_KEY: optional(
    'ZOOM_SDK_KEY',
    text,
    'Zoom Meeting SDK key (the spec\'s meeting SDK key; public, sent to registered doctors); with ZOOM_SDK_SECRET. Without both, Zoom events show "meeting not configured".',
  ),
  ZOOM_SDK_SECRET: optional(
    'ZOOM_SDK_SECRET',
    text,
    'Zoom Meeting SDK secret that signs the join JWT (HS256); never sent to browsers.',
  ),
  ZOOM_WEBHOOK_SECRET: optional(
    'ZOOM_WEBHOOK_SECRET',
    text,
    "Secret token of the Zoom app's event subscription: verifies x-zm-signature on POST /api/events/zoom/webhook (participant joined/left feed attendance); when absent the webhook answers 404.",
  ),
  JITSI_DOMAIN: optional(
    'JITSI_DOMAIN',
    text.regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name, e.g. meet.example.org'),
    'Jitsi Meet deployment of Jitsi events (never meet.jit.si by default: it limits embeds to 5 minutes); when absent Jitsi events show "meeting not configured".',
  ),
  VAPID_PUBLIC_KEY: optional(
    'VAPID_PUBLIC_KEY',
    base64UrlOf(65),
    'Web push (VAPID) application server public key, base64url (the uncompressed P-256 point, 65 bytes; `npx web-push generate-vapid-keys`); set together with VAPID_PRIVATE_KEY. When both are absent a key pair is generated once and kept in the database (shared by every process on it).',
  ),
  VAPID_PRIVATE_KEY: optional(
    'VAPID_PRIVATE_KEY',
    base64UrlOf(32),
    "Web push (VAPID) private key, base64url (32 bytes), the pair of VAPID_PUBLIC_KEY. The VAPID subject is `mailto:` the country's SUPPORT_EMAIL_<CC>.",
  ),
  PUSH_ENDPOINT_HOSTS: withDefault(
    'PUSH_ENDPOINT_HOSTS',
    hostPatterns,
    PUSH_SERVICE_HOSTS.join(','),
    'Hosts a push subscription endpoint may be on (comma separated, `*.domain` for its subdomains), so that a subscription cannot make the server call another address; an endpoint elsewhere is refused with 400 push.endpoint_not_allowed. The default lists the push services of Chrome/Edge/Opera (FCM), Firefox, Windows and Safari.',
  ),
  CONTENT_TOKEN_SECRET: optional(
    'CONTENT_TOKEN_SECRET',
    base64SecretOf(32),
    'Base64 secret (32 bytes or more) that signs the public one-item content links (`npm run content:token`); required in production; elsewhere, when absent, one is generated once and kept in the database (shared by every process on it).',
  ),
  MEDIA_DIR: optional(
    'MEDIA_DIR',
    text,
    "Files served under /media (thumbnails, audio, video, PDFs); the default is the repository's apps/api/media, a value set is relative to the working directory.",
    'apps/api/media',
  ),
  MEDIA_URL_TTL: withDefault(
    'MEDIA_URL_TTL',
    duration,
    '4h',
    'How long a signed /media URL (a file of an item that needs a session, minted into the content answers) stays valid at least; it is valid up to a quarter longer and stays the same for a quarter of it.',
  ),
  MEDIA_MAX_THUMBNAIL: withDefault(
    'MEDIA_MAX_THUMBNAIL',
    byteSize,
    '5MB',
    'Largest thumbnail the back office may upload (JPEG, PNG or WebP; e.g. 5000, 512KB, 5MB, 2GB); a larger one is refused with 413 media.too_large.',
  ),
  MEDIA_MAX_PDF: withDefault(
    'MEDIA_MAX_PDF',
    byteSize,
    '50MB',
    'Largest PDF the back office may upload.',
  ),
  MEDIA_MAX_AUDIO: withDefault(
    'MEDIA_MAX_AUDIO',
    byteSize,
    '200MB',
    'Largest audio file (MP3, Ogg, M4A/AAC, WAV) the back office may upload.',
  ),
  MEDIA_MAX_VIDEO: withDefault(
    'MEDIA_MAX_VIDEO',
    byteSize,
    '2GB',
    'Largest video (MP4, WebM) the back office may upload.',
  ),
  MEDIA_S3_BUCKET: optional(
    'MEDIA_S3_BUCKET',
    text,
    'When set, uploaded media go to this S3-compatible bucket instead of MEDIA_DIR/uploads (decision 057); /media/uploads/… then redirects to a short presigned URL after the usual access check.',
  ),
  MEDIA_S3_ENDPOINT: optional(
    'MEDIA_S3_ENDPOINT',
    text,
    'Endpoint of an S3-compatible service (MinIO, R2, …; path-style addressing); empty for AWS S3.',
  ),
  MEDIA_S3_REGION: withDefault('MEDIA_S3_REGION', text, 'us-east-1', 'Region of MEDIA_S3_BUCKET.'),
  MEDIA_S3_ACCESS_KEY_ID: optional(
    'MEDIA_S3_ACCESS_KEY_ID',
    text,
    "Access key of MEDIA_S3_BUCKET, with MEDIA_S3_SECRET_ACCESS_KEY; when absent the SDK's default credentials (environment, instance role) are used.",
  ),
  MEDIA_S3_SECRET_ACCESS_KEY: optional(
    'MEDIA_S3_SECRET_ACCESS_KEY',
    text,
    'Secret key of MEDIA_S3_BUCKET, with MEDIA_S3_ACCESS_KEY_ID.',
  ),
  MEDIA_S3_TIMEOUT: withDefault(
    'MEDIA_S3_TIMEOUT',
    duration,
    '10s',
    "Longest MEDIA_S3_BUCKET may keep a call waiting (an upload's file, or each 5 MB part of a larger one; a removal; fetching credentials to sign a URL); then the call's requests are aborted and the client gets 503 storage.unavailable with Retry-After. A refused connection fails at once.",
  ),
  WEB_DIST: optional(
    'WEB_DIST',
    text,
    "Built web app the server serves; the default is the repository's apps/web/dist, a value set is relative to the working directory.",
    'apps/web/dist',
  ),
  APP_VERSION: withDefault(
    'APP_VERSION',
    text,
    packageJson.version,
    'Version reported to the web app and in /metrics.',
  ),
};
