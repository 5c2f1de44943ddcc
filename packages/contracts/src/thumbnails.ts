/**
 * Thumbnail variants (spec §3), without zod so that the landing page can use them without
 * loading every content schema. `content.ts` re-exports all of it.
 */

/** Spec §3 thumbnail types; each is also the word that names the variant in its URL. */
export const thumbnailTypes = [
  'cluster',
  'episode',
  'outdoor',
  'podcast',
  'preview',
  'seeLater',
  'top10',
  'video',
] as const;
export type ThumbnailType = (typeof thumbnailTypes)[number];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The URL of another variant of a thumbnail: the last `<fromType>.` of the URL's path that starts
 * a word (after `/`, `.`, `-`, `_` or the start) becomes `<toType>.`; query and fragment are
 * kept. A URL without that word comes back unchanged.
 * `thumbnailVariant('/m/cardiology-1.cluster.svg', 'cluster', 'top10')` is
 * `'/m/cardiology-1.top10.svg'`.
 */
export function thumbnailVariant(
  url: string,
  fromType: ThumbnailType,
  toType: ThumbnailType,
): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  const rest = end === -1 ? '' : url.slice(end);
  const word = new RegExp(
    `(^|[/._-])${escapeRegExp(fromType)}\\.(?!.*(?:^|[/._-])${escapeRegExp(fromType)}\\.)`,
  );
  return path.replace(word, `$1${toType}.`) + rest;
}

/** Spec §3: a banner's thumbnail is shown as its `preview.` variant (`outdoor.` → `preview.`). */
export function bannerPreviewUrl(url: string): string {
  return thumbnailVariant(url, 'outdoor', 'preview');
}
