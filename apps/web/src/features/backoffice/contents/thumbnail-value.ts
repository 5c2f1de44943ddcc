import { UPLOADED_THUMBNAIL_TYPE } from '@pulso/contracts/backoffice/media';
import type { Thumbnail } from '@pulso/contracts/content';

type Stored = Thumbnail | null | undefined;

/** The stored path of a document's thumbnail (spec §3 Thumbnail: its `url`), '' when none. */
export const thumbnailPathOf = (value: Stored): string => value?.url ?? '';

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
export function thumbnailOf(path: string, stored: Stored): Thumbnail | null {
  if (!path) return null;
  if (stored && stored.url === path) return stored;
  return {
    id: idOfPath(path),
    url: path,
    expires: null,
    type: UPLOADED_THUMBNAIL_TYPE,
    urlPdf: null,
  };
}
