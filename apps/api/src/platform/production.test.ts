import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryCodes } from '@pulso/contracts/country';
import { XSRF_COOKIE } from '@pulso/contracts/http';
import { problemSchema } from '@pulso/contracts/problem';
import { runTypeScript } from '../testing/child-process.ts';
import { apiHeaders, buildTestApp, type TestApp } from '../testing/test-app.ts';
import { productionWarnings } from './production.ts';

/**
 * The secrets production asks for, and a public host for every country (config.ts refuses to
 * start without them).
 */
const productionEnv = {
  NODE_ENV: 'production',
  CONTENT_TOKEN_SECRET: Buffer.alloc(32, 9).toString('base64'),
  AUTHENTICATOR_PASSWORD: 'an-authenticator-secret',
  PUBLIC_HOSTS: countryCodes.map((code) => `pulso-${code}.example=${code}`).join(','),
};
const METRICS_TOKEN = 'a-metrics-token-of-our-own';

let plain: TestApp;
let operated: TestApp;
beforeAll(async () => {
  plain = await buildTestApp({ env: productionEnv });
  operated = await buildTestApp({ env: { ...productionEnv, METRICS_TOKEN, API_DOCS: 'true' } });
});
afterAll(async () => {
  await plain?.close();
  await operated?.close();
});

describe('a production server', () => {
  it('has no demo accounts: the demo e-mail is free and its password signs nobody in', async () => {
    const verify = await plain.app.inject({
      url: '/api/users/verify?email=demo.br%40pulso.example',
      headers: apiHeaders('br'),
    });
    expect(verify.json()).toEqual({ valid: true });
    const login = await plain.app.inject({
      method: 'POST',
      url: '/idp/accounts.login',
      payload: { apiKey: 'pulso-br', loginID: 'demo.br@pulso.example', password: 'Pulso!2026' },
    });
    const answer = login.json<{ errorCode: number; UID?: string }>();
    expect(answer.errorCode).not.toBe(0);
    expect(answer.UID).toBeUndefined();
  });

  it('marks its cookies Secure even when the request reached it over http (TLS ends at a proxy)', async () => {
    const response = await plain.app.inject({ url: '/api/legal/terms', headers: apiHeaders() });
    expect(response.cookies.length).toBeGreaterThanOrEqual(2);
    for (const cookie of response.cookies)
      expect(cookie, cookie.name).toMatchObject({ secure: true });
    expect(response.cookies.map((c) => c.name)).toContain(XSRF_COOKIE);
  });

  it('answers 404 at /metrics and /api/docs unless they are configured', async () => {
    for (const url of ['/metrics', '/api/docs', '/api/docs/json']) {
      // /api/* asks for the API key first, like every unknown /api path.
      const response = await plain.app.inject({ url, headers: apiHeaders() });
      expect(response.statusCode, url).toBe(404);
      expect(problemSchema.parse(response.json()).code, url).toBe('route.not_found');
    }
  });

  it('serves /metrics only with Authorization: Bearer <METRICS_TOKEN>', async () => {
    const missing = await operated.app.inject({ url: '/metrics' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toContain('Bearer');
    expect(problemSchema.parse(missing.json()).code).toBe('auth.metrics_token_invalid');
    const wrong = await operated.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await operated.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('pulso_build_info');
  });

  it('serves /api/docs when API_DOCS=true', async () => {
    expect((await operated.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });
});

describe('starting in production', () => {
  it('refuses without a public host for every country, naming the countries that lack one', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pulso-production-'));
    const server = runTypeScript('apps/api/src/main.ts', {
      ...productionEnv,
      PUBLIC_HOSTS: 'pulso.com.mx=mx,pulso.com.br=br',
      DATA_DIR: dataDir,
      PORT: '0',
    });
    try {
      // It stops before opening the database; a server that starts instead fails the test.
      const outcome = await Promise.race([
        server.exited,
        new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 45_000)),
      ]);
      expect(outcome, server.output()).toEqual({ code: 1, signal: null });
      expect(server.output()).toContain('Pulso did not start');
      expect(server.output()).toMatch(/PUBLIC_HOSTS: .*AR, CL, CR, CO, PE/);
    } finally {
      if (server.process.exitCode === null) {
        server.process.kill();
        await server.exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('productionWarnings', () => {
  it('warns loudly when demo data is forced into production, and only then', () => {
    expect(productionWarnings({ environment: 'production', seedDemo: true })).toEqual([
      expect.stringContaining('DEMO DATA IN PRODUCTION'),
    ]);
    expect(productionWarnings({ environment: 'production', seedDemo: false })).toEqual([]);
    expect(productionWarnings({ environment: 'development', seedDemo: true })).toEqual([]);
  });
});
