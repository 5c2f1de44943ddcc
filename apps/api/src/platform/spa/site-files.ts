import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localeIds, type CountryCode } from '@pulso/contracts/country';
import { getCountryProfile } from '@pulso/contracts/country-profiles';
import {
  countryHasPage,
  pageAlternates,
  publicPathsUnderSignedIn,
  signedInPaths,
  sitePageIds,
  sitePages,
  tokenPaths,
} from '@pulso/contracts/site-pages';
import { publicBaseUrl, requestOriginOf } from '../public-url.ts';
import { reservedPrefixes } from './reserved-paths.ts';
import type { Translate } from './translations.ts';
import { escapeHtml } from '@pulso/contracts/helpers/html';
import { offlinePageHtml } from './offline-page.ts';
import { BACKGROUND_COLOR, THEME_COLOR } from './site-theme.ts';

export interface SiteFilesOptions {
  configuredHosts: Readonly<Record<string, CountryCode>>;
  /** The country of the request's host (the same rule as index.html). */
  countryOf: (request: FastifyRequest) => CountryCode;
  translate: (country: CountryCode) => Promise<Translate>;
}

export { BACKGROUND_COLOR, THEME_COLOR } from './site-theme.ts';

/** robots.txt: the signed-in pages, token links and server paths are not for search engines. */
export function robotsTxt(sitemapUrl: string | undefined): string {
  const lines = ['User-agent: *'];
  for (const path of publicPathsUnderSignedIn) lines.push(`Allow: ${path}`);
  for (const path of [...signedInPaths, ...tokenPaths]) {
    // `/busca` must not cover `/buscador-medico`: the page itself, with a query, and what is
    // under it.
    if (path.endsWith('-')) lines.push(`Disallow: ${path}`);
    else lines.push(`Disallow: ${path}$`, `Disallow: ${path}?`, `Disallow: ${path}/`);
  }
  for (const prefix of ['/api', ...reservedPrefixes]) lines.push(`Disallow: ${prefix}/`);
  if (sitemapUrl) lines.push('', `Sitemap: ${sitemapUrl}`);
  return `${lines.join('\n')}\n`;
}

/** sitemap.xml of one country site: its indexed public pages, each with its hreflang alternates. */
export function sitemapXml(
  country: CountryCode,
  originOf: (country: CountryCode) => string | undefined,
): string {
  const origin = originOf(country);
  const urls = sitePageIds
    .filter((id) => sitePages[id].indexed && countryHasPage(country, id) && origin)
    .map((id) => {
      const links = pageAlternates(id, originOf)
        .map(
          (a) =>
            `<xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}"/>`,
        )
        .join('');
      return `<url><loc>${escapeHtml(`${origin}${sitePages[id].path}`)}</loc>${links}</url>`;
    });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.map((url) => `${url}\n`).join('') +
    '</urlset>\n'
  );
}

/** The web app manifest of one country site (installable app: name, language, icons). */
export function webManifest(country: CountryCode, t: Translate) {
  const profile = getCountryProfile(country);
  return {
    id: '/',
    name: profile.appShortName,
    short_name: profile.appShortName,
    description: t(sitePages.landing.descriptionKey) ?? profile.appName,
    lang: localeIds[country],
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}

/**
 * /robots.txt, /sitemap.xml, /manifest.webmanifest and /offline.html (what the service worker
 * shows without a network, decision 047), per country site (host).
 */
export function registerSiteFiles(app: FastifyInstance, options: SiteFilesOptions): void {
  const config = { publicHosts: options.configuredHosts };
  const originsFor = (request: FastifyRequest) => {
    const requestOrigin = requestOriginOf(request);
    return (code: CountryCode) => publicBaseUrl(config, code, requestOrigin);
  };
  const route = { schema: { hide: true } };

  app.get('/robots.txt', route, async (request, reply) => {
    const origin = originsFor(request)(options.countryOf(request));
    reply.header('cache-control', 'no-cache');
    return reply
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin ? `${origin}/sitemap.xml` : undefined));
  });

  app.get('/sitemap.xml', route, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return reply
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(options.countryOf(request), originsFor(request)));
  });

  app.get('/manifest.webmanifest', route, async (request, reply) => {
    const country = options.countryOf(request);
    reply.header('cache-control', 'no-cache');
    return reply
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webManifest(country, await options.translate(country))));
  });

  app.get('/offline.html', route, async (request, reply) => {
    const country = options.countryOf(request);
    reply.header('cache-control', 'no-cache').header('x-robots-tag', 'noindex');
    return reply
      .type('text/html; charset=utf-8')
      .send(offlinePageHtml(country, await options.translate(country), request.cspNonce));
  });
}
