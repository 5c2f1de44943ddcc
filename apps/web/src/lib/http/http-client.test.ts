import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { searchQuerySchema } from '@pulso/contracts/content/search';
import { verifyEmailResponseSchema } from '@pulso/contracts/users';
import { storageKeys } from '../../config/storage-keys.ts';
import { loadingStore } from '../loading-store.ts';
import { setNavigator } from '../navigation.ts';
import { ApiError } from './api-error.ts';
import { apiUrl, configureHttpClient, docfinderUrl, request } from './http-client.ts';

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();
let here = '/eventos?page=2';

function json(body: unknown, status = 200, contentType = 'application/json') {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });
}

function sentHeaders(call = 0): Headers {
  return new Headers(fetchMock.mock.calls[call]![1]!.headers);
}

beforeEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  here = '/eventos?page=2';
  vi.stubGlobal('fetch', fetchMock);
  setNavigator({ navigate, currentPath: () => here });
  configureHttpClient({
    apiKey: 'key-123',
    region: 'PACA',
    localeId: 'es-CO',
    apiBaseUrl: '/api',
    docfinderBaseUrl: '/docfinder/v1',
  });
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('standard headers (spec §7)', () => {
  it('sends JSON content type, the api key, the region and locale-id when signed out', async () => {
    fetchMock.mockResolvedValue(json({ ok: true }));
    await request(apiUrl('clusters/1'));
    const headers = sentHeaders();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/clusters/1');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-api-key')).toBe('key-123');
    expect(headers.get('region')).toBe('PACA');
    expect(headers.get('locale-id')).toBe('es-CO');
    expect(headers.has('authorization')).toBe(false);
  });

  it('sends the bearer token instead of locale-id when a token is stored', async () => {
    localStorage.setItem(storageKeys.token, 'tok-9');
    fetchMock.mockResolvedValue(json({}));
    await request(apiUrl('users/profile'));
    const headers = sentHeaders();
    expect(headers.get('authorization')).toBe('Bearer tok-9');
    expect(headers.has('locale-id')).toBe(false);
    expect(headers.get('region')).toBe('PACA');
  });

  it('adds the query and sends the body as JSON', async () => {
    fetchMock.mockResolvedValue(json({ items: [] }));
    await request(apiUrl('search'), { query: { q: 'ojo seco', from: 20, skip: undefined } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/search?q=ojo+seco&from=20');
    fetchMock.mockResolvedValue(json({}));
    await request(apiUrl('users/login'), { method: 'POST', body: { UID: 'u' } });
    expect(fetchMock.mock.calls[1]![1]!.body).toBe('{"UID":"u"}');
  });
  it('sends the doctor-finder API only the headers its CORS allows (decision 039)', async () => {
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    localStorage.setItem(storageKeys.token, 'tok-9');
    fetchMock.mockImplementation(async () => json({}));
    await request(docfinderUrl('doctors'), { query: { uf: 'SP' } });
    await request(docfinderUrl('me'), { method: 'PUT', body: { consent: true } });
    const allowed = ['accept', 'authorization', 'content-type'];
    expect([...sentHeaders(0).keys()].sort()).toEqual(['accept', 'authorization']);
    expect([...sentHeaders(1).keys()].sort()).toEqual(allowed);
    expect(sentHeaders(1).get('authorization')).toBe('Bearer tok-9');
  });
});

describe('anti-forgery header', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=abc%2B1; path=/';
    fetchMock.mockImplementation(async () => json({}));
  });

  it('is sent on non-GET requests to relative URLs', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      await request('/api/users', { method });
    }
    for (let call = 0; call < 4; call += 1)
      expect(sentHeaders(call).get('x-xsrf-token')).toBe('abc+1');
  });

  it('is not sent on GET requests', async () => {
    await request('/api/users/profile');
    expect(sentHeaders().has('x-xsrf-token')).toBe(false);
  });

  it('is not sent to absolute URLs', async () => {
    await request('https://other.example/api/users', { method: 'POST' });
    await request('//other.example/api/users', { method: 'POST' });
    expect(sentHeaders(0).has('x-xsrf-token')).toBe(false);
    expect(sentHeaders(1).has('x-xsrf-token')).toBe(false);
  });
});

describe('errors', () => {
  it("keeps a 429's Retry-After, in seconds or as a date, for the screen to say when", async () => {
    const limited = (retryAfter: string) =>
      new Response(
        JSON.stringify({
          type: 'urn:pulso:problem:request.account_rate_limited',
          title: 'Too many requests from this account',
          status: 429,
          code: 'request.account_rate_limited',
        }),
        {
          status: 429,
          headers: { 'content-type': 'application/problem+json', 'retry-after': retryAfter },
        },
      );
    fetchMock.mockResolvedValueOnce(limited('1800'));
    const inSeconds = await request('/api/medicalInformation', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(inSeconds).toMatchObject({
      status: 429,
      code: 'request.account_rate_limited',
      retryAfterSeconds: 1800,
    });
    fetchMock.mockResolvedValueOnce(limited(new Date(Date.now() + 120_000).toUTCString()));
    const asDate = await request('/api/saved', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect((asDate as ApiError).retryAfterSeconds).toBeGreaterThanOrEqual(119);
    expect((asDate as ApiError).retryAfterSeconds).toBeLessThanOrEqual(120);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('turns a problem+json answer into an ApiError with its code and field errors', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          type: 'about:blank',
          title: 'Invalid request',
          status: 400,
          code: 'request.invalid',
          errors: [{ field: 'body.email', code: 'invalid_format', message: 'Invalid email' }],
        },
        400,
        'application/problem+json',
      ),
    );
    const error = await request('/api/users', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'request.invalid' });
    expect((error as ApiError).fieldErrors).toEqual([
      { field: 'body.email', code: 'invalid_format', message: 'Invalid email' },
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs a problem answer that does not fit the problem schema, and still goes by its code', async () => {
    const logged = vi.mocked(console.error).mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(
      json({ code: 'media.too_large', status: '413', maxBytes: 'mucho' }, 413),
    );
    await expect(request('/api/x')).rejects.toMatchObject({ status: 413, code: 'media.too_large' });
    const message = String(logged.mock.calls[0]?.[0]);
    expect(message).toContain('does not fit the problem schema');
    for (const field of ['type', 'title', 'status', 'maxBytes']) expect(message).toContain(field);
  });

  it('gives a non-problem error answer a code from its status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(request('/api/x')).rejects.toMatchObject({ status: 502, code: 'http.502' });
  });

  it('reports a network failure as network.unreachable', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('/api/x')).rejects.toMatchObject({
      status: 0,
      code: 'network.unreachable',
    });
  });

  it('resolves with a text answer as text (the audit trail as CSV)', async () => {
    fetchMock.mockResolvedValue(
      new Response('when,who\n2026-11-27,ana', { headers: { 'content-type': 'text/csv' } }),
    );
    await expect(request('/api/backoffice/audit.csv')).resolves.toBe('when,who\n2026-11-27,ana');
  });
});

describe("answers checked against their contract's schema outside production (decision 066)", () => {
  it('resolves with the body when it fits the schema', async () => {
    fetchMock.mockResolvedValue(json({ valid: true }));
    const answer = await request('/api/users/verify', { schema: verifyEmailResponseSchema });
    expect(answer).toEqual({ valid: true });
    // Typed by the schema given as a value.
    expect(answer.valid).toBe(true);
  });

  it('rejects an answer that drifted from its schema, listing every problem, and logs it', async () => {
    const logged = vi.mocked(console.error).mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(json({ valid: 'yes', extra: 1 }));
    const error = await request('/api/users/verify', {
      schema: z.object({ valid: z.boolean(), count: z.number() }),
      query: { email: 'ana@example.com' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'response.contract_mismatch' });
    const { message } = error as ApiError;
    expect(message).toContain('/api/users/verify?email=ana%40example.com');
    expect(message).toMatch(/valid: .*expected boolean/i);
    expect(message).toMatch(/count: .*expected number/i);
    expect(logged).toHaveBeenCalledWith(error);
    expect(loadingStore.isLoading()).toBe(false);
  });

  it('expects a body of a call given a schema; a call without an answer body takes none', async () => {
    const logged = vi.mocked(console.error).mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(
      request('/api/users/verify', { schema: verifyEmailResponseSchema }),
    ).rejects.toMatchObject({ code: 'response.contract_mismatch', status: 204 });
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(request('/api/users/logout', { method: 'POST' })).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('takes the body as sent in a production build, without parsing it', async () => {
    vi.stubEnv('PROD', true);
    try {
      fetchMock.mockResolvedValue(json({ valid: 'yes' }));
      await expect(
        request('/api/users/verify', { schema: verifyEmailResponseSchema }),
      ).resolves.toEqual({ valid: 'yes' });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('refuses, when compiled, an answer schema that would change the body', () => {
    fetchMock.mockResolvedValue(json({ q: 'x', from: 0 }));
    // @ts-expect-error: searchQuerySchema transforms `from`: parsing would change the body, and
    // production takes it as sent
    const call = request('/api/x', { schema: searchQuerySchema, blocking: false });
    return expect(call).resolves.toEqual({ q: 'x', from: 0 });
  });
});

describe('global 401/403 handler', () => {
  beforeEach(() => {
    localStorage.setItem(storageKeys.token, 'tok');
    localStorage.setItem(storageKeys.profile, '{"firstName":"Ana"}');
    localStorage.setItem(storageKeys.userId, 'uid-1');
    localStorage.setItem(storageKeys.regToken, 'reg');
    localStorage.setItem(storageKeys.locale, 'es-CO');
    sessionStorage.setItem('something', 'else');
  });

  it.each([401, 403])(
    'logs out on %i, saves the current path and goes to /signin',
    async (status) => {
      fetchMock.mockResolvedValue(
        json({ type: 'about:blank', title: 'No', status, code: 'auth.required' }, status),
      );
      await expect(request('/api/users/profile')).rejects.toMatchObject({ status });
      expect(localStorage.getItem(storageKeys.token)).toBeNull();
      expect(localStorage.getItem(storageKeys.profile)).toBeNull();
      expect(localStorage.getItem(storageKeys.userId)).toBeNull();
      expect(localStorage.getItem(storageKeys.regToken)).toBeNull();
      expect(localStorage.getItem(storageKeys.locale)).toBe('es-CO');
      expect(sessionStorage.getItem('something')).toBeNull();
      expect(sessionStorage.getItem(storageKeys.redirect)).toBe('/eventos?page=2');
      expect(navigate).toHaveBeenCalledWith('/signin', { replace: true });
    },
  );

  it('does nothing more when already on /signin', async () => {
    here = '/signin';
    fetchMock.mockResolvedValue(
      json({ type: 'about:blank', title: 'No', status: 401, code: 'auth.required' }, 401),
    );
    await expect(request('/api/users/login', { method: 'POST' })).rejects.toMatchObject({
      status: 401,
    });
    expect(localStorage.getItem(storageKeys.token)).toBe('tok');
    expect(sessionStorage.getItem(storageKeys.redirect)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a 401/403 to the caller that opts out of the handler', async () => {
    fetchMock.mockResolvedValue(
      json(
        { type: 'about:blank', title: 'Dentist', status: 403, code: 'users.dentist_unsupported' },
        403,
      ),
    );
    await expect(
      request('/api/users/login', { method: 'POST', authFailure: 'throw' }),
    ).rejects.toMatchObject({ status: 403, code: 'users.dentist_unsupported' });
    expect(localStorage.getItem(storageKeys.token)).toBe('tok');
    expect(sessionStorage.getItem(storageKeys.redirect)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('passes other errors on without logging out', async () => {
    fetchMock.mockResolvedValue(
      json({ type: 'about:blank', title: 'Gone', status: 404, code: 'content.not_found' }, 404),
    );
    await expect(request('/api/contents/1')).rejects.toMatchObject({
      status: 404,
      code: 'content.not_found',
    });
    expect(localStorage.getItem(storageKeys.token)).toBe('tok');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('loading state (spec §4)', () => {
  it('is set before the call and cleared when it ends, even on failure', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const pending = request('/api/x');
    expect(loadingStore.isLoading()).toBe(true);
    answer(new Response(null, { status: 500 }));
    await expect(pending).rejects.toMatchObject({ name: 'ApiError', status: 500 });
    expect(loadingStore.isLoading()).toBe(false);
  });

  it('is left alone by non-blocking calls', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const pending = request('/api/x', { blocking: false });
    expect(loadingStore.isLoading()).toBe(false);
    answer(json({}));
    await pending;
  });
});
