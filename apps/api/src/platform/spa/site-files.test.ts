import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@pulso/contracts/problem';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_HOSTS: 'pulso.com.mx=mx' } });
});
afterAll(() => t.close());

const get = (url: string, host: string) => t.app.inject({ url, headers: { host } });
const br = 'website-br.localhost:3000';
const ar = 'website-ar.localhost:3000';

/** Every `<tag …>` of the page's head whose attributes include `attribute="value"`. */
function tags(html: string, tag: string, attribute: string, value: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))]
    .map((m) => m[0])
    .filter((t) => t.includes(`${attribute}="${value}"`));
}
const attr = (tag: string | undefined, name: string) =>
  tag ? new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&') : undefined;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) =>
  attr(tags(html, 'meta', 'name', 'description')[0], 'content');
const canonicalOf = (html: string) => attr(tags(html, 'link', 'rel', 'canonical')[0], 'href');
const og = (html: string, property: string) =>
  attr(tags(html, 'meta', 'property', property)[0], 'content');
const alternatesOf = (html: string) =>
  Object.fromEntries(
    tags(html, 'link', 'rel', 'alternate').map((l) => [attr(l, 'hreflang'), attr(l, 'href')]),
  );

describe('robots.txt', () => {
  it('is plain text that keeps crawlers out of the signed-in pages', async () => {
    const response = await get('/robots.txt', br);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/home',
      '/busca',
      '/busqueda',
      '/novidades',
      '/cursos-online',
      '/feed',
      '/docfinder',
    ])
      expect(lines, path).toEqual(
        expect.arrayContaining([`Disallow: ${path}$`, `Disallow: ${path}?`, `Disallow: ${path}/`]),
      );
    expect(lines).toContain('Disallow: /solo-en-');
    expect(lines).toContain('Disallow: /aceite-teste/');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /docfinder/v1/');
    expect(lines).toContain('Allow: /certificados/verificar');
    // Public pages stay open: no rule is a prefix of them.
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice(10));
    for (const page of ['/', '/signin', '/condiciones-de-uso', '/buscador-medico', '/imprint'])
      for (const rule of disallowed)
        expect(
          rule.endsWith('$') ? page === rule.slice(0, -1) : page.startsWith(rule),
          `${page} ${rule}`,
        ).toBe(false);
  });

  it('points to the sitemap of the host it is asked from', async () => {
    expect((await get('/robots.txt', br)).body).toContain(
      'Sitemap: http://website-br.localhost:3000/sitemap.xml',
    );
    expect((await get('/robots.txt', 'pulso.com.mx')).body).toContain(
      'Sitemap: https://pulso.com.mx/sitemap.xml',
    );
  });
});

describe('sitemap.xml', () => {
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

  it("lists the public pages of the host's country, with alternates on the other sites", async () => {
    const response = await get('/sitemap.xml', ar);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(locsOf(response.body)).toEqual([
      'http://website-ar.localhost:3000/',
      'http://website-ar.localhost:3000/signin',
      'http://website-ar.localhost:3000/condiciones-de-uso',
      'http://website-ar.localhost:3000/politica-de-privacidad',
    ]);
    expect(response.body).toContain(
      '<xhtml:link rel="alternate" hreflang="es-MX" href="https://pulso.com.mx/condiciones-de-uso"/>',
    );
    expect(response.body).toContain(
      '<xhtml:link rel="alternate" hreflang="pt-BR" href="http://website-br.localhost:3000/"/>',
    );
  });

  it('lists only the pages each country has (Brazil: legal texts on the corporate site)', async () => {
    expect(locsOf((await get('/sitemap.xml', br)).body)).toEqual([
      'http://website-br.localhost:3000/',
      'http://website-br.localhost:3000/signin',
    ]);
    expect(locsOf((await get('/sitemap.xml', 'pulso.com.mx')).body)).toEqual([
      'https://pulso.com.mx/',
      'https://pulso.com.mx/signin',
      'https://pulso.com.mx/condiciones-de-uso',
      'https://pulso.com.mx/politica-de-privacidad',
      'https://pulso.com.mx/imprint',
    ]);
  });
});

describe('manifest.webmanifest', () => {
  it('describes the installable app of each country', async () => {
    const brazil = await get('/manifest.webmanifest', br);
    expect(brazil.statusCode).toBe(200);
    expect(brazil.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(brazil.json()).toMatchObject({
      name: 'Pulso BR',
      short_name: 'Pulso BR',
      lang: 'pt-BR',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0e6e8c',
      background_color: '#ffffff',
      description: expect.stringContaining('profissionais de saúde'),
    });
    const mexico = (await get('/manifest.webmanifest', 'pulso.com.mx')).json();
    expect(mexico).toMatchObject({ name: 'Pulso MX', lang: 'es-MX' });
    expect(mexico.description).toContain('profesionales de la salud');
  });

  it('names icons of at least 192 and 512 px that are served as PNG', async () => {
    const { icons } = (await get('/manifest.webmanifest', br)).json() as {
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.every((i) => i.type === 'image/png')).toBe(true);
  });

  it('is linked from the page', async () => {
    const html = (await get('/', br)).body;
    expect(tags(html, 'link', 'rel', 'manifest')).toHaveLength(1);
  });
});

describe('offline.html (what the service worker shows without a network)', () => {
  it('is a page in the language of the country site, under the strict policy, revalidated', async () => {
    const brazil = await get('/offline.html', br);
    expect(brazil.statusCode).toBe(200);
    expect(brazil.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brazil.headers['cache-control']).toBe('no-cache');
    expect(brazil.headers['x-robots-tag']).toBe('noindex');
    expect(titleOf(brazil.body)).toBe('Sem conexão · Pulso BR');
    expect(brazil.body).toContain('<html lang="pt');
    expect(brazil.body).toContain('Tentar novamente');
    // No script at all; its styles under the nonce of its own response.
    expect(brazil.body).not.toContain('<script');
    const nonce = /<style nonce="([^"]+)">/.exec(brazil.body)?.[1];
    expect(brazil.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(brazil.headers['content-security-policy']).toContain("script-src 'self'");

    const mexico = await get('/offline.html', 'pulso.com.mx');
    expect(titleOf(mexico.body)).toBe('Sin conexión · Pulso MX');
    expect(mexico.body).toContain('Reintentar');
  });
});

describe('files that do not exist', () => {
  it('answer 404, not the app page', async () => {
    for (const url of ['/foo.png', '/wp-login.php', '/images/logo.svg', '/feed.xml']) {
      const response = await get(url, br);
      expect(response.statusCode, url).toBe(404);
      expect(problemSchema.parse(response.json()).code, url).toBe('asset.not_found');
    }
  });
});

describe('the head of the page, written by the server', () => {
  it('has the title, description, canonical and alternates of the landing per country', async () => {
    const brazil = (await get('/', br)).body;
    expect(titleOf(brazil)).toBe('Pulso | Início');
    expect(descriptionOf(brazil)).toContain('Atualização médica e educação continuada');
    expect(canonicalOf(brazil)).toBe('http://website-br.localhost:3000/');
    expect(alternatesOf(brazil)).toEqual({
      'es-MX': 'https://pulso.com.mx/',
      'es-AR': 'http://website-ar.localhost:3000/',
      'es-CL': 'http://website-cl.localhost:3000/',
      'es-CR': 'http://website-cr.localhost:3000/',
      'es-CO': 'http://website-co.localhost:3000/',
      'es-PE': 'http://website-pe.localhost:3000/',
      'pt-BR': 'http://website-br.localhost:3000/',
      'x-default': 'http://website-br.localhost:3000/',
    });
    // Only one title and one description: the template's defaults are replaced.
    expect(brazil.match(/<title>/g)).toHaveLength(1);
    expect(tags(brazil, 'meta', 'name', 'description')).toHaveLength(1);

    const mexico = (await get('/', 'pulso.com.mx')).body;
    expect(titleOf(mexico)).toBe('Pulso | Inicio');
    expect(canonicalOf(mexico)).toBe('https://pulso.com.mx/');
    expect(descriptionOf(mexico)).toContain('Actualización médica');
  });

  it('has Open Graph tags on public pages', async () => {
    const html = (await get('/condiciones-de-uso', 'pulso.com.mx')).body;
    expect(og(html, 'og:title')).toBe('Pulso | Condiciones de uso');
    expect(og(html, 'og:description')).toBe(descriptionOf(html));
    expect(og(html, 'og:url')).toBe('https://pulso.com.mx/condiciones-de-uso');
    expect(og(html, 'og:image')).toBe('https://pulso.com.mx/icons/icon-512.png');
    expect(og(html, 'og:locale')).toBe('es_MX');
    expect(og((await get('/signin', br)).body, 'og:locale')).toBe('pt_BR');
  });

  it('links a legal page only to the sites that have it', async () => {
    const html = (await get('/imprint', 'pulso.com.mx')).body;
    expect(titleOf(html)).toBe('Pulso | Pie de imprenta');
    expect(canonicalOf(html)).toBe('https://pulso.com.mx/imprint');
    expect(Object.keys(alternatesOf(html))).toEqual(['es-MX']);
    const terms = (await get('/condiciones-de-uso', ar)).body;
    expect(Object.keys(alternatesOf(terms))).toEqual(['es-MX', 'es-AR', 'es-CL', 'x-default']);
    // Brazil's terms are on the corporate site: its copy of the route is not canonical anywhere.
    expect(canonicalOf((await get('/condiciones-de-uso', br)).body)).toBeUndefined();
  });

  it('uses the Mexican wording, falling back to es', async () => {
    const signin = (await get('/signin', 'pulso.com.mx')).body;
    expect(titleOf(signin)).toBe('Pulso | Iniciar sesión');
    expect(descriptionOf(signin)).toContain('Inicia sesión o regístrate');
    expect(titleOf((await get('/signin', ar)).body)).toBe('Pulso | Ingresar');
  });

  it('marks /es-co as not to be indexed, in the header and the page', async () => {
    const response = await get('/es-co', 'website-co.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(attr(tags(response.body, 'meta', 'name', 'robots')[0], 'content')).toBe('noindex');
    expect(canonicalOf(response.body)).toBeUndefined();
    for (const url of ['/', '/signin', '/condiciones-de-uso'])
      expect((await get(url, 'website-co.localhost')).headers['x-robots-tag'], url).toBeUndefined();
  });

  it('gives signed-in pages the brand and the general description, without canonical', async () => {
    const html = (await get('/novidades', br)).body;
    expect(titleOf(html)).toBe('Pulso');
    expect(descriptionOf(html)).toContain('Portal exclusivo para profissionais de saúde');
    expect(canonicalOf(html)).toBeUndefined();
    expect(og(html, 'og:title')).toBeUndefined();
  });
});
