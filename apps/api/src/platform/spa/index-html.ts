import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { RUNTIME_CONFIG_META, type RuntimeConfig } from '@pulso/contracts/runtime-config';
import type { PageHead } from '@pulso/contracts/site-pages';
import { escapeHtml } from '@pulso/contracts/helpers/html';

export const HEAD_MARKER = '<!--pulso-head-->';

export interface IndexHtmlValues {
  lang: string;
  runtimeConfig: RuntimeConfig;
  nonce: string;
  /** Title, description, canonical, alternates and Open Graph of the page asked for. */
  head?: PageHead;
  /** Files the app fetches first (its language files), asked for while its script loads. */
  preloads?: readonly string[];
  /** More of the page's head, already HTML (a profile's JSON-LD). */
  extraHead?: string;
}

/** Marks the tags the web app replaces when the user moves to another page (page-head.ts). */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

/** The page's `<title>` and the tags crawlers read without running the app. */
export function renderPageHead(head: PageHead): string {
  const a = escapeHtml;
  const mark = PAGE_HEAD_ATTRIBUTE;
  const tags = [`<title>${a(head.title)}</title>`];
  tags.push(`<meta name="description" content="${a(head.description)}" ${mark}>`);
  if (head.noindex) tags.push(`<meta name="robots" content="noindex" ${mark}>`);
  if (head.canonical) tags.push(`<link rel="canonical" href="${a(head.canonical)}" ${mark}>`);
  for (const { hreflang, href } of head.alternates)
    tags.push(`<link rel="alternate" hreflang="${a(hreflang)}" href="${a(href)}" ${mark}>`);
  for (const [property, content] of head.openGraph)
    tags.push(`<meta property="${a(property)}" content="${a(content)}" ${mark}>`);
  return tags.join('');
}

/** The built index.html with this request's `<html lang>`, runtime config and CSP nonce. */
export function renderIndexHtml(template: string, values: IndexHtmlValues): string {
  const metas =
    (values.head ? renderPageHead(values.head) : '') +
    (values.extraHead ?? '') +
    `<meta name="${RUNTIME_CONFIG_META}" content="${escapeHtml(JSON.stringify(values.runtimeConfig))}">` +
    `<meta name="csp-nonce" content="${escapeHtml(values.nonce)}">` +
    (values.preloads ?? [])
      .map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin>`)
      .join('');
  const lang = `lang="${escapeHtml(values.lang)}"`;
  let html = template;
  if (values.head) {
    // The template's own title and description are the app's defaults: this page's replace them.
    html = html
      .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
      .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  }
  const withLang = /<html\b[^>]*\blang=/i.test(template)
    ? html.replace(/(<html\b[^>]*?)\blang=("[^"]*"|'[^']*'|[^\s>]+)/i, `$1${lang}`)
    : html.replace(/<html\b/i, `<html ${lang}`);
  if (withLang.includes(HEAD_MARKER)) return withLang.replace(HEAD_MARKER, metas);
  return withLang.replace(/<\/head>/i, `${metas}</head>`);
}

/**
 * A file of the build, read again only when it changed (a rebuild needs no restart), passed
 * through `parse`; undefined while it is missing or unreadable.
 */
export function builtFileLoader<T>(
  path: string,
  parse: (text: string) => T,
): () => Promise<T | undefined> {
  let cached: { mtimeMs: number; value: T } | undefined;
  return async () => {
    try {
      const info = await stat(path);
      if (cached?.mtimeMs !== info.mtimeMs)
        cached = { mtimeMs: info.mtimeMs, value: parse(await readFile(path, 'utf8')) };
      return cached.value;
    } catch {
      cached = undefined;
      return undefined;
    }
  };
}

/** WEB_DIST/index.html. */
export function indexTemplateLoader(webDist: string): () => Promise<string | undefined> {
  return builtFileLoader(join(webDist, 'index.html'), (text) => text);
}

export const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pulso: web app not built</title></head>
<body><h1>The web app is not built</h1>
<p>Run <code>npm run build</code> (or start with <code>npm start</code>, which builds it), then reload.</p>
</body></html>
`;
