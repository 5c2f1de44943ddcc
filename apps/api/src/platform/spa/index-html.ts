import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { RUNTIME_CONFIG_META, type RuntimeConfig } from '@pulso/contracts/runtime-config';

export const HEAD_MARKER = '<!--pulso-head-->';

/** Safe inside a double- or single-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

export interface IndexHtmlValues {
  lang: string;
  runtimeConfig: RuntimeConfig;
  nonce: string;
  /** Files the app fetches first (its language files), asked for while its script loads. */
  preloads?: readonly string[];
}

/** The built index.html with this request's `<html lang>`, runtime config and CSP nonce. */
export function renderIndexHtml(template: string, values: IndexHtmlValues): string {
  const metas =
    `<meta name="${RUNTIME_CONFIG_META}" content="${escapeAttribute(JSON.stringify(values.runtimeConfig))}">` +
    `<meta name="csp-nonce" content="${escapeAttribute(values.nonce)}">` +
    (values.preloads ?? [])
      .map((href) => `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin>`)
      .join('');
  const lang = `lang="${escapeAttribute(values.lang)}"`;
  const withLang = /<html\b[^>]*\blang=/i.test(template)
    ? template.replace(/(<html\b[^>]*?)\blang=("[^"]*"|'[^']*'|[^\s>]+)/i, `$1${lang}`)
    : template.replace(/<html\b/i, `<html ${lang}`);
  if (withLang.includes(HEAD_MARKER)) return withLang.replace(HEAD_MARKER, metas);
  return withLang.replace(/<\/head>/i, `${metas}</head>`);
}

/** Reads WEB_DIST/index.html again only when the file changed (a rebuild needs no restart). */
export function indexTemplateLoader(webDist: string): () => Promise<string | undefined> {
  const path = join(webDist, 'index.html');
  let cached: { mtimeMs: number; text: string } | undefined;
  return async () => {
    try {
      const info = await stat(path);
      if (cached?.mtimeMs !== info.mtimeMs)
        cached = { mtimeMs: info.mtimeMs, text: await readFile(path, 'utf8') };
      return cached.text;
    } catch {
      cached = undefined;
      return undefined;
    }
  };
}

export const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pulso: web app not built</title></head>
<body><h1>The web app is not built</h1>
<p>Run <code>npm run build</code> (or start with <code>npm start</code>, which builds it), then reload.</p>
</body></html>
`;
