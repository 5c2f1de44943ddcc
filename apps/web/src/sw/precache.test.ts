import { describe, expect, it } from 'vitest';
import { MAX_PRECACHED_BYTES, OFFLINE_PAGE, keepPrecacheable } from './precache.ts';

const entry = (url: string, size = 1000) => ({ url, revision: null, size });

describe('what the service worker precaches (decision 047)', () => {
  it("keeps the app's hashed code and styles, the icons and the offline page", () => {
    const kept = keepPrecacheable([
      entry('assets/index-DMiTKFwp.js'),
      entry('assets/index-CGEusgdb.css'),
      entry('icons/icon-192.png'),
      entry('favicon.svg'),
      entry(OFFLINE_PAGE),
    ]).manifest.map((e) => e.url);
    expect(kept).toEqual([
      'assets/index-DMiTKFwp.js',
      'assets/index-CGEusgdb.css',
      'icons/icon-192.png',
      'favicon.svg',
      OFFLINE_PAGE,
    ]);
  });

  it('never an unhashed file, a translation, a page, a compressed twin or a large rare chunk', () => {
    const kept = keepPrecacheable([
      entry('index.html'),
      entry('assets/i18n/es.json'),
      entry('assets/app.js'),
      entry('assets/index-DMiTKFwp.js.br'),
      entry('assets/index-DMiTKFwp.js.gz'),
      entry('prerender/render-public-page.js'),
      entry('sw.js'),
      entry('start-after-paint.js'),
      entry('assets/common-passwords-Cnufe9js.js', MAX_PRECACHED_BYTES + 1),
    ]).manifest;
    expect(kept).toEqual([]);
  });
});
