import { thumbnailOf, thumbnailPathOf } from './thumbnail-value.ts';

export type PartFileKind = 'pdf' | 'video' | 'audio';

/** An episode or lesson as the form edits it; `source` keeps what the form does not show. */
export interface PartValues {
  id: string;
  title: string;
  synopsis: string;
  /** Minutes of play, as typed ('' when unknown); the document stores seconds. */
  minutes: number | '';
  /** The thumbnail's stored path (`/media/uploads/…`), '' when none. */
  thumbnail: string;
  kind: PartFileKind;
  url: string;
  mimeType: string;
  source: Record<string, unknown> | null;
}

type Stored = Record<string, unknown> & {
  content?: { kind?: string; url?: string; mimeType?: string } | null;
};

/** A new id for a row the form adds (a slug, as the document's ids are). */
export const rowId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A new, empty episode or lesson row. */
export const blankPart = (): PartValues => ({
  id: rowId('parte'),
  title: '',
  synopsis: '',
  minutes: '',
  thumbnail: '',
  kind: 'video',
  url: '',
  mimeType: '',
  source: null,
});

/** The document's parts as the form's rows. */
export function partValuesOf(parts: unknown): PartValues[] {
  if (!Array.isArray(parts)) return [];
  return (parts as Stored[]).map((part) => {
    const body = part.content;
    const kind = body?.kind === 'pdf' || body?.kind === 'audio' ? body.kind : 'video';
    return {
      id: typeof part.id === 'string' ? part.id : rowId('parte'),
      title: textOf(part.title),
      synopsis: textOf(part.synopsis),
      minutes: typeof part.duration === 'number' ? Math.round(part.duration / 60) : '',
      thumbnail: thumbnailPathOf(part.thumbnail),
      kind,
      url: body?.url ?? '',
      mimeType: body?.mimeType ?? '',
      source: part,
    };
  });
}

/** The rows as the document's parts, in the order shown (`position` 0 first). */
export function partsOf(rows: readonly PartValues[]): Record<string, unknown>[] {
  return rows.map((row, position) => {
    const source = (row.source ?? {}) as Stored;
    const body = !row.url
      ? (source.content ?? null)
      : row.kind === 'pdf'
        ? { kind: 'pdf', url: row.url }
        : { kind: row.kind, url: row.url, mimeType: row.mimeType };
    return {
      ...source,
      id: row.id,
      title: row.title.trim(),
      position,
      synopsis: row.synopsis.trim(),
      duration: row.minutes === '' ? null : Math.round(row.minutes * 60),
      thumbnail: thumbnailOf(row.thumbnail, source.thumbnail as Record<string, unknown>),
      content: body,
    };
  });
}

/** The inputs of a row, in screen order (where the API's problems land). */
export const partInputs = ['title', 'synopsis', 'minutes', 'thumbnail', 'url'] as const;

/** Form field names of the rows' inputs under `name` (`episodes`, `seasons.0.episodes`). */
export const partFieldNames = (name: string, count: number): string[] =>
  Array.from({ length: count }, (_, index) =>
    partInputs.map((field) => `${name}.${index}.${field}`),
  ).flat();
