import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE } from '@pulso/contracts/http';
import { problemSchema } from '@pulso/contracts/problem';
import { probeRoutes } from '../testing/probe-routes.ts';
import { apiHeaders, buildTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ extraApiModules: [probeRoutes] });
});
afterAll(() => t.close());

const codeOf = (body: unknown) => problemSchema.parse(body).code;

/** What a browser holds after its first page: both anti-forgery cookies, and the readable token. */
async function xsrfSession() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/legal/terms',
    headers: apiHeaders('mx'),
  });
  const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
  const token = cookies[XSRF_COOKIE];
  expect(token).toMatch(/\S/);
  return {
    token: token as string,
    cookie: response.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
  };
}

const validBody = { name: 'Ana', email: 'ana@example.org', age: 40 };

describe('API key', () => {
  it('answers 401 auth.api_key_invalid without the key or with a wrong one', async () => {
    for (const key of [undefined, 'wrong-key']) {
      const headers: Record<string, string> = { 'locale-id': 'es-MX' };
      if (key) headers['x-api-key'] = key;
      const response = await t.app.inject({ method: 'GET', url: '/api/legal/terms', headers });
      expect(response.statusCode).toBe(401);
      expect(codeOf(response.json())).toBe('auth.api_key_invalid');
    }
  });

  it('uses the configured API_KEY instead of the default', async () => {
    const other = await buildTestApp({ env: { API_KEY: 'custom-key' } });
    try {
      const headers = { 'locale-id': 'es-MX' };
      expect(
        (
          await other.app.inject({
            url: '/api/legal/terms',
            headers: { ...headers, 'x-api-key': 'pulso-local' },
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await other.app.inject({
            url: '/api/legal/terms',
            headers: { ...headers, 'x-api-key': 'custom-key' },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('leaves the API docs open', async () => {
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });
});

describe('request country', () => {
  it('answers 400 naming the locale-id header when its value is unknown or empty', async () => {
    for (const value of ['xx-YY', '']) {
      const response = await t.app.inject({
        url: '/api/legal/terms',
        headers: { ...apiHeaders(), 'locale-id': value },
      });
      expect(response.statusCode).toBe(400);
      const problem = problemSchema.parse(response.json());
      expect(problem.code).toBe('request.locale_id_invalid');
      expect(problem.detail).toContain('locale-id');
    }
  });

  it('accepts a locale id in any letter case', async () => {
    const response = await t.app.inject({
      url: '/api/legal/terms',
      headers: { ...apiHeaders(), 'locale-id': 'ES-ar' },
    });
    expect(response.json()).toMatchObject({ country: 'ar' });
  });

  it('checks the region header against the country regional group', async () => {
    const matching = await t.app.inject({
      url: '/api/legal/terms',
      headers: { ...apiHeaders('cl'), region: 'CONOSUR' },
    });
    expect(matching.statusCode).toBe(200);
    const mismatch = await t.app.inject({
      url: '/api/legal/terms',
      headers: { ...apiHeaders('cl'), region: 'PACA' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(codeOf(mismatch.json())).toBe('request.region_mismatch');
    const byHost = await t.app.inject({
      url: '/api/legal/terms',
      headers: { 'x-api-key': 'pulso-local', host: 'website-br.localhost', region: 'MEXICO' },
    });
    expect(codeOf(byHost.json())).toBe('request.region_mismatch');
  });
});

describe('anti-forgery', () => {
  it('sets a readable XSRF-TOKEN cookie (SameSite=Lax, Path=/) on API reads', async () => {
    const response = await t.app.inject({ url: '/api/legal/terms', headers: apiHeaders('mx') });
    const cookie = response.cookies.find((c) => c.name === XSRF_COOKIE);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('refuses a write without the header, or with a wrong one: 403 request.xsrf_invalid', async () => {
    const { cookie, token } = await xsrfSession();
    const attempts: Record<string, string>[] = [
      {},
      { cookie },
      { cookie, 'x-xsrf-token': `${token}x` },
      { 'x-xsrf-token': token },
    ];
    for (const extra of attempts) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/testing/echo?mode=short',
        headers: { ...apiHeaders('mx'), ...extra },
        payload: validBody,
      });
      expect(response.statusCode).toBe(403);
      expect(codeOf(response.json())).toBe('request.xsrf_invalid');
    }
  });

  it('lets a write through when the header echoes the cookie', async () => {
    const { cookie, token } = await xsrfSession();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/testing/echo?mode=short',
      headers: { ...apiHeaders('mx'), cookie, 'x-xsrf-token': token },
      payload: validBody,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ country: 'mx', name: 'Ana' });
  });
});

describe('rate limit', () => {
  it('answers 429 request.rate_limited past RATE_LIMIT_MAX requests in the window', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW: '1m' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (await limited.app.inject({ url: '/api/legal/terms', headers: apiHeaders('mx') }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const response = await limited.app.inject({
        url: '/api/legal/terms',
        headers: apiHeaders('mx'),
      });
      expect(codeOf(response.json())).toBe('request.rate_limited');
      expect((await limited.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
