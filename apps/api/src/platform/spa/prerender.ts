import { createHash, randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { uiLanguageOf, type CountryCode, type UiLanguage } from '@pulso/contracts/country';
import type { LegalDocument, LegalDocumentKind } from '@pulso/contracts/legal';
import type { RuntimeConfig } from '@pulso/contracts/runtime-config';
import { PRERENDER_ELEMENT_ID, sitePages, type PrerenderedPage } from '@pulso/contracts/site-pages';
import { escapeHtml } from '@pulso/contracts/helpers/html';
import { builtFileLoader } from './index-html.ts';

/**
 * The server's first paint of the public pages (decision 027): the landing and the legal pages
 * drawn by the web app's own components, built by `vite build --ssr` into WEB_DIST/prerender/,
 * sent inside index.html so that the page shows before its script has run.
 */

/** What the web app's prerender module (apps/web/src/prerender) exports. */
interface PrerenderModule {
  renderPublicPage(input: {
    page: PrerenderedPage;
    url: string;
    country: CountryCode;
    runtimeConfig: RuntimeConfig;
    translations: Partial<Record<UiLanguage, Record<string, unknown>>>;
    legalDocument?: LegalDocument;
    styleNonce: string;
  }): Promise<string>;
  /** Each page's route module, as the build's manifest names it. */
  pageSources: Record<PrerenderedPage, string>;
  /**
   * The module of a page a signed-in doctor often opens first (home, search, a content item),
   * as the manifest names it; undefined for other paths (decision 059).
   */
  firstPageSourceOf?: (pathname: string) => string | undefined;
}

/** A chunk of dist/.vite/manifest.json. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What a page's route chunk needs beyond index.html's own scripts: its stylesheets and scripts. */
export function pageAssets(manifest: Manifest, source: string): { css: string[]; js: string[] } {
  const inIndex = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  walk('index.html', inIndex);
  const needed = new Set<string>();
  const visit = (key: string) => {
    if (needed.has(key) || inIndex.has(key) || !manifest[key]) return;
    needed.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(source);
  const chunks = [...needed].map((key) => manifest[key]!);
  return {
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
    js: chunks.map((chunk) => `/${chunk.file}`),
  };
}

/** The first paint and the page's own files, to ask for in <head>. */
export interface PrerenderedPageHtml {
  html: string;
  css: string[];
  js: string[];
}

const legalDocumentOfPage: Partial<Record<PrerenderedPage, LegalDocumentKind>> = {
  terms: 'terms',
  privacy: 'privacy',
  imprint: 'imprint',
  esCo: 'es-co',
};

export const PRERENDER_DIR = 'prerender';
export const PRERENDER_MODULE = join(PRERENDER_DIR, 'render-public-page.js');

/** Rendered with this in place of the nonce, which each response puts in (renders are kept). */
const NONCE_PLACEHOLDER = `pulso-nonce-${randomBytes(8).toString('hex')}`;

/** Renders kept: 7 countries × 5 pages, and a few older versions of the legal texts. */
const MAX_KEPT = 64;

export interface PrerendererOptions {
  webDist: string;
  runtimeConfig: RuntimeConfig;
  /** A legal page's document, undefined when the country has none (the page is not prerendered). */
  legalDocument: (
    country: CountryCode,
    kind: LegalDocumentKind,
  ) => Promise<LegalDocument | undefined>;
  log: FastifyBaseLogger;
}

export interface Prerender {
  (input: {
    page: PrerenderedPage;
    country: CountryCode;
    nonce: string;
  }): Promise<PrerenderedPageHtml | undefined>;
  /** Loads the prerender module ahead of the first page asked for (React, Mantine: ~1 s of CPU). */
  warm(): Promise<void>;
  /**
   * For a signed-in browser: the scripts and stylesheets of the page at `pathname` when it is one
   * of the first pages the app names (decision 059), else undefined.
   */
  firstPageFiles(pathname: string): Promise<PageFiles | undefined>;
}

/** A page's own files: its stylesheets and its scripts. */
export interface PageFiles {
  css: string[];
  js: string[];
}

/** The Mantine styles every page but the landing and the legal pages loads first (app-styles.ts). */
export const APP_STYLES_SOURCE = 'src/app/mantine-styles-more.ts';

/**
 * The page's first paint, undefined when there is none (no prerender module built, no document,
 * a render that failed: the app then draws the page alone, as before).
 */
export function createPrerenderer(options: PrerendererOptions): Prerender {
  const modulePath = join(options.webDist, PRERENDER_MODULE);
  const translationFile = (language: UiLanguage) =>
    builtFileLoader(join(options.webDist, 'assets', 'i18n', `${language}.json`), (text) => {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    });
  const translationFiles = {
    es: translationFile('es'),
    'es-MX': translationFile('es-MX'),
    'pt-br': translationFile('pt-br'),
  } satisfies Record<UiLanguage, unknown>;
  const loadManifest = builtFileLoader(
    join(options.webDist, '.vite', 'manifest.json'),
    (text) => JSON.parse(text) as Manifest,
  );
  const kept = new Map<string, PrerenderedPageHtml>();
  let loaded: { version: number; module: Promise<PrerenderModule> } | undefined;

  async function loadModule(): Promise<{ version: number; module: PrerenderModule } | undefined> {
    const info = await stat(modulePath).catch(() => undefined);
    if (!info) return undefined;
    if (loaded?.version !== info.mtimeMs) {
      // A rebuild is imported again (a new URL), as index.html is read again.
      const url = `${pathToFileURL(modulePath).href}?v=${info.mtimeMs}`;
      loaded = { version: info.mtimeMs, module: import(url) as Promise<PrerenderModule> };
      kept.clear();
    }
    return { version: loaded.version, module: await loaded.module };
  }

  const prerenderPage = async ({
    page,
    country,
    nonce,
  }: Parameters<Prerender>[0]): Promise<PrerenderedPageHtml | undefined> => {
    try {
      const prerender = await loadModule();
      if (!prerender) return undefined;
      const kind = legalDocumentOfPage[page];
      const legalDocument = kind ? await options.legalDocument(country, kind) : undefined;
      if (kind && !legalDocument) return undefined;
      // The site's language (es-MX over es), and a legal document's own (es-co on every host).
      const language = uiLanguageOf[country];
      const languages = new Set<UiLanguage>([language]);
      if (language === 'es-MX') languages.add('es');
      if (legalDocument) languages.add(legalDocument.language);
      const translations: Partial<Record<UiLanguage, Record<string, unknown>>> = {};
      for (const file of languages) translations[file] = await translationFiles[file]();
      // A rebuild (new module, new translations) empties `kept`; a legal text changes the key.
      const text = createHash('sha1')
        .update(JSON.stringify(legalDocument ?? null))
        .digest('base64url');
      const key = `${page}:${country}:${text}`;
      let rendered = kept.get(key);
      if (rendered === undefined) {
        const html = await prerender.module.renderPublicPage({
          page,
          url: `http://localhost${sitePages[page].path}`,
          country,
          runtimeConfig: options.runtimeConfig,
          translations,
          ...(legalDocument ? { legalDocument } : {}),
          styleNonce: NONCE_PLACEHOLDER,
        });
        const manifest = await loadManifest();
        const source = prerender.module.pageSources[page];
        rendered = { html, ...(manifest ? pageAssets(manifest, source) : { css: [], js: [] }) };
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
        kept.set(key, rendered);
      }
      return { ...rendered, html: rendered.html.replaceAll(NONCE_PLACEHOLDER, escapeHtml(nonce)) };
    } catch (error) {
      options.log.error({ err: error, page, country }, 'prerender of a public page failed');
      return undefined;
    }
  };
  /** Per build (the module's version) and source: the files, or null when the build has none. */
  const firstPages = new Map<string, PageFiles | null>();
  const firstPageFiles = async (pathname: string): Promise<PageFiles | undefined> => {
    try {
      const prerender = await loadModule();
      const source = prerender?.module.firstPageSourceOf?.(pathname);
      if (!prerender || !source) return undefined;
      const key = `${prerender.version}:${source}`;
      let files = firstPages.get(key);
      if (files === undefined) {
        const manifest = await loadManifest();
        const page = manifest ? pageAssets(manifest, source) : undefined;
        const styles = manifest ? pageAssets(manifest, APP_STYLES_SOURCE) : undefined;
        // The app's styles before the page's own, which may override them (app-styles.ts).
        files = page?.js.length
          ? { css: [...new Set([...(styles?.css ?? []), ...page.css])], js: page.js }
          : null;
        if (firstPages.size >= MAX_KEPT) firstPages.clear();
        firstPages.set(key, files);
      }
      return files ?? undefined;
    } catch (error) {
      options.log.error({ err: error, pathname }, "naming a first page's files failed");
      return undefined;
    }
  };
  return Object.assign(prerenderPage, {
    firstPageFiles,
    warm: async () => {
      await loadModule().catch((error: unknown) =>
        options.log.error({ err: error }, 'loading the prerender module failed'),
      );
    },
  });
}

/**
 * index.html with the page's first paint in front of the app's (hidden) root: the app shows its
 * root and removes this in one frame once it draws the same page (apps/web/src/lib/prerender.ts).
 */
/** A public file of the web app (apps/web/public): starts the app after the first paint. */
export const START_AFTER_PAINT = '/start-after-paint.js';

/**
 * index.html with the page's first paint in front of the app's (hidden) root: the app shows its
 * root and removes this in one frame once it draws the same page (apps/web/src/lib/prerender.ts).
 * The page's stylesheets come in <head>; the app's scripts (and the translation files it reads
 * first) are asked for only once the page is on screen, by start-after-paint.js.
 */
/**
 * index.html for a signed-in browser with the first page's files named in <head> (decision 059):
 * its stylesheets, and its scripts as module preloads, so that they download with the app's own
 * script instead of after it has run (the app finds them there and does not ask again).
 */
export function withFirstPageFiles(html: string, files: PageFiles): string {
  const links =
    files.css
      .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`)
      .join('') +
    files.js
      .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
      .join('');
  return html.replace(/<\/head>/i, () => `${links}</head>`);
}

export function withPrerenderedPage(
  html: string,
  prerendered: PrerenderedPageHtml,
  { path, country }: { path: string; country: CountryCode },
): string {
  const rootElement = /<div id="root"><\/div>/;
  const appScript = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
  if (!rootElement.test(html) || !appScript.test(html)) return html;
  const element =
    `<div id="${PRERENDER_ELEMENT_ID}" data-path="${escapeHtml(path)}" data-country="${country}">` +
    `${prerendered.html}</div><div id="root" hidden></div>`;
  const fetches: string[] = [];
  const appModules: string[] = [];
  const stylesheets = prerendered.css
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  return (
    html
      // Mantine's light colour scheme, which the app sets on <html> when it starts.
      .replace(/<html\b/i, '<html data-mantine-color-scheme="light"')
      // The app's own modules are asked for with the page's, after the paint (start-after-paint):
      // named there, they are not asked for again when the page's code loads (Vite's helper
      // looks for them in the document, decision 059).
      .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g, (_, href: string) => {
        appModules.push(href);
        return '';
      })
      .replace(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin>/g, (_, href: string) => {
        fetches.push(href);
        return '';
      })
      .replace(
        appScript,
        (_, src: string) =>
          `<script src="${START_AFTER_PAINT}" data-app="${src}" defer` +
          ` data-fetch="${escapeHtml(fetches.join(' '))}"` +
          ` data-modules="${escapeHtml([...appModules, ...prerendered.js].join(' '))}"></script>`,
      )
      .replace(/<\/head>/i, () => `${stylesheets}</head>`)
      .replace(rootElement, () => element)
  );
}
