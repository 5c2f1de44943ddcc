import type { ContentBody, Episode } from '@pulso/contracts/content';
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
  source: Episode | null;
}

/**
 * An uploaded file as a body: a PDF, or a video or audio with the MIME type its upload answered
 * (the API checks that it is one the body's kind plays when the item is saved).
 */
export function fileBody(kind: PartFileKind, url: string, mimeType: string): ContentBody {
  return kind === 'pdf' ? { kind, url } : ({ kind, url, mimeType } as ContentBody);
}

/** A body's file and type ('' for a text, or none). */
export const fileOf = (body: ContentBody | null | undefined) => ({
  url: body && body.kind !== 'html' ? body.url : '',
  mimeType: body && 'mimeType' in body ? body.mimeType : '',
});

/** A new id for a row the form adds (a slug, as the document's ids are). */
export const rowId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

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
export function partValuesOf(parts: readonly Episode[] | undefined): PartValues[] {
  return (parts ?? []).map((part) => {
    const body = part.content;
    const kind = body?.kind === 'pdf' || body?.kind === 'audio' ? body.kind : 'video';
    return {
      id: part.id,
      title: part.title,
      synopsis: part.synopsis,
      minutes: part.duration === null ? '' : Math.round(part.duration / 60),
      thumbnail: thumbnailPathOf(part.thumbnail),
      kind,
      ...fileOf(body),
      source: part,
    };
  });
}

/** The rows as the document's parts, in the order shown (`position` 0 first). */
export function partsOf(rows: readonly PartValues[]): Episode[] {
  return rows.map((row, position) => ({
    ...row.source,
    id: row.id,
    title: row.title.trim(),
    position,
    synopsis: row.synopsis.trim(),
    duration: row.minutes === '' ? null : Math.round(row.minutes * 60),
    thumbnail: thumbnailOf(row.thumbnail, row.source?.thumbnail),
    content: row.url ? fileBody(row.kind, row.url, row.mimeType) : (row.source?.content ?? null),
  }));
}

/** The inputs of a row, in screen order (where the API's problems land). */
export const partInputs = ['title', 'synopsis', 'minutes', 'thumbnail', 'url'] as const;

/** Form field names of the rows' inputs under `name` (`episodes`, `seasons.0.episodes`). */
export const partFieldNames = (name: string, count: number): string[] =>
  Array.from({ length: count }, (_, index) =>
    partInputs.map((field) => `${name}.${index}.${field}`),
  ).flat();
