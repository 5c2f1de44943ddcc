import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, buildTestApp, type TestApp } from '../testing/test-app.ts';
import { COMPRESSION_THRESHOLD } from './compression.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, accept: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...headers, 'accept-encoding': accept } });

describe('response compression', () => {
  it('compresses API JSON of 1 KB and more, brotli first, gzip otherwise', async () => {
    const plain = await get('/api/legal/terms', 'identity', apiHeaders('mx'));
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD);

    const br = await get('/api/legal/terms', 'gzip, deflate, br', apiHeaders('mx'));
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('application/json');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/api/legal/terms', 'gzip', apiHeaders('mx'));
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves JSON under 1 KB as it is', async () => {
    const response = await get('/healthz', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
