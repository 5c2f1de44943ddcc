import type { FastifyInstance, InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { localeIds, type CountryCode } from '@pulso/contracts/country';
import { DEFAULT_API_KEY, XSRF_COOKIE, headers } from '@pulso/contracts/http';
import { problemSchema } from '@pulso/contracts/problem';
import { sequence } from '../../../testing/sequence.ts';

export interface CallOptions {
  /** Without a token: the `locale-id` of this country (default Brazil). */
  country?: CountryCode;
  /** Sent as `Authorization: Bearer`, instead of `locale-id` (spec §7). */
  token?: string;
  host?: string;
  /** The client address (rate limits are per address); a new one per call by default. */
  remoteAddress?: string;
  headers?: Record<string, string>;
}

const nextAddress = sequence();
/** A fresh client address, so that the per-address rate limits of one test do not add up. */
export function freshAddress(): string {
  const n = nextAddress();
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export const problemCode = (response: Response): string =>
  problemSchema.parse(response.json()).code;

/** Each field problem of an answer as `field: message` (e.g. `query.from: validation.offset.invalid`). */
export const fieldProblems = (response: Response): string[] =>
  (problemSchema.parse(response.json()).errors ?? []).map((e) => `${e.field}: ${e.message}`);

/**
 * Calls /api as the web client does (spec §7 headers, the anti-forgery cookie echoed on writes).
 */
export async function createApiClient(app: FastifyInstance) {
  const first = await app.inject({
    method: 'GET',
    url: '/api/legal/terms',
    headers: { [headers.apiKey]: DEFAULT_API_KEY, [headers.localeId]: localeIds.br },
  });
  const cookies = Object.fromEntries(first.cookies.map((c) => [c.name, c.value]));
  const xsrfToken = cookies[XSRF_COOKIE];
  if (!xsrfToken) throw new Error('no anti-forgery cookie');
  const cookie = first.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

  function call(
    method: NonNullable<InjectOptions['method']>,
    url: string,
    body: unknown,
    options: CallOptions = {},
  ): Promise<Response> {
    const requestHeaders: Record<string, string> = { [headers.apiKey]: DEFAULT_API_KEY };
    if (options.token) requestHeaders[headers.authorization] = `Bearer ${options.token}`;
    else requestHeaders[headers.localeId] = localeIds[options.country ?? 'br'];
    if (method !== 'GET') {
      requestHeaders.cookie = cookie;
      requestHeaders[headers.xsrf] = xsrfToken as string;
    }
    if (options.host) requestHeaders.host = options.host;
    return app.inject({
      method,
      url,
      headers: { ...requestHeaders, ...options.headers },
      remoteAddress: options.remoteAddress ?? freshAddress(),
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
  }

  return {
    get: (url: string, options?: CallOptions) => call('GET', url, undefined, options),
    post: (url: string, body?: unknown, options?: CallOptions) => call('POST', url, body, options),
    put: (url: string, body: unknown, options?: CallOptions) => call('PUT', url, body, options),
    patch: (url: string, body: unknown, options?: CallOptions) => call('PATCH', url, body, options),
    delete: (url: string, options?: CallOptions) => call('DELETE', url, undefined, options),
  };
}

export type ApiClient = Awaited<ReturnType<typeof createApiClient>>;
