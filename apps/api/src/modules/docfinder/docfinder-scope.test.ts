import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { freshAddress, problemCode } from '../users/testing/api-client.ts';

/** The /docfinder/v1 scope: CORS for the configured origins, its rate limit, its OpenAPI. */
describe('doctor finder API scope', () => {
  let t: TestApp;
  let cepService: Server;
  const cepAsked: string[] = [];
  beforeAll(async () => {
    // A ViaCEP-style service that knows one CEP (Curitiba).
    cepService = createServer((request, response) => {
      cepAsked.push(request.url ?? '');
      const known = request.url === '/ws/80010000/json/';
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(known ? { cep: '80010-000', ibge: '4106902' } : { erro: true }));
    });
    await new Promise<void>((resolve) => cepService.listen(0, '127.0.0.1', resolve));
    const { port } = cepService.address() as AddressInfo;
    t = await buildTestApp({
      env: {
        SEED_DEMO: 'false',
        DOCFINDER_CEP_SERVICE_URL: `http://127.0.0.1:${port}/ws/{cep}/json/`,
        DOCFINDER_CORS_ORIGINS: 'https://clinica.example',
        DOCFINDER_RATE_LIMIT_MAX: '3',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => cepService.close(resolve));
  });

  const get = (url: string, headers: Record<string, string> = {}, remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress });

  it('lets a configured origin read the API from the browser, and only it', async () => {
    const allowed = await get('/docfinder/v1/specialties', { origin: 'https://clinica.example' });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://clinica.example');
    const other = await get('/docfinder/v1/specialties', { origin: 'https://outro.example' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/docfinder/v1/me/addresses',
      remoteAddress: freshAddress(),
      headers: {
        origin: 'https://clinica.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-origin']).toBe('https://clinica.example');
    // Exactly what clients send: the portal's calls (accept, authorization, content-type), a
    // language and a request id; not the /api scope's key, region or anti-forgery headers.
    expect(String(preflight.headers['access-control-allow-headers']).split(/,\s*/).sort()).toEqual([
      'accept-language',
      'authorization',
      'content-type',
      'x-request-id',
    ]);
    const stranger = await t.app.inject({
      method: 'OPTIONS',
      url: '/docfinder/v1/doctors',
      remoteAddress: freshAddress(),
      headers: {
        origin: 'https://outro.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    expect(allowed.headers['access-control-expose-headers']).toContain('x-ratelimit-remaining');
    // The rest of the server is not opened to other origins.
    const api = await get('/api/legal/terms', { origin: 'https://clinica.example' });
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('asks the configured CEP service for a CEP the directory does not know', async () => {
    const known = await get('/docfinder/v1/doctors?cep=80010-000');
    expect(known.statusCode, known.body).toBe(200);
    expect(known.json().origin.municipality).toEqual({
      code: '4106902',
      name: 'Curitiba',
      uf: 'PR',
    });
    // Maringá's: neither the service, nor a known range, nor an office (no demo data here).
    const unknown = await get('/docfinder/v1/doctors?cep=87010-999');
    expect(problemCode(unknown)).toBe('docfinder.cep_unknown');
    expect(cepAsked).toEqual(['/ws/80010000/json/', '/ws/87010999/json/']);
  });

  it('limits the requests of one client address', async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i += 1) {
      expect((await get('/docfinder/v1/doctors', {}, address)).statusCode).toBe(200);
    }
    const limited = await get('/docfinder/v1/doctors', {}, address);
    expect(limited.statusCode).toBe(429);
    expect(problemCode(limited)).toBe('request.rate_limited');
  });

  it('describes itself in an OpenAPI document of its own', async () => {
    const document = (await get('/docfinder/v1/docs/json')).json();
    expect(document.info.title).toBe('Pulso doctor-finder API');
    expect(document.servers).toEqual([{ url: '/docfinder/v1' }]);
    expect(Object.keys(document.paths).sort()).toEqual([
      '/ceps/{cep}',
      '/doctors',
      '/doctors/{id}',
      '/me',
      '/me/addresses',
      '/me/addresses/{id}',
      '/municipalities',
      '/specialties',
    ]);
    expect(document.paths['/me'].put.security).toEqual([{ session: [] }]);
  });
});
