import type { z } from 'zod';
import type { LocaleId, RegionalGroup } from '@pulso/contracts/country';
import { XSRF_COOKIE, headers as headerNames } from '@pulso/contracts/http';
import { loadingStore } from '../loading-store.ts';
import { getToken, handleAuthFailure } from '../session.ts';
import { ApiError, apiErrorFromBody, clientErrorCodes } from './api-error.ts';
import { readCookie } from './cookies.ts';

/** What every request carries (spec §7), set once at start from the country and runtime config. */
export interface HttpClientSettings {
  apiKey: string;
  region: RegionalGroup;
  localeId: LocaleId;
  apiBaseUrl: string;
  docfinderBaseUrl: string;
  /**
   * How a request goes out: the browser's `fetch`, or on the server (a page's data rendered
   * there, entry-server.tsx) the API answering in the same process.
   */
  fetch?: typeof fetch;
}

/** The settings, or (on the server, one render per request) where to find this request's. */
let settings: HttpClientSettings | (() => HttpClientSettings | undefined) | undefined;

export function configureHttpClient(
  value: HttpClientSettings | (() => HttpClientSettings | undefined),
): void {
  settings = value;
}

function requireSettings(): HttpClientSettings {
  const current = typeof settings === 'function' ? settings() : settings;
  if (!current) throw new Error('The HTTP client is used before configureHttpClient()');
  return current;
}

function send(url: string, init: RequestInit): Promise<Response> {
  return (requireSettings().fetch ?? fetch)(url, init);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is with its content type, instead of a JSON body (a CSV file). */
  rawBody?: { content: string; contentType: string };
  /** Blocks the interface (spec §4 overlay) while pending. Default true; background reads pass false. */
  blocking?: boolean;
  signal?: AbortSignal;
  /**
   * What a 401 or 403 answer does: `logout` (default) runs the global handler of spec §4 (logout
   * to /signin); `throw` only rejects, for calls where such an answer is a result the caller
   * handles itself (the login exchange's dentist refusal, registration, the sign-out call).
   */
  authFailure?: 'logout' | 'throw';
}

/** `true` for `/api/x`, `api/x`; false for `https://…` and `//host/…` (Angular's XSRF rule). */
export function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z\d+\-.]*:/i.test(url) && !url.startsWith('//');
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Address of a product API path, e.g. `apiUrl('legal/terms')` → `/api/legal/terms`. */
export function apiUrl(path: string): string {
  return joinUrl(requireSettings().apiBaseUrl, path);
}

/** Address of a doctor-finder API path (v1). */
export function docfinderUrl(path: string): string {
  return joinUrl(requireSettings().docfinderBaseUrl, path);
}

function withQuery(url: string, query: RequestOptions['query']): string {
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

/** The URL is one of the doctor-finder API's (its own base address, spec §7). */
function isDocfinderUrl(url: string): boolean {
  const base = requireSettings().docfinderBaseUrl.replace(/\/+$/, '');
  return url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
}

/**
 * Spec §7 standard headers, the credential header and the anti-forgery header. The doctor-finder
 * API gets only what it reads (docs/decisions/039): `accept`, the bearer token when signed in and
 * `content-type` with a body — the headers its CORS allows, so that the same calls work when it
 * is served from another host; its GETs then need no preflight.
 */
export function buildHeaders(url: string, method: HttpMethod): Headers {
  const { apiKey, region, localeId } = requireSettings();
  const token = getToken();
  if (isDocfinderUrl(url)) {
    const result = new Headers({ accept: 'application/json, application/problem+json' });
    if (method !== 'GET') result.set('content-type', 'application/json');
    if (token) result.set(headerNames.authorization, `Bearer ${token}`);
    return result;
  }
  const result = new Headers({
    'content-type': 'application/json',
    accept: 'application/json, application/problem+json',
    [headerNames.apiKey]: apiKey,
    [headerNames.region]: region,
  });
  if (token) result.set(headerNames.authorization, `Bearer ${token}`);
  else result.set(headerNames.localeId, localeId);
  if (method !== 'GET' && isRelativeUrl(url)) {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) result.set(headerNames.xsrf, xsrf);
  }
  return result;
}

function headersFor(url: string, method: HttpMethod, contentType: string | undefined): Headers {
  const result = buildHeaders(url, method);
  if (contentType) result.set('content-type', contentType);
  return result;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Refuses (at compile time) an answer schema that changes what it parses (a transform, a default,
 * a coercion): production takes the body as sent, so its type must be the schema's input and
 * output alike, and the parse outside production must not change it either.
 */
type AsSent<S extends z.ZodType> = [z.input<S>] extends [z.output<S>]
  ? [z.output<S>] extends [z.input<S>]
    ? unknown
    : { answerSchemaChangesTheBody: never }
  : { answerSchemaChangesTheBody: never };

/** A call with a JSON answer: the contract's schema of that answer. */
export type AnswerOptions<S extends z.ZodType> = RequestOptions & { schema: S } & AsSent<S>;

/**
 * The body checked against its contract's schema, outside production builds only (decision 066):
 * in development and in the tests a server that drifts from its contract fails here, with every
 * problem listed; production takes the body as sent, since the server answers through the same
 * schemas (its serializer, or its tests for the few it serialises itself) and parsing again cost
 * the phone's main thread.
 */
function checkAnswer(schema: z.ZodType, body: unknown, url: string, status: number): void {
  const result = schema.safeParse(body);
  if (result.success) return;
  const issues = result.error.issues.map(
    (issue) => `  ${issue.path.map(String).join('.') || '(the body)'}: ${issue.message}`,
  );
  const error = new ApiError({
    status,
    code: clientErrorCodes.answerMismatch,
    message: `The answer of ${url} does not fit its contract's schema:\n${issues.join('\n')}`,
    cause: result.error,
  });
  // Also logged: a caller that shows nothing on failure must not hide the drift (a test fails
  // on console.error, testing/setup.ts).
  console.error(error);
  throw error;
}

/**
 * One call. With a `schema` (the contract's schema of the answer, a value: `{ schema: fooSchema }`)
 * it resolves with the JSON body typed as `z.output` of that schema, and outside production the
 * body is parsed with it first (`checkAnswer`); a call whose answer has no body (204) or is not
 * JSON (the audit trail's CSV, as text) takes no schema and resolves with `unknown`. Rejects with
 * an ApiError. The single global rule: a 401 or 403 logs the user out to /signin (see session.ts)
 * unless the call opts out (`authFailure: 'throw'`); every other error is passed on to the caller.
 */
export function request<S extends z.ZodType>(
  url: string,
  options: AnswerOptions<S>,
): Promise<z.output<S>>;
export function request(
  url: string,
  options?: RequestOptions & { schema?: never },
): Promise<unknown>;
export async function request(
  url: string,
  sent?: RequestOptions & { schema?: z.ZodType },
): Promise<unknown> {
  const options = sent ?? {};
  const method = options.method ?? 'GET';
  const end = options.blocking === false ? () => undefined : loadingStore.begin();
  try {
    const target = withQuery(url, options.query);
    let response: Response;
    try {
      response = await send(target, {
        method,
        headers: headersFor(target, method, options.rawBody?.contentType),
        body: options.rawBody
          ? options.rawBody.content
          : options.body === undefined
            ? undefined
            : JSON.stringify(options.body),
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError({ status: 0, code: clientErrorCodes.network, cause });
    }
    const body = await readBody(response);
    if (!response.ok) {
      const error = apiErrorFromBody(response.status, body, response.headers.get('retry-after'));
      if (error.isAuthFailure && options.authFailure !== 'throw') handleAuthFailure();
      throw error;
    }
    if (!import.meta.env.PROD && options.schema)
      checkAnswer(options.schema, body, target, response.status);
    return body;
  } finally {
    end();
  }
}
