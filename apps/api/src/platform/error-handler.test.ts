import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE } from '@pulso/contracts/http';
import { problemSchema } from '@pulso/contracts/problem';
import { probeRoutes } from '../testing/probe-routes.ts';
import { apiHeaders, buildTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let writeHeaders: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ extraApiModules: [probeRoutes] });
  const first = await t.app.inject({ url: '/api/legal/terms', headers: apiHeaders('br') });
  const token = first.cookies.find((c) => c.name === XSRF_COOKIE)?.value ?? '';
  writeHeaders = {
    ...apiHeaders('br'),
    cookie: first.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    'x-xsrf-token': token,
  };
});
afterAll(() => t.close());

function post(url: string, payload: string, contentType = 'application/json') {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...writeHeaders, 'content-type': contentType },
    payload,
  });
}

function problemOf(response: { headers: Record<string, unknown>; json(): unknown }) {
  expect(response.headers['content-type']).toContain('application/problem+json');
  return problemSchema.parse(response.json());
}

describe('problem responses', () => {
  it('lists every field problem of the body and the query string at once', async () => {
    const response = await post(
      '/api/testing/echo?mode=huge',
      JSON.stringify({ name: 'A', email: 'not-an-email', age: -3 }),
    );
    expect(response.statusCode).toBe(400);
    const problem = problemOf(response);
    expect(problem.code).toBe('request.invalid');
    expect(problem.errors?.map((e) => e.field).sort()).toEqual([
      'body.age',
      'body.email',
      'body.name',
      'query.mode',
    ]);
    expect(problem.errors?.every((e) => e.code && e.message)).toBe(true);
  });

  it('names nested and missing fields', async () => {
    const response = await post(
      '/api/testing/echo?mode=short',
      JSON.stringify({ email: 'ana@example.org' }),
    );
    expect(
      problemOf(response)
        .errors?.map((e) => `${e.field}:${e.code}`)
        .sort(),
    ).toEqual(['body.age:invalid_type', 'body.name:invalid_type']);
  });

  it('answers 400 request.malformed_json to broken JSON', async () => {
    const response = await post('/api/testing/echo?mode=short', '{"name": "Ana",');
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).code).toBe('request.malformed_json');
  });

  it('treats an empty JSON body as no body (bodiless POSTs of the web client)', async () => {
    const response = await post('/api/testing/no-body', '');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: null });
  });

  it('answers 413 to a body over 1 MiB', async () => {
    const response = await post(
      '/api/testing/echo?mode=short',
      JSON.stringify({ name: 'x'.repeat(1024 * 1024) }),
    );
    expect(response.statusCode).toBe(413);
    expect(problemOf(response).code).toBe('request.body_too_large');
  });

  it('answers 415 to a content type the API does not read', async () => {
    const response = await post(
      '/api/testing/echo?mode=short',
      'name=Ana',
      'application/x-www-form-urlencoded',
    );
    expect(response.statusCode).toBe(415);
    expect(problemOf(response).code).toBe('request.unsupported_media_type');
  });

  it('answers a JSON 404 for unknown /api paths, never the web app', async () => {
    for (const url of ['/api/nothing-here', '/api/legal/terms/extra', '/api']) {
      const response = await t.app.inject({ url, headers: apiHeaders() });
      expect(response.statusCode, url).toBe(404);
      expect(problemOf(response).code).toBe('route.not_found');
    }
  });

  it('answers a 404 problem for unknown non-GET paths outside /api', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/somewhere' });
    expect(response.statusCode).toBe(404);
    expect(problemOf(response).code).toBe('route.not_found');
  });

  it('hides the details of a 500 and gives the request id to quote', async () => {
    const response = await t.app.inject({
      url: '/api/testing/boom',
      headers: { ...apiHeaders(), 'x-request-id': 'support-case-42' },
    });
    expect(response.statusCode).toBe(500);
    const problem = problemOf(response);
    expect(problem.code).toBe('server.error');
    expect(response.body).not.toContain('db-internal');
    expect(problem.requestId).toBe('support-case-42');
    expect(response.headers['x-request-id']).toBe('support-case-42');
  });
});

describe('request ids', () => {
  it('keeps a sane incoming x-request-id and replaces an unsafe one', async () => {
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\nwith newline <script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await t.app.inject({ url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
