import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  htmlLangOf,
  resolveCountry,
  uiLanguageOf,
  type CountryCode,
  type UiLanguage,
} from '@pulso/contracts/country';
import type { RuntimeConfig } from '@pulso/contracts/runtime-config';
import type { DocfinderProfile } from '@pulso/contracts/docfinder';
import {
  doctorProfilePath,
  doctorProfileText,
  jsonLdText,
  physicianJsonLd,
} from '@pulso/contracts/docfinder/profile-page';
import {
  APP_STATE_ELEMENT_ID,
  SIGNED_IN_HINT_COOKIE,
  formatPageTitle,
  pageHead,
  type PageHead,
  pageMissingIn,
  sitePageForPath,
  sitePages,
} from '@pulso/contracts/site-pages';
import { NotFoundError } from '../../errors.ts';
import { publicBaseUrl, requestOriginOf } from '../public-url.ts';
import { issueXsrfCookie } from '../xsrf.ts';
import {
  PAGE_HEAD_ATTRIBUTE,
  fillTemplate,
  indexTemplateLoader,
  notBuiltPage,
  renderAssets,
  renderHead,
} from './index-html.ts';
import { createServerRenderer } from './server-render.ts';
import { reservedPrefixes } from './reserved-paths.ts';
import { registerSiteFiles } from './site-files.ts';
import { translationFileLoaders, translationsLoader } from './translations.ts';

export interface WebAppOptions {
  webDist: string;
  runtimeConfig: RuntimeConfig;
  configuredHosts: Readonly<Record<string, CountryCode>>;
  /**
   * A listed doctor's public profile (doctor finder), for the head of its page on a direct load:
   * title, description, canonical and JSON-LD `Physician` (decision 046); undefined when not
   * listed. Without this option the app alone writes them.
   */
  doctorProfile?: (id: string) => Promise<DocfinderProfile | undefined>;
}

/** `/buscador-medico/medico/{uuid}`: a doctor's public profile (Brazil's doctor finder). */
const DOCTOR_PROFILE_PATH =
  /^\/buscador-medico\/medico\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** Vite's content-hashed file names (`index-BQ3x9aZ1.js`): safe to cache for a year. */
const HASHED =
  /[-.][A-Za-z0-9_-]{8,}\.(?:js|mjs|css|woff2?|ttf|otf|png|jpe?g|gif|svg|webp|avif|ico|wasm|map)$/;

/** The suffix of a file the build compressed ahead of time. */
const PRECOMPRESSED = /\.(?:br|gz)$/;

/**
 * The translation files the web app fetches before it can show anything (apps/web i18n.ts):
 * its language's file, and `es` under `es-MX` (which holds only the Mexican differences).
 */
export function translationFilesOf(language: UiLanguage): string[] {
  const files = language === 'es-MX' ? ['es-MX', 'es'] : [language];
  return files.map((file) => `/assets/i18n/${file}.json`);
}

export function cacheControlFor(urlPath: string): string {
  const hashed =
    urlPath.startsWith('/assets/') && !urlPath.startsWith('/assets/i18n/') && HASHED.test(urlPath);
  return hashed ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function pathOf(request: FastifyRequest): string {
  const raw = request.url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A regular file of WEB_DIST at that URL path (never outside it), or undefined. */
async function builtFile(webDist: string, urlPath: string): Promise<string | undefined> {
  const absolute = resolve(webDist, `.${urlPath}`);
  if (!absolute.startsWith(webDist + sep)) return undefined;
  // The server's renderer (server-render.ts), not a file of the site.
  if (absolute.startsWith(join(webDist, 'server') + sep)) return undefined;
  const info = await stat(absolute).catch(() => undefined);
  return info?.isFile() ? absolute.slice(webDist.length + 1) : undefined;
}

/**
 * A file name that is never a page of the app (`/logo.png`, `/wp-login.php`): when no such file
 * was built it answers 404, not the app's page (a "soft 404" for crawlers and broken links).
 */
const FILE_EXTENSION =
  /\.(?:png|jpe?g|gif|svg|webp|avif|ico|bmp|js|mjs|cjs|css|map|json|txt|xml|webmanifest|woff2?|ttf|otf|eot|pdf|mp[34]|webm|ogg|wav|zip|gz|br|php|aspx?|jsp|cgi|env|ini|sql|bak|ya?ml|toml|wasm)$/i;

export function isFilePath(urlPath: string): boolean {
  return FILE_EXTENSION.test(urlPath.slice(urlPath.lastIndexOf('/') + 1));
}

/**
 * The single-page app: built files from WEB_DIST, and index.html (rendered per request) for every
 * other GET outside /api and the reserved prefixes; the app itself sends unknown paths to `/`.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const webDist = resolve(options.webDist);
  const loadTemplate = indexTemplateLoader(webDist);
  const loadTranslations = translationsLoader(webDist);
  const countryOf = (request: FastifyRequest) => {
    const forcedLocale = (request.query as Record<string, unknown> | undefined)?.loc;
    return resolveCountry({
      host: request.host,
      configuredHosts: options.configuredHosts,
      forcedLocale: typeof forcedLocale === 'string' ? forcedLocale : undefined,
    }).country;
  };
  const translate = (country: CountryCode) => loadTranslations(uiLanguageOf[country]);
  const translationFiles = translationFileLoaders(webDist);
  const renderer = createServerRenderer(webDist);
  // Loaded a moment after the server listens (not before /readyz), not by the first visitor.
  app.addHook('onListen', async () => {
    setTimeout(() => {
      renderer
        .warm()
        .catch((error: unknown) => app.log.error({ err: error }, 'loading the renderer failed'));
    }, 1000).unref();
  });

  /**
   * The API answering a page's route loaders in this process (entry-server.tsx), as it answers
   * the browser: same routes, same checks, with the page's host (its country) and the visitor's
   * address (its rate limit is the visitor's, not one shared by every page the server renders).
   */
  const inProcessFetch =
    (request: FastifyRequest): typeof fetch =>
    async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url,
        headers: { ...headers, host: request.headers.host ?? 'localhost' },
        remoteAddress: request.ip,
        ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      });
      const noBody = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(noBody ? null : Uint8Array.from(answer.rawPayload), {
        status: answer.statusCode,
        headers: Object.entries(answer.headers).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, String(value)] as [string, string]],
        ),
      });
    };

  async function translationsFor(): Promise<Partial<Record<UiLanguage, Record<string, unknown>>>> {
    const files: Partial<Record<UiLanguage, Record<string, unknown>>> = {};
    for (const [language, load] of Object.entries(translationFiles)) {
      const tree = await load();
      if (tree) files[language as UiLanguage] = tree;
    }
    return files;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    serve: false,
    cacheControl: false,
    dotfiles: 'ignore',
    // The build writes `.br` and `.gz` next to each text file (vite.config.ts): sent as they are
    // to clients that accept them, brotli first, the plain file otherwise.
    preCompressed: true,
    setHeaders: (reply, path) => {
      const served = path
        .slice(webDist.length + 1)
        .split(sep)
        .join('/');
      reply.header('cache-control', cacheControlFor(`/${served.replace(PRECOMPRESSED, '')}`));
    },
  });

  /**
   * A doctor's public profile page, for search engines on a direct load (decision 046): its
   * title, description, canonical and Open Graph, and the JSON-LD `Physician` (marked like the
   * head's tags, which the app replaces: it writes its own when it shows the profile). A profile
   * no longer listed answers 404 (noindex), so that search engines drop it; the app then says so.
   */
  async function doctorProfileHead(
    request: FastifyRequest,
    reply: FastifyReply,
    urlPath: string,
    country: CountryCode,
    head: PageHead,
  ): Promise<{ head: PageHead; jsonLd?: string } | undefined> {
    const id = DOCTOR_PROFILE_PATH.exec(urlPath)?.[1]?.toLowerCase();
    if (!id || !options.doctorProfile || country !== 'br') return undefined;
    const profile = await options.doctorProfile(id).catch(() => undefined);
    if (!profile) {
      reply.code(404);
      return { head: { ...head, noindex: true } };
    }
    const origin = publicBaseUrl(
      { publicHosts: options.configuredHosts },
      country,
      requestOriginOf(request),
    );
    const url = `${origin ?? ''}${doctorProfilePath(profile.id)}`;
    const text = doctorProfileText(profile);
    const title = formatPageTitle(head.title, text.name);
    return {
      head: {
        title,
        description: text.description,
        noindex: false,
        ...(origin ? { canonical: url } : {}),
        alternates: [],
        openGraph: [
          ['og:type', 'profile'],
          ['og:title', title],
          ['og:description', text.description],
          ...(origin ? ([['og:url', url]] as [string, string][]) : []),
          ['og:locale', 'pt_BR'],
        ],
      },
      jsonLd: `<script type="application/ld+json" ${PAGE_HEAD_ATTRIBUTE}>${jsonLdText(physicianJsonLd(profile, url))}</script>`,
    };
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply, urlPath: string) {
    const template = await loadTemplate();
    reply.header('cache-control', 'no-cache');
    if (template === undefined)
      return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage);
    const country = countryOf(request);
    const page = sitePageForPath(urlPath);
    if (page && pageMissingIn(country, page)) return reply.redirect('/', 302);
    if (page && sitePages[page].noindex) reply.header('x-robots-tag', 'noindex');
    const requestOrigin = requestOriginOf(request);
    const config = { publicHosts: options.configuredHosts };
    const head = pageHead({
      country,
      page,
      t: await translate(country),
      originOf: (code) => publicBaseUrl(config, code, requestOrigin),
    });
    const profile = await doctorProfileHead(request, reply, urlPath, country, head);
    issueXsrfCookie(request, reply);
    // The page as the app draws it (docs/start-path.md): for a browser that holds a session, `/`
    // and the signed-in pages are drawn with their frame (the session lives in the browser).
    const signedInHint = request.cookies[SIGNED_IN_HINT_COOKIE] === '1';
    reply.header('vary', 'cookie');
    const rendered = await renderer
      .render({
        url: `${requestOrigin ?? 'http://localhost'}${request.url}`,
        country,
        runtimeConfig: options.runtimeConfig,
        translations: await translationsFor(),
        nonce: request.cspNonce,
        signedInHint,
        fetch: inProcessFetch(request),
      })
      .catch((error: unknown) => {
        // The browser then draws the page alone (an empty #root).
        request.log.error({ err: error, url: request.url }, 'server render failed');
        return undefined;
      });
    if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
    if (rendered && rendered.status !== 200 && reply.statusCode === 200)
      reply.code(rendered.status);
    const html = fillTemplate(template, {
      lang: htmlLangOf[country],
      head: renderHead({
        runtimeConfig: options.runtimeConfig,
        nonce: request.cspNonce,
        head: profile?.head ?? head,
        preloads: translationFilesOf(uiLanguageOf[country]),
        ...(profile?.jsonLd ? { extraHead: profile.jsonLd } : {}),
      }),
      assets: rendered ? renderAssets(await renderer.files(rendered.modules)) : '',
      html: rendered?.html ?? '',
      state: rendered
        ? `<script type="application/json" id="${APP_STATE_ELEMENT_ID}">${rendered.state}</script>`
        : '',
    });
    return reply.type('text/html; charset=utf-8').send(html);
  }

  registerSiteFiles(app, { configuredHosts: options.configuredHosts, countryOf, translate });

  // Every method but OPTIONS: a scope under a prefix may answer CORS preflights (/docfinder/v1).
  const notFoundMethods = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT'];
  for (const prefix of reservedPrefixes) {
    for (const url of [prefix, `${prefix}/*`]) {
      app.route({
        method: notFoundMethods,
        url,
        schema: { hide: true },
        handler: async () => {
          throw new NotFoundError();
        },
      });
    }
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = pathOf(request);
    if (urlPath !== '/' && urlPath !== '/index.html') {
      const file = await builtFile(webDist, urlPath);
      if (file) return reply.sendFile(file);
      if (urlPath.startsWith('/assets/') || isFilePath(urlPath))
        throw new NotFoundError('asset.not_found');
    }
    return sendIndex(request, reply, urlPath === '/index.html' ? '/' : urlPath);
  });
}
