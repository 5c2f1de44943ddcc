import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@pulso/contracts/problem';
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
