/**
 * What the service worker keeps (decision 047). Only files that are the same for every visitor
 * and say nothing about them: the app's code and styles (content-hashed, so a name never changes
 * meaning), its fonts, the manifest's icons, and the offline page. Never an API answer, a page of
 * content, media or anything a signed-in doctor sees: those go to the network every time.
 */

/** Paths of dist/ (relative, as workbox-build lists them) the service worker precaches. */
export const PRECACHE_GLOBS = ['assets/**/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg'];

/** Never precached even if a glob above matched: the precompressed twins, the server's own. */
export const PRECACHE_IGNORES = ['**/*.{br,gz}', 'server/**', '.vite/**', 'stats.html'];

/** The offline page, drawn by the server per country site in its language (site-files.ts). */
export const OFFLINE_PAGE = '/offline.html';

export interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** A path workbox-build listed that may be kept: under assets/ it must be content-hashed. */
export function isPrecacheable(url: string): boolean {
  const path = url.replace(/^\//, '');
  if (/\.(?:br|gz|map|html)$/.test(path)) return false;
  if (path.startsWith('assets/')) {
    if (path.startsWith('assets/i18n/')) return false;
    return /[-.][A-Za-z0-9_-]{8,}\.(?:js|css|woff2)$/.test(path);
  }
  return /^icons\/[\w-]+\.png$/.test(path) || path === 'favicon.svg';
}

/**
 * Larger files are chunks one rare screen loads on demand (the registration's list of common
 * passwords, the doctor finder's address map): fetched when needed, not by every visitor's
 * service worker in the background.
 */
export const MAX_PRECACHED_BYTES = 150_000;

/**
 * workbox-build `manifestTransforms`: drops whatever the globs let through by mistake and the
 * large on-demand chunks.
 */
export function keepPrecacheable(entries: ManifestEntry[]): {
  manifest: ManifestEntry[];
  warnings: string[];
} {
  return {
    manifest: entries.filter(
      (entry) =>
        entry.url === OFFLINE_PAGE ||
        (isPrecacheable(entry.url) && entry.size <= MAX_PRECACHED_BYTES),
    ),
    warnings: [],
  };
}
