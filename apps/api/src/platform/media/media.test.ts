import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@pulso/contracts/problem';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { MEDIA_CACHE_CONTROL } from './media.ts';

let t: TestApp;
let video: Buffer;

beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_DEMO: 'false' } });
  video = await readFile(join(t.config.mediaDir, 'demo/demo-video.mp4'));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('/media', () => {
  it('serves each kind of file with its type, a long cache and nosniff', async () => {
    const types = {
      'demo/cardiology-1.cluster.svg': 'image/svg+xml',
      'demo/demo-video.mp4': 'video/mp4',
      'demo/demo-video.webm': 'video/webm',
      'demo/intro-es.ogg': 'audio/ogg',
      'demo/intro-pt-br.mp3': 'audio/mpeg',
      'demo/bula-eylia.pdf': 'application/pdf',
    };
    for (const [path, type] of Object.entries(types)) {
      const response = await get(`/media/${path}`);
      expect(response.statusCode, path).toBe(200);
      expect(String(response.headers['content-type']).startsWith(type), path).toBe(true);
      expect(response.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
  });

  it('answers a range request with 206 and Content-Range, so that video seeks', async () => {
    const start = await get('/media/demo/demo-video.mp4', { range: 'bytes=0-99' });
    expect(start.statusCode).toBe(206);
    expect(start.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
    expect(start.rawPayload.equals(video.subarray(0, 100))).toBe(true);

    const middle = await get('/media/demo/demo-video.mp4', { range: 'bytes=1000-1499' });
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload.equals(video.subarray(1000, 1500))).toBe(true);

    const tail = await get('/media/demo/demo-video.mp4', { range: 'bytes=-10' });
    expect(tail.headers['content-range']).toBe(
      `bytes ${video.length - 10}-${video.length - 1}/${video.length}`,
    );
    expect(tail.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);
  });

  it('answers a range past the end with 416 and the size', async () => {
    const response = await get('/media/demo/demo-video.mp4', {
      range: `bytes=${video.length}-`,
    });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${video.length}`);
  });

  it('refuses paths outside the media folder and unknown files with a 404 problem', async () => {
    // `..` segments are resolved before routing: these are other paths, never a file out there.
    for (const url of [
      '/media/../package.json',
      '/media/demo/../../package.json',
      '/media/%2e%2e/package.json',
    ]) {
      const response = await get(url);
      expect(response.body).not.toContain('"workspaces"');
      expect(response.headers['content-type']).not.toMatch(/^video|^image|^application\/pdf/);
    }
    for (const url of [
      '/media/demo/%2e%2e%2f%2e%2e%2fpackage.json',
      '/media/demo/..%5c..%5cpackage.json',
      '/media/demo/no-such-file.svg',
      '/media/demo',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(problemSchema.parse(response.json()).code, url).toBe('route.not_found');
    }
  });
});
