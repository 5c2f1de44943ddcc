import { describe, expect, it } from 'vitest';
import { anyVariantOf, createMediaUrlSigner } from './media-url.ts';

const key = Buffer.alloc(32, 1);
const HOUR = 3_600_000;
const start = Date.UTC(2026, 10, 23, 10, 0, 7);

function clockAt(ms: number) {
  const clock = { ms, now: () => clock.ms };
  return clock;
}
const expOf = (url: string) => Number(new URL(url, 'http://x').searchParams.get('exp'));
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('signed media URLs', () => {
  it('stay the same for a quarter of the TTL and are valid for at least the TTL', () => {
    const clock = clockAt(start);
    const signer = createMediaUrlSigner({ key, ttlMs: 4 * HOUR, now: clock.now });
    const first = signer.sign('/media/demo/demo-video.mp4');
    expect(expOf(first) * 1000).toBeGreaterThanOrEqual(start + 4 * HOUR);
    expect(expOf(first) * 1000).toBeLessThanOrEqual(start + 5 * HOUR);
    clock.ms += 20 * 60_000;
    // Minted 20 minutes later: the same URL (browser and content caches keep it).
    expect(signer.sign('/media/demo/demo-video.mp4')).toBe(first);
    clock.ms = expOf(first) * 1000 - 4 * HOUR + 1_000;
    expect(signer.sign('/media/demo/demo-video.mp4')).not.toBe(first);
  });

  it('are accepted until they expire, with a cache age never past the TTL nor the expiry', () => {
    const clock = clockAt(start);
    const signer = createMediaUrlSigner({ key, ttlMs: HOUR, now: clock.now });
    const url = signer.sign('/media/demo/bula-eylia.pdf');
    const check = () => signer.check('/media/demo/bula-eylia.pdf', queryOf(url));
    expect(check()).toMatchObject({ kind: 'valid', maxAge: 3_600 });
    clock.ms = expOf(url) * 1000 - 10_000;
    expect(check()).toMatchObject({ kind: 'valid', maxAge: 10 });
    clock.ms = expOf(url) * 1000;
    expect(check()).toEqual({ kind: 'expired' });
  });

  it('never outlive `notAfter` (a token link)', () => {
    const signer = createMediaUrlSigner({ key, ttlMs: HOUR, now: () => start });
    const notAfter = new Date(start + 10 * 60_000);
    expect(expOf(signer.sign('/media/a.pdf', { notAfter }))).toBe(notAfter.getTime() / 1000);
  });

  it('leave URLs that are not ours unchanged', () => {
    const signer = createMediaUrlSigner({ key, ttlMs: HOUR });
    for (const url of ['https://cdn.example/x.mp4', '/api/training/certificates/1/pdf'])
      expect(signer.sign(url)).toBe(url);
  });

  it("reads a thumbnail's variants as one path", () => {
    expect(anyVariantOf('/media/demo/oncology-2.top10.svg')).toBe('/media/demo/oncology-2.*.svg');
    expect(anyVariantOf('/media/demo/oncology-2.seeLater.svg')).toBe(
      '/media/demo/oncology-2.*.svg',
    );
    expect(anyVariantOf('/media/demo/bula-eylia.pdf')).toBe('/media/demo/bula-eylia.pdf');
  });
});
