import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaProblemCodes } from '@pulso/contracts/content';
import { problemSchema } from '@pulso/contracts/problem';
import { loadMediaUrlKey } from '../../modules/content/media-access.ts';
import {
  buildContentTestApp,
  type ContentTestApp,
} from '../../modules/content/testing/content-test-app.ts';
import { fixtureEntry } from '../../modules/content/testing/content-fixtures.ts';
import { MEDIA_CACHE_CONTROL } from './media.ts';
import { createMediaUrlSigner, type MediaUrlSigner } from './media-url.ts';

let t: ContentTestApp;
let video: Buffer;
let key: Uint8Array;
let signer: MediaUrlSigner;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await buildContentTestApp({ MEDIA_URL_TTL: '1h' });
  video = await readFile(join(t.config.mediaDir, 'demo/demo-video.mp4'));
  // The server's own key: URLs signed here are URLs the server could have minted.
  key = await loadMediaUrlKey(t.app.database.db, t.config);
  signer = createMediaUrlSigner({ key, ttlMs: HOUR });
  // One item whose card thumbnail (cardiology-1, every variant) is public.
  await t.store({ entries: [fixtureEntry({ id: 'br-open' })] });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const codeOf = (response: { json(): unknown }) => problemSchema.parse(response.json()).code;

describe('/media', () => {
  it('serves each kind of file through a signed URL, with its type, private caching and nosniff', async () => {
    const types = {
      'demo/oncology-2.video.svg': 'image/svg+xml',
      'demo/demo-video.mp4': 'video/mp4',
      'demo/demo-video.webm': 'video/webm',
      'demo/intro-es.ogg': 'audio/ogg',
      'demo/intro-pt-br.mp3': 'audio/mpeg',
      'demo/bula-eylia.pdf': 'application/pdf',
    };
    for (const [path, type] of Object.entries(types)) {
      const response = await get(signer.sign(`/media/${path}`));
      expect(response.statusCode, path).toBe(200);
      expect(String(response.headers['content-type']).startsWith(type), path).toBe(true);
      const cache = String(response.headers['cache-control']);
      expect(cache).toMatch(/^private, max-age=\d+$/);
      expect(Number(cache.split('=')[1])).toBeLessThanOrEqual(3_600);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
  });

  it('serves a public thumbnail, in every variant, without a signature and with public caching', async () => {
    for (const path of ['demo/cardiology-1.cluster.svg', 'demo/cardiology-1.top10.svg']) {
      const response = await get(`/media/${path}`);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    }
  });

  it('refuses any other file without a signature, with a 403 problem', async () => {
    for (const path of [
      'demo/demo-video.mp4',
      'demo/bula-eylia.pdf',
      'demo/oncology-2.video.svg',
    ]) {
      const response = await get(`/media/${path}`, { range: 'bytes=0-99' });
      expect(response.statusCode, path).toBe(403);
      expect(codeOf(response), path).toBe(mediaProblemCodes.signatureRequired);
      expect(String(response.headers['cache-control'] ?? '')).not.toContain('public');
    }
  });

  it('refuses a forged, changed or other-file signature, and an expired one', async () => {
    const forged = createMediaUrlSigner({ key: Buffer.alloc(32, 7), ttlMs: HOUR });
    const signed = signer.sign('/media/demo/bula-eylia.pdf');
    const [path, query] = signed.split('?') as [string, string];
    const exp = Number(new URLSearchParams(query).get('exp'));
    for (const url of [
      forged.sign('/media/demo/bula-eylia.pdf'),
      `/media/demo/prospecto-xarelto.pdf?${query}`,
      `${path}?${query.replace(`exp=${exp}`, `exp=${exp + 3_600}`)}`,
      `${path}?${query}&v=1`,
      `${path}?exp=${exp}`,
      `${path}?${query.replace(/sig=[^&]+/, 'sig=AAAA')}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(403);
      expect(codeOf(response), url).toBe(mediaProblemCodes.signatureInvalid);
    }
    const past = createMediaUrlSigner({ key, ttlMs: HOUR, now: () => Date.now() - 3 * HOUR });
    const expired = await get(past.sign('/media/demo/bula-eylia.pdf'));
    expect(expired.statusCode).toBe(403);
    expect(codeOf(expired)).toBe(mediaProblemCodes.signatureExpired);
  });

  it('opens every variant of a thumbnail signed for its variants, and only those', async () => {
    const signed = signer.sign('/media/demo/oncology-2.video.svg', { variants: true });
    const top10 = signed.replace('.video.', '.top10.');
    expect((await get(top10)).statusCode).toBe(200);
    const otherImage = signed.replace('oncology-2', 'oncology-1');
    expect((await get(otherImage)).statusCode).toBe(403);
  });

  it('answers a signed range request with 206 and Content-Range, so that video seeks', async () => {
    const url = signer.sign('/media/demo/demo-video.mp4');
    const start = await get(url, { range: 'bytes=0-99' });
    expect(start.statusCode).toBe(206);
    expect(start.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
    expect(start.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(start.rawPayload.equals(video.subarray(0, 100))).toBe(true);

    const middle = await get(url, { range: 'bytes=1000-1499' });
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload.equals(video.subarray(1000, 1500))).toBe(true);

    const tail = await get(url, { range: 'bytes=-10' });
    expect(tail.headers['content-range']).toBe(
      `bytes ${video.length - 10}-${video.length - 1}/${video.length}`,
    );
    expect(tail.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);
  });

  it('answers a range past the end with 416 and the size', async () => {
    const response = await get(signer.sign('/media/demo/demo-video.mp4'), {
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
      expect(codeOf(response), url).toBe('route.not_found');
    }
  });
});
