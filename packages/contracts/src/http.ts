/** Header names of spec §7, shared by the web client and the server. */
export const headers = {
  apiKey: 'x-api-key',
  region: 'region',
  localeId: 'locale-id',
  authorization: 'authorization',
  /** Anti-forgery: the client echoes the readable cookie in this header on non-GET requests. */
  xsrf: 'x-xsrf-token',
  requestId: 'x-request-id',
} as const;

export const XSRF_COOKIE = 'XSRF-TOKEN';

/** The API key the server accepts when none is configured (local and demo use). */
export const DEFAULT_API_KEY = 'pulso-local';

/** The `<meta name>` of index.html that carries the runtime configuration (runtime-config.ts). */
export const RUNTIME_CONFIG_META = 'pulso-config';
