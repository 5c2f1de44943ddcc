import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '@pulso/contracts/site-pages';
import { buildTestApp, webDistFixture, type TestApp } from '../../testing/test-app.ts';
import { pageAssets, withPrerenderedPage } from './prerender.ts';

// A stand-in for the web app's prerender module (apps/web/src/prerender): it shows what the
// server gave it, and writes a style tag with the nonce it was given.
const fakeModule = `
export const pageSources = {
  landing: 'src/landing.tsx', terms: 'src/terms.tsx', privacy: 'src/privacy.tsx',
  imprint: 'src/imprint.tsx', esCo: 'src/es-co.tsx',
};
export function firstPageSourceOf(pathname) {
  return pathname === '/home' || pathname === '/' ? 'src/home.tsx' : undefined;
}
export async function renderPublicPage(input) {
  const title = input.legalDocument ? input.legalDocument.title : '';
  const words = Object.keys(input.translations).join(',');
  return '<style nonce="' + input.styleNonce + '"></style><main data-page="' + input.page +
    '" data-country="' + input.country + '" data-languages="' + words + '">' + title + '</main>';
}
`;
const manifest = {
  'index.html': { file: 'assets/index-C0ffee42.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-AAAAAAAA.js', css: ['assets/shared-AAAAAAAA.css'] },
  'src/landing.tsx': {
    file: 'assets/landing-BBBBBBBB.js',
    imports: ['_shared.js', '_card.js'],
    css: ['assets/landing-BBBBBBBB.css'],
  },
  '_card.js': { file: 'assets/card-CCCCCCCC.js', css: ['assets/card-CCCCCCCC.css'] },
  'src/home.tsx': {
    file: 'assets/home-DDDDDDDD.js',
    imports: ['_shared.js', '_card.js'],
    css: ['assets/home-DDDDDDDD.css'],
  },
  'src/app/mantine-styles-more.ts': {
    file: 'assets/mantine-styles-more-EEEEEEEE.js',
    css: ['assets/mantine-styles-more-EEEEEEEE.css'],
  },
};

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'pulso-prerender-'));
  await cp(webDistFixture, webDist, { recursive: true });
  await mkdir(join(webDist, 'prerender'));
  await writeFile(join(webDist, 'prerender', 'render-public-page.js'), fakeModule);
  await mkdir(join(webDist, '.vite'));
  await writeFile(join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  t = await buildTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, host: string, cookie?: string) =>
  t.app.inject({ url, headers: { host, ...(cookie ? { cookie } : {}) } });
const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

describe('the first paint of the public pages (decision 027)', () => {
  it('sends the landing drawn for the host country before the hidden app root', async () => {
    const response = await get('/', 'website-mx.localhost');
    const html = response.body;
    expect(html).toContain(
      '<div id="prerendered" data-path="/" data-country="mx"><style nonce="' +
        nonceOf(String(response.headers['content-security-policy'])) +
        '"></style><main data-page="landing" data-country="mx" data-languages="es-MX,es">',
    );
    expect(html).toContain('</main></div><div id="root" hidden></div>');
    expect(html).toContain('<html data-mantine-color-scheme="light"');
    // The page's stylesheets in <head>; the app's script starts after the paint, with the
    // translation file and the page's chunks asked for then.
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/landing-BBBBBBBB.css"><link rel="stylesheet" crossorigin href="/assets/card-CCCCCCCC.css"></head>',
    );
    expect(html).toContain(
      '<script src="/start-after-paint.js" data-app="/assets/index-C0ffee42.js" defer data-fetch="/assets/i18n/es-MX.json /assets/i18n/es.json" data-modules="/assets/landing-BBBBBBBB.js /assets/card-CCCCCCCC.js"></script>',
    );
    expect(html).not.toContain('type="module"');
    expect(response.headers.vary).toContain('cookie');
  });

  it("puts each response's own nonce into the kept render", async () => {
    const first = await get('/', 'website-br.localhost');
    const second = await get('/', 'website-br.localhost');
    for (const response of [first, second]) {
      const nonce = nonceOf(String(response.headers['content-security-policy']));
      expect(response.body).toContain(`<style nonce="${nonce}"></style>`);
    }
    expect(nonceOf(String(first.headers['content-security-policy']))).not.toBe(
      nonceOf(String(second.headers['content-security-policy'])),
    );
  });

  it("gives a legal page the country's document", async () => {
    const html = (await get('/condiciones-de-uso', 'website-mx.localhost')).body;
    expect(html).toMatch(/<main data-page="terms" data-country="mx"[^>]*>[^<]+<\/main>/);
    expect(html).toContain('data-path="/condiciones-de-uso"');
  });

  it("gives the es-co page Spanish translations on the Brazilian site (the document's language)", async () => {
    const html = (await get('/es-co', 'website-br.localhost')).body;
    expect(html).toContain('<main data-page="esCo" data-country="br" data-languages="pt-br,es">');
  });

  it('sends no first paint to a browser that holds a session, nor for other pages', async () => {
    const signedIn = await get('/', 'website-br.localhost', `${SIGNED_IN_HINT_COOKIE}=1`);
    expect(signedIn.body).not.toContain('id="prerendered"');
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).toContain('<script type="module"');
    const signin = await get('/signin', 'website-br.localhost');
    expect(signin.body).not.toContain('id="prerendered"');
  });

  it('never serves the prerender module itself', async () => {
    const response = await get('/prerender/render-public-page.js', 'website-br.localhost');
    expect(response.statusCode).toBe(404);
  });
});

describe("a signed-in first page's files in <head> (decision 059)", () => {
  const signedInHint = `${SIGNED_IN_HINT_COOKIE}=1`;
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));

  it("names the home's stylesheets (the app's Mantine styles first) and scripts", async () => {
    for (const path of ['/home', '/']) {
      const html = head((await get(path, 'website-br.localhost', signedInHint)).body);
      expect(html, path).toContain(
        '<link rel="stylesheet" crossorigin href="/assets/mantine-styles-more-EEEEEEEE.css">' +
          '<link rel="stylesheet" crossorigin href="/assets/home-DDDDDDDD.css">' +
          '<link rel="stylesheet" crossorigin href="/assets/card-CCCCCCCC.css">' +
          '<link rel="modulepreload" crossorigin href="/assets/home-DDDDDDDD.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/card-CCCCCCCC.js">',
      );
      // What index.html loads already is not named again.
      expect(html.match(/shared-AAAAAAAA\.js/g) ?? [], path).toHaveLength(0);
    }
  });

  it('names nothing signed out, nor for a page the app does not name', async () => {
    const signedOut = await get('/home', 'website-br.localhost');
    expect(signedOut.body).not.toContain('home-DDDDDDDD');
    const other = await get('/eventos', 'website-br.localhost', signedInHint);
    expect(other.body).not.toContain('home-DDDDDDDD');
    expect(other.body).toContain('<script type="module"');
  });
});

describe('pageAssets', () => {
  it("lists a page's stylesheets and chunks that index.html does not already load", () => {
    expect(pageAssets(manifest, 'src/landing.tsx')).toEqual({
      css: ['/assets/landing-BBBBBBBB.css', '/assets/card-CCCCCCCC.css'],
      js: ['/assets/landing-BBBBBBBB.js', '/assets/card-CCCCCCCC.js'],
    });
    expect(pageAssets(manifest, 'src/missing.tsx')).toEqual({ css: [], js: [] });
  });
});

describe('withPrerenderedPage', () => {
  it('leaves a page without the root element or the app script as it is', () => {
    const page = { html: '<p>x</p>', css: [], js: [] };
    const html = '<html><head></head><body><div id="app"></div></body></html>';
    expect(withPrerenderedPage(html, page, { path: '/', country: 'br' })).toBe(html);
  });

  it("asks for the app's own modules after the paint, with the page's (decision 059)", () => {
    const html =
      '<html><head><script type="module" crossorigin src="/assets/index.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor.js">\n' +
      '</head><body><div id="root"></div></body></html>';
    const out = withPrerenderedPage(
      html,
      { html: '<p>x</p>', css: [], js: ['/assets/landing.js'] },
      { path: '/', country: 'br' },
    );
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('data-modules="/assets/vendor.js /assets/landing.js"');
  });

  it('escapes the path it writes', () => {
    const html =
      '<html><head><script type="module" crossorigin src="/a.js"></script></head><body><div id="root"></div></body></html>';
    const out = withPrerenderedPage(
      html,
      { html: '', css: [], js: [] },
      { path: '/"><script>', country: 'br' },
    );
    expect(out).toContain('data-path="/&quot;&gt;&lt;script&gt;"');
  });
});
