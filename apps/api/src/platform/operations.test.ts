import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@pulso/contracts/problem';
import { demoSessionToken } from '../modules/users/testing/demo-session.ts';
import { apiHeaders, buildTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('operations endpoints', () => {
  it('/healthz answers while the process lives', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers when the database does', async () => {
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('/metrics has the default metrics and the request-duration histogram by route', async () => {
    await t.app.inject({ url: '/api/legal/terms', headers: apiHeaders('mx') });
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/legal\/:document",status_code="200"\} \d+/,
    );
  });

  it('publishes OpenAPI generated from the contracts at /api/docs', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        { get?: { parameters?: { name: string; schema: { enum?: string[] } }[] } }
      >;
    };
    const legal = spec.paths['/api/legal/{document}']?.get;
    expect(legal?.parameters?.find((p) => p.name === 'document')?.schema.enum).toEqual([
      'terms',
      'privacy',
      'imprint',
      'es-co',
    ]);
    expect(Object.keys(spec.paths).some((path) => path.includes('*'))).toBe(false);
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('names its security schemes, gives every operation an operationId and its requirements', async () => {
    type Operation = { operationId?: string; security?: Record<string, string[]>[] };
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      components: { securitySchemes: Record<string, { type: string; name?: string }> };
      security?: unknown;
      paths: Record<string, Record<string, Operation>>;
    };
    const schemes = spec.components.securitySchemes;
    expect(schemes).toMatchObject({
      apiKey: { type: 'apiKey', name: 'x-api-key' },
      session: { type: 'http', scheme: 'bearer' },
      xsrf: { type: 'apiKey', name: 'x-xsrf-token' },
      region: { type: 'apiKey', name: 'region' },
      localeId: { type: 'apiKey', name: 'locale-id' },
      authenticatorBasic: { type: 'http', scheme: 'basic' },
    });
    expect(spec.security).toBeUndefined();
    const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(30);
    const ids = operations.map(({ path, method, operation }) => {
      expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z]+[A-Za-z0-9]+$/);
      expect(operation.security, `${method} ${path}`).toBeDefined();
      return operation.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
    const op = (path: string, method: string) => spec.paths[path]?.[method];
    expect(op('/healthz', 'get')?.security).toEqual([]);
    expect(op('/readyz', 'get')?.security).toEqual([]);
    for (const [path, operation] of Object.entries(spec.paths).filter(([p]) =>
      p.startsWith('/authenticator/'),
    ))
      expect(operation.post?.security, path).toEqual([{ authenticatorBasic: [] }]);
    expect(op('/api/users/profile', 'get')).toMatchObject({
      operationId: 'getUsersProfile',
      security: [{ apiKey: [], session: [] }],
    });
    expect(op('/api/users/profile', 'put')?.security).toEqual([
      { apiKey: [], xsrf: [], session: [] },
    ]);
    expect(op('/api/users', 'post')).toMatchObject({
      operationId: 'postUsers',
      security: [{ apiKey: [], xsrf: [] }],
    });
    expect(op('/api/contents/{id}', 'get')?.operationId).toBe('getContentsById');
    expect(op('/api/clusters/{id}', 'get')?.security).toEqual([
      { apiKey: [] },
      { apiKey: [], session: [] },
    ]);
  });

  it('says where an operation differs from spec §7 on purpose', async () => {
    type Operation = { description?: string };
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    expect(spec.paths['/api/users']?.post?.description).toMatch(/§7 on purpose.*UIDSignature/s);
    expect(spec.paths['/api/public/acceptTerms']?.post?.description).toMatch(
      /§7 on purpose.*token/s,
    );
  });

  it('answers every /api call with Cache-Control: no-store, signed in or not', async () => {
    const token = await demoSessionToken(t.app.database.db, t.config, 'demo-br');
    const profile = await t.app.inject({
      url: '/api/users/profile',
      headers: { ...apiHeaders('br'), authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: apiHeaders('br'),
      payload: {},
    });
    expect(login.statusCode).toBe(403); // no anti-forgery token; still not to be kept
    expect(login.headers['cache-control']).toBe('no-store');
    const terms = await t.app.inject({ url: '/api/legal/terms', headers: apiHeaders('br') });
    expect(terms.headers['cache-control']).toBe('no-store');
  });
});

describe('shutdown', () => {
  it('/readyz answers 503 server.not_ready once the server is closing', async () => {
    let readiness: Promise<Response> | undefined;
    let address = '';
    const closing = await buildTestApp({
      extraApiModules: [
        async (api) => {
          // preClose runs while the server still accepts connections: a load balancer probing
          // now must hear "not ready".
          api.addHook('preClose', async () => {
            readiness = fetch(`${address}/readyz`);
            await readiness;
          });
        },
      ],
    });
    address = await closing.app.listen({ port: 0, host: '127.0.0.1' });
    await closing.close();
    const response = await readiness;
    expect(response?.status).toBe(503);
    expect(problemSchema.parse(await response?.json()).code).toBe('server.not_ready');
  });
});
