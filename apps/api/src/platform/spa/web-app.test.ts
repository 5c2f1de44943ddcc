import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE } from '@pulso/contracts/http';
import { APP_STATE_ELEMENT_ID, SIGNED_IN_HINT_COOKIE } from '@pulso/contracts/site-pages';
import { problemSchema } from '@pulso/contracts/problem';
import { runtimeConfigSchema } from '@pulso/contracts/runtime-config';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_HOSTS: 'pulso.com.mx=mx' } });
});
afterAll(() => t.close());

const page = (url: string, host = 'localhost:3000') => t.app.inject({ url, headers: { host } });

function meta(html: string, name: string): string | undefined {
  const match = new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(html);
  return match?.[1]
    ?.replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
const langOf = (html: string) => /<html[^>]*\blang="([^"]*)"/.exec(html)?.[1];

/** Each of `urls` answers the web app's page, in the host country's language. */
async function expectAppPages(urls: string[], host: string, lang: string) {
  for (const url of urls) {
    const response = await page(url, host);
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toContain('text/html');
    expect(langOf(response.body), url).toBe(lang);
  }
}

describe('index.html', () => {
  it('sets <html lang> from the host country', async () => {
    const cases = {
      'website-br.localhost:3000': 'pt',
      'website-mx.localhost:3000': 'es-MX',
      'website-ar.localhost:3000': 'es',
      'website-co.localhost': 'es',
      'pulso.com.mx': 'es-MX',
      'localhost:3000': 'pt',
    };
    for (const [host, lang] of Object.entries(cases)) {
      const response = await page('/', host);
      expect(response.statusCode, host).toBe(200);
      expect(langOf(response.body), host).toBe(lang);
    }
  });

  it('preloads the language files the app fetches first, so they load with its script', async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin>/g)].map(
        (match) => match[1],
      );
    expect(preloads((await page('/', 'website-br.localhost')).body)).toEqual([
      '/assets/i18n/pt-br.json',
    ]);
    expect(preloads((await page('/signin', 'website-mx.localhost')).body)).toEqual([
      '/assets/i18n/es-MX.json',
      '/assets/i18n/es.json',
    ]);
    expect(preloads((await page('/', 'website-ar.localhost')).body)).toEqual([
      '/assets/i18n/es.json',
    ]);
  });

  it('follows ?loc= when it names a locale', async () => {
    expect(langOf((await page('/?loc=ES-mx')).body)).toBe('es-MX');
    expect(langOf((await page('/?loc=nonsense', 'website-ar.localhost')).body)).toBe('es');
  });

  it('carries the runtime configuration in a meta tag', async () => {
    const html = (await page('/', 'website-mx.localhost')).body;
    const config = runtimeConfigSchema.parse(JSON.parse(meta(html, 'pulso-config') ?? ''));
    expect(config).toMatchObject({
      apiBaseUrl: '/api',
      docfinderBaseUrl: '/docfinder/v1',
      idpBaseUrl: '/idp',
      apiKey: 'pulso-local',
      identityAdapter: 'embedded',
      environment: 'test',
      configuredHosts: { 'pulso.com.mx': 'mx' },
    });
    expect(config.countries.mx).toMatchObject({
      idpApiKey: 'pulso-mx',
      regulatoryApprovalCode: 'DEMO-MX-COFEPRIS',
    });
    expect(config.countries.br.consentKey).toBe('');
    expect(html).not.toContain('<!--app-head-->');
  });

  it('writes the CSP style nonce of this response into the page', async () => {
    const first = await page('/');
    const second = await page('/');
    const nonce = meta(first.body, 'csp-nonce');
    expect(nonce).toMatch(/^[\w+/=-]{16,}$/);
    expect(first.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(meta(second.body, 'csp-nonce')).not.toBe(nonce);
  });

  it('sends the strict security headers', async () => {
    const response = await page('/');
    const policy = String(response.headers['content-security-policy']);
    const directives = Object.fromEntries(
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k, v.join(' ')]),
    );
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'img-src': "'self' data: blob:",
      'font-src': "'self' data:",
      'connect-src': "'self'",
      'media-src': "'self' blob:",
      'object-src': "'none'",
      'base-uri': "'self'",
      'frame-ancestors': "'none'",
      'form-action': "'self'",
      // React renders Mantine's style props as attributes; style tags still need the nonce.
      'style-src-attr': "'unsafe-inline'",
    });
    expect(directives['style-src']).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+'$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('is compressed for clients that accept it, and never cached', async () => {
    for (const [accept, encoding, decode] of [
      ['br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        url: '/signin',
        headers: { host: 'website-mx.localhost', 'accept-encoding': accept },
      });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['cache-control'], accept).toBe('no-cache');
      expect(langOf(decode(response.rawPayload).toString()), accept).toBe('es-MX');
    }
  });

  it('is not cached and sets the anti-forgery cookie', async () => {
    const response = await page('/');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.cookies.find((c) => c.name === XSRF_COOKIE)).toMatchObject({
      path: '/',
      sameSite: 'Lax',
    });
  });

  it('answers every app route (and /index.html) with the rendered page', async () => {
    await expectAppPages(
      ['/cursos-online/12/examen', '/politica-de-privacidad', '/index.html', '/a.b/c'],
      'website-mx.localhost',
      'es-MX',
    );
    expect((await t.app.inject({ method: 'HEAD', url: '/eventos' })).statusCode).toBe(200);
  });
});

describe('server render (docs/start-path.md)', () => {
  const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1];

  it("renders the page into #root with the host's country, its data asked of the API in process", async () => {
    const response = await page('/condiciones-de-uso', 'website-mx.localhost');
    expect(response.statusCode).toBe(200);
    expect(root(response.body)).toBe(
      '<main data-country="mx" data-signed-in-hint="false">/condiciones-de-uso 200 mx</main>',
    );
    expect(response.headers.vary).toContain('cookie');
  });

  it("counts a page's data requests against the visitor's own rate limit", async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_MAX: '2' } });
    try {
      const visit = (remoteAddress: string) =>
        limited.app.inject({
          url: '/condiciones-de-uso',
          headers: { host: 'website-mx.localhost' },
          remoteAddress,
        });
      for (let i = 0; i < 3; i += 1) await visit('198.51.100.7');
      expect(root((await visit('198.51.100.7')).body)).toContain('429');
      // Another visitor's page still gets its data.
      expect(root((await visit('198.51.100.8')).body)).toContain(' 200 mx');
    } finally {
      await limited.close();
    }
  });

  it('renders with the session hint the browser sends (its first drawing uses the same)', async () => {
    const response = await t.app.inject({
      url: '/home',
      headers: { host: 'website-br.localhost', cookie: `${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(root(response.body)).toContain('data-signed-in-hint="true"');
  });

  it("names the page's stylesheets and scripts from the build's manifest, after the app's", async () => {
    const html = (await page('/', 'website-ar.localhost')).body;
    const body = html.slice(html.indexOf('<body>'), html.indexOf('<div id="root">'));
    const links = [
      ...body.matchAll(/<link rel="(stylesheet|modulepreload)" crossorigin href="([^"]+)">/g),
    ];
    expect(links.map(([, rel, href]) => `${rel} ${href}`)).toEqual([
      'stylesheet /assets/more-styles-C0ffee42.css',
      'stylesheet /assets/card-C0ffee42.css',
      'stylesheet /assets/page-C0ffee42.css',
      'modulepreload /assets/card-C0ffee42.js',
      'modulepreload /assets/page-C0ffee42.js',
    ]);
    // What index.html loads itself is not named again.
    expect(body).not.toContain('shared-C0ffee42.js');
  });

  it('hands the browser its starting state in a JSON data block, never an inline script', async () => {
    const html = (await page('/', 'website-br.localhost')).body;
    const block = new RegExp(
      `<script type="application/json" id="${APP_STATE_ELEMENT_ID}">([^<]*)</script>`,
    ).exec(html);
    expect(JSON.parse(block![1]!)).toMatchObject({ router: { loaderData: { page: '</script>' } } });
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes);
    expect(scripts.every((a) => /type="(module|application\/json)"/.test(a!))).toBe(true);
    expect(html).not.toMatch(/<!--app-/);
  });

  it("answers the router's redirect and status", async () => {
    const moved = await page('/moved', 'website-br.localhost');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/');
    expect((await page('/gone', 'website-br.localhost')).statusCode).toBe(404);
  });

  it('sends the page for the browser to draw alone when the render fails', async () => {
    const response = await page('/render-fails', 'website-br.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(langOf(response.body)).toBe('pt');
  });
});

describe('built files', () => {
  it('caches hashed assets for a year', async () => {
    const response = await page('/assets/index-C0ffee42.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
  });

  it('sends the brotli file made at build time, gzip to clients without brotli', async () => {
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip', encoding: 'gzip', decode: gunzipSync },
    ];
    for (const { accept, encoding, decode } of cases) {
      const response = await t.app.inject({
        url: '/assets/index-C0ffee42.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type'], accept).toContain('javascript');
      expect(response.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary, accept).toContain('accept-encoding');
      expect(decode(response.rawPayload).toString(), accept).toContain('hashed asset');
    }
    const plain = await t.app.inject({
      url: '/assets/index-C0ffee42.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('hashed asset');
  });

  it('revalidates the service worker (and the precache list in it), sent precompressed', async () => {
    const response = await t.app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('service worker');
  });

  it('revalidates translations and other unhashed files', async () => {
    for (const url of ['/assets/i18n/es.json', '/favicon.svg']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.etag, url).toMatch(/^(W\/)?"[^"]+"$/);
      const again = await t.app.inject({
        url,
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const response = await page('/assets/index-Missing1.js');
    expect(response.statusCode).toBe(404);
    expect(problemSchema.parse(response.json()).code).toBe('asset.not_found');
  });

  it('never serves files from outside the build', async () => {
    for (const url of [
      '/../package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/../../index.html',
    ]) {
      const response = await page(url);
      expect(response.body, url).not.toContain('"dependencies"');
    }
  });
});

describe('pages only some countries have', () => {
  it('serves /imprint in Mexico and sends it home elsewhere', async () => {
    const mexico = await page('/imprint', 'website-mx.localhost:3000');
    expect(mexico.statusCode).toBe(200);
    expect(mexico.headers['content-type']).toContain('text/html');
    for (const host of [
      'website-br.localhost:3000',
      'website-co.localhost',
      'website-ar.localhost',
    ]) {
      const response = await page('/imprint', host);
      expect(response.statusCode, host).toBe(302);
      expect(response.headers.location, host).toBe('/');
    }
  });
});

describe('paths that are not the web app', () => {
  it('answers 404 problems under the reserved prefixes', async () => {
    for (const url of [
      '/idp/accounts.login',
      '/docfinder/v1/nothing-here',
      '/docfinder/v1',
      '/authenticator/servicos/x',
      '/media/a.mp4',
      '/idp',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/problem+json');
      expect(problemSchema.parse(response.json()).code, url).toBe('route.not_found');
    }
  });

  it('serves the app for the doctor-finder pages opened directly (refresh, bookmark, mail link)', async () => {
    await expectAppPages(
      [
        '/docfinder',
        '/docfinder/',
        '/docfinder/cadastro',
        '/docfinder/cadastro-endereco',
        '/docfinder/editar-endereco/5',
      ],
      'website-br.localhost:3000',
      'pt',
    );
  });
});

describe('without a web build', () => {
  it('answers a 503 page that says how to build it', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'pulso-no-web-'));
    const unbuilt = await buildTestApp({ env: { WEB_DIST: empty } });
    try {
      const response = await unbuilt.app.inject({ url: '/' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('npm run build');
      expect((await unbuilt.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await unbuilt.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
