import { UPLOADED_THUMBNAIL_TYPE } from '@pulso/contracts/backoffice/media';

type Stored = Record<string, unknown> | string | null | undefined;

/** The stored path of a document's thumbnail (spec §3 Thumbnail: its `url`), '' when none. */
export function thumbnailPathOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { url?: unknown }).url === 'string')
    return (value as { url: string }).url;
  return '';
}

/** The id an upload's path carries (`/media/uploads/<id>.cluster.png` → `<id>`). */
const idOfPath = (path: string): string =>
  (path.split('/').pop() ?? '')
    .split('.')[0]!
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-') || 'miniatura';

/**
 * A thumbnail as the document stores it (spec §3: id, url, expires, type, urlPdf) for an
 * uploaded path: the stored one kept as it is while its path is unchanged; none without a path.
 */
export function thumbnailOf(path: string, stored: Stored): Record<string, unknown> | null {
  if (!path) return null;
  if (stored && typeof stored === 'object' && stored.url === path) return stored;
  return {
    id: idOfPath(path),
    url: path,
    expires: null,
    type: UPLOADED_THUMBNAIL_TYPE,
    urlPdf: null,
  };
}
