import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { RUNTIME_CONFIG_META, type RuntimeConfig } from '@pulso/contracts/runtime-config';
import type { PageHead } from '@pulso/contracts/site-pages';
import { escapeHtml } from '@pulso/contracts/helpers/html';

/**
 * The placeholders of the web app's index.html (apps/web/index.html), which the build keeps:
 * the page's language, its head (title, description, links, the app's configuration), the
 * page's own stylesheets and scripts, the app's HTML and the query cache it starts with.
 */
export const PLACEHOLDERS = {
  lang: '<!--app-lang-->',
  head: '<!--app-head-->',
  assets: '<!--app-assets-->',
  html: '<!--app-html-->',
  state: '<!--app-state-->',
} as const;

export type DocumentParts = Record<keyof typeof PLACEHOLDERS, string>;

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

/** The page's head: its own tags, the app's configuration and CSP nonce, and what it fetches first. */
export function renderHead(values: {
  runtimeConfig: RuntimeConfig;
  nonce: string;
  head: PageHead;
  /** Files the app fetches first (its language files), asked for while its script loads. */
  preloads: readonly string[];
  /** More of the page's head, already HTML (a profile's JSON-LD). */
  extraHead?: string;
}): string {
  return (
    renderPageHead(values.head) +
    (values.extraHead ?? '') +
    `<meta name="${RUNTIME_CONFIG_META}" content="${escapeHtml(JSON.stringify(values.runtimeConfig))}">` +
    `<meta name="csp-nonce" content="${escapeHtml(values.nonce)}">` +
    values.preloads
      .map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin>`)
      .join('')
  );
}

/** A page's stylesheets and module scripts (from the build's manifest), as link tags. */
export function renderAssets(files: { css: readonly string[]; js: readonly string[] }): string {
  return (
    files.css
      .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`)
      .join('') +
    files.js
      .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
      .join('')
  );
}

/** The template with each placeholder replaced by its part (each already HTML). */
export function fillTemplate(template: string, parts: DocumentParts): string {
  let html = template;
  for (const [name, placeholder] of Object.entries(PLACEHOLDERS)) {
    const part = parts[name as keyof DocumentParts];
    html = html.replace(placeholder, () => part);
  }
  return html;
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
